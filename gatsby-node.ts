import path from "node:path"
import type { GatsbyNode } from "gatsby"
import gatsbyReporter from "gatsby-cli/lib/reporter"
import { createContentFieldExtensions } from "./src/build/field-extensions"
import { finishBuildApart } from "./src/build/finish-build-apart"
import { templateOf } from "./src/build/page-reads"
import { restoreUnserved, setAsideDirOf } from "./src/build/unserved-files"
import { quietUnusedTemplates } from "./src/build/unused-template"
import { calendarFiles, type CalendarEvent, type CalendarSite } from "./src/cdn/calendar"
import { readSiteYaml } from "./src/cdn/site-yaml"
import { buildDateOf, buildInstant, type BuildDate } from "./src/content/build-date"
import { checkContentAndPictures, formatProblems, formatWarnings } from "./src/content/check"
import { contentTypes } from "./src/content/content-files"
import type { EventTiming } from "./src/content/events"
import {
  BUILD_DATE_TYPE,
  buildDateTypeDefinition,
  graphqlTypeDefinitions,
  ownerSettingsType,
} from "./src/content/graphql-types"
import { OWNER_SETTINGS_TYPE, ownerSettingsOf } from "./src/content/owner-settings"
import { eventOfPage } from "./src/content/page-registry"
import { sitePagesIn } from "./src/content/site-pages"
import {
  checkPublishingSettings,
  publishingProblemsMessage,
  readPublishingSettings,
} from "./src/settings/read-publishing"
import { contentProblemsPath } from "./src/develop/content-problems"
import { answerContentProblems } from "./src/develop/content-problems-endpoint"
import { writeGatewaySettings } from "./src/editor-gateway/write-settings"
import { bundleWidgets, widgetScriptTypeDefinition, type WidgetScript } from "./src/widgets/bundle"

const contentDir = path.join(__dirname, "content")
const publicDir = path.join(__dirname, "public")

/**
 * The instant this build is made as of: SOURCE_DATE_EPOCH's, else the clock's (src/content/build-date.ts),
 * read once, for the pages (the BuildDate node's day) and the calendar files' stamps alike.
 */
const instant = buildInstant()

/** The widget modules of this build (src/widgets), bundled before sourcing. */
let widgetScripts: readonly WidgetScript[] = []

/**
 * Before anything else: the event kind's template has no page while no event is dated, which Gatsby
 * would warn about in every build's log (src/build/unused-template.ts says why it need not).
 * And `gatsby develop` after a production build: the build set Gatsby's runtime files (page data,
 * static query results) aside (scripts/build.ts), and develop, finding its cache warm, expects them
 * in public/ and stops with "Can't resolve '../../public/page-data/sq/d/….json'". Put them back
 * first, as the next production build would.
 */
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  quietUnusedTemplates(gatsbyReporter, [templateOf(__dirname, "event")])
  if (process.env.gatsby_executing_command === "develop") restoreUnserved(publicDir, setAsideDirOf(__dirname))
}

/**
 * Stop before any page is built when the owner's settings (publishing.yaml) or the content have a
 * problem, listing every problem at once; write the editor gateway's settings for the functions the
 * deploy bundles (src/editor-gateway); then bundle the widget modules, whose addresses the pages
 * that load them query.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const settings = checkPublishingSettings(__dirname)
  if ("problems" in settings) {
    reporter.panic(publishingProblemsMessage(settings.problems))
    return
  }
  writeGatewaySettings(__dirname, settings.settings)
  const { problems, warnings } = await checkContentAndPictures(contentDir, { owner: settings.settings })
  if (problems.length > 0) reporter.panic(formatProblems(problems))
  if (warnings.length > 0) reporter.warn(formatWarnings(warnings))
  widgetScripts = bundleWidgets(path.join(__dirname, "src", "widgets"))
}

/**
 * One WidgetScript node per bundled widget module: { name, code }; the build's day in the board's
 * time zone (BuildDate: today, year), which the pages that change with the date query, and {year}
 * reads. It changes once a day, so a rebuild on the same day re-runs no query for it. And the owner's
 * settings the pages read (OwnerSettings: the site's address, the contact form's service), from
 * publishing.yaml, which {formServiceName} reads.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest }) => {
  const buildDate: BuildDate = buildDateOf(instant, readSiteYaml(contentDir).timeZone)
  await actions.createNode({
    id: createNodeId("build-date"),
    ...buildDate,
    internal: { type: BUILD_DATE_TYPE, contentDigest: createContentDigest(buildDate) },
  })
  const owner = ownerSettingsOf(readPublishingSettings(__dirname))
  await actions.createNode({
    id: createNodeId("owner-settings"),
    ...owner,
    internal: { type: OWNER_SETTINGS_TYPE, contentDigest: createContentDigest(owner) },
  })
  for (const { name, code } of widgetScripts) {
    // createNode may return a promise that settles once other plugins have seen the node.
    await actions.createNode({
      id: createNodeId(`widget-script-${name}`),
      name,
      code,
      internal: { type: "WidgetScript", contentDigest: createContentDigest({ name, code }) },
    })
  }
}

/** Set once sourcing is done: the files created before it were just checked by onPreBootstrap. */
let bootstrapped = false

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true
}

/** While `gatsby develop` runs, re-check after every content edit and show the problems without stopping. */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, reporter }) => {
  if (!bootstrapped || process.env.NODE_ENV !== "development" || node.internal.type !== "File") return
  if (node.sourceInstanceName !== "content") return
  const { problems } = await checkContentAndPictures(contentDir, { owner: readPublishingSettings(__dirname) })
  if (problems.length > 0) reporter.error(formatProblems(problems))
}

/**
 * While `gatsby develop` runs, the browser asks here, about once a second, whether the content
 * has problems, and shows them in place of the page (src/develop/ContentProblemsGate.tsx).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }: { app: DevServerApp }) => {
  app.get(contentProblemsPath, (_request, response) => {
    void answerContentProblems(contentDir, readPublishingSettings(__dirname)).then((answer) =>
      response.set("Cache-Control", "no-store").json(answer),
    )
  })
}

/** What onCreateDevServer uses of the dev server's express app, which Gatsby's types leave as any. */
interface DevServerApp {
  get(path: string, handler: (request: unknown, response: DevServerResponse) => void): void
}

interface DevServerResponse {
  set(field: string, value: string): DevServerResponse
  json(body: unknown): void
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  createContentFieldExtensions(actions.createFieldExtension)
  const { sdl, unions } = graphqlTypeDefinitions([...contentTypes, ownerSettingsType])
  actions.createTypes([
    sdl,
    // A general page's blocks: one GraphQL type per kind, told apart by the block's type.
    ...unions.map(({ name, types, resolveType }) => schema.buildUnionType({ name, types: [...types], resolveType })),
  ])
  actions.createTypes(widgetScriptTypeDefinition)
  actions.createTypes(buildDateTypeDefinition)
}

/**
 * What createPages's query returns: each general page's node, with its file below content/, and
 * each event's, with what names its page (src/content/events.ts).
 */
interface PageNodes {
  readonly allGeneralPageYaml: {
    readonly nodes: readonly { readonly id: string; readonly parent: { readonly relativePath?: string } | null }[]
  }
  readonly allEventsYaml: { readonly nodes: readonly (EventTiming & { readonly id: string })[] }
}

/**
 * One page per page of the registry (src/content/page-registry.ts), at its address: the built-in
 * pages, and a general page for every other file of content/pages/, whose node its template
 * queries by id; and an event page for each dated event of events.yaml.
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions, reporter } = args
  const result: { errors?: unknown; data?: PageNodes } = await args.graphql(`
    query PageNodes {
      allGeneralPageYaml {
        nodes {
          id
          parent {
            ... on File {
              relativePath
            }
          }
        }
      }
      allEventsYaml {
        nodes {
          id
          title
          page
          start
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not list the general pages' nodes: ${JSON.stringify(result.errors)}`)
    return
  }
  const { allGeneralPageYaml, allEventsYaml } = result.data
  const nodeIds = new Map(allGeneralPageYaml.nodes.map((node) => [node.parent?.relativePath, node.id]))
  for (const page of sitePagesIn(contentDir)) {
    const id = page.kind === "event" ? eventOfPage(allEventsYaml.nodes, page)?.id : nodeIds.get(page.file)
    if ((page.kind === "general" || page.kind === "event") && id === undefined) {
      reporter.panicOnBuild(
        `${page.path} (content/${page.file}) was not read into a page; see gatsby-config.ts's YAML types.`,
      )
      continue
    }
    actions.createPage({ path: page.path, component: templateOf(__dirname, page.kind), context: id ? { id } : {} })
  }
}

/**
 * What onPostBuild's query returns: the events as the pages read them, and the site's words and
 * address for their calendar files.
 */
interface CalendarData {
  readonly allEventsYaml: { readonly nodes: readonly CalendarEvent[] }
  readonly siteYaml: Omit<CalendarSite, "labels" | "siteUrl"> | null
  readonly ownerSettings: Pick<CalendarSite, "siteUrl"> | null
  readonly communityPageYaml: { readonly eventLabels: CalendarSite["labels"] } | null
  readonly buildDate: BuildDate | null
}

/**
 * Once Gatsby has written every page: check that each is static (no framework runtime, styles in
 * the head) and write the files the CDN reads beside them; src/build/finish-build.ts, in order, in a
 * process of its own (finish-build-apart.ts says why).
 * A page that is not static stops the build, naming the page and what it carries.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { reporter } = args
  // The events as the pages read them, and the site's words for their calendar files (src/cdn/calendar.ts).
  const calendarData = await args.graphql<CalendarData>(`
    query CalendarData {
      allEventsYaml {
        nodes {
          title
          page
          start
          startTime
          end
          endTime
          timeZone
          format
          status
          place {
            name
            street
            city
            region
            postalCode
            country
          }
          online
          registration
          description
          details
        }
      }
      siteYaml {
        timeZone
        locale
        collegeName
      }
      ownerSettings {
        siteUrl
      }
      communityPageYaml {
        eventLabels {
          online
          register
        }
      }
      buildDate {
        today
        year
      }
    }
  `)
  const { allEventsYaml, siteYaml, ownerSettings, communityPageYaml, buildDate } = calendarData.data ?? {}
  if (calendarData.errors || !allEventsYaml || !siteYaml || !ownerSettings || !communityPageYaml || !buildDate) {
    reporter.panicOnBuild(`Could not read the events for their calendar files: ${JSON.stringify(calendarData.errors)}`)
    return
  }
  const site = { ...siteYaml, ...ownerSettings, labels: communityPageYaml.eventLabels }
  const result = finishBuildApart(__dirname, {
    publicDir,
    contentDir,
    settings: readPublishingSettings(__dirname),
    pages: sitePagesIn(contentDir),
    widgetScripts,
    calendars: calendarFiles(allEventsYaml.nodes, site, buildDate.today, instant),
  })
  if (result.problems.length > 0) {
    reporter.panicOnBuild(result.problems.join("\n"))
    return
  }
  for (const line of result.report) reporter.info(line)
}
