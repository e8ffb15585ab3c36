import path from "node:path"
import type { GatsbyNode } from "gatsby"
import type { GraphQLResolveInfo } from "graphql"
import { finishBuild } from "./src/build/finish-build"
import { restoreUnserved, setAsideDirOf } from "./src/build/unserved-files"
import { checkContentAndPictures, formatProblems, formatWarnings } from "./src/content/check"
import { contentTypes } from "./src/content/content-files"
import { graphqlTypeDefinitions } from "./src/content/graphql-types"
import type { PageKind } from "./src/content/page-registry"
import { collectPlaceholderValues, resolvePlaceholders, type PlaceholderValues } from "./src/content/placeholders"
import { sitePagesIn } from "./src/content/site-pages"
import {
  checkPublishingSettings,
  publishingProblemsMessage,
  readPublishingSettings,
} from "./src/settings/read-publishing"
import { contentProblemsPath } from "./src/develop/content-problems"
import { answerContentProblems } from "./src/develop/content-problems-endpoint"
import { bundleWidgets, widgetScriptTypeDefinition, type WidgetScript } from "./src/widgets/bundle"

const contentDir = path.join(__dirname, "content")
const publicDir = path.join(__dirname, "public")

/** The widget modules of this build (src/widgets), bundled before sourcing. */
let widgetScripts: readonly WidgetScript[] = []

/**
 * `gatsby develop` after a production build: the build set Gatsby's runtime files (page data, static
 * query results) aside (scripts/build.ts), and develop, finding its cache warm, expects them in
 * public/ and stops with "Can't resolve '../../public/page-data/sq/d/….json'". Put them back first,
 * as the next production build would.
 */
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  if (process.env.gatsby_executing_command === "develop") restoreUnserved(publicDir, setAsideDirOf(__dirname))
}

/**
 * Stop before any page is built when the owner's settings (publishing.yaml) or the content have a
 * problem, listing every problem at once; then bundle the widget modules, whose addresses the
 * pages that load them query.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const settings = checkPublishingSettings(__dirname)
  if ("problems" in settings) reporter.panic(publishingProblemsMessage(settings.problems))
  const { problems, warnings } = await checkContentAndPictures(contentDir)
  if (problems.length > 0) reporter.panic(formatProblems(problems))
  if (warnings.length > 0) reporter.warn(formatWarnings(warnings))
  widgetScripts = bundleWidgets(path.join(__dirname, "src", "widgets"))
}

/** One WidgetScript node per bundled widget module: { name, code }. */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest }) => {
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
  const { problems } = await checkContentAndPictures(contentDir)
  if (problems.length > 0) reporter.error(formatProblems(problems))
}

/**
 * While `gatsby develop` runs, the browser asks here, about once a second, whether the content
 * has problems, and shows them in place of the page (src/develop/ContentProblemsGate.tsx).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }: { app: DevServerApp }) => {
  app.get(contentProblemsPath, (_request, response) => {
    void answerContentProblems(contentDir).then((answer) => response.set("Cache-Control", "no-store").json(answer))
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

interface NodeModel {
  findOne(args: { type: string }): Promise<Record<string, unknown> | null>
}

interface ResolverContext {
  readonly nodeModel: NodeModel
}

/** A node's own content, without the fields Gatsby adds to every node (id, parent, children, internal). */
function contentOf(node: Record<string, unknown> | null): Record<string, unknown> {
  if (!node) return {}
  const { id: _id, parent: _parent, children: _children, internal: _internal, fields: _fields, ...content } = node
  return content
}

/** One lookup of the placeholder values per GraphQL query, shared by all the fields it resolves. */
const valuesByQuery = new WeakMap<ResolverContext, Promise<PlaceholderValues>>()

function placeholderValuesFor(context: ResolverContext): Promise<PlaceholderValues> {
  let values = valuesByQuery.get(context)
  if (!values) {
    values = Promise.all([
      context.nodeModel.findOne({ type: "SiteYaml" }),
      context.nodeModel.findOne({ type: "ConstantsYaml" }),
    ]).then(([site, constants]) => collectPlaceholderValues(contentOf(site), contentOf(constants)))
    valuesByQuery.set(context, values)
  }
  return values
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  // @copy: text from content/ reaches the pages with its {placeholders} already replaced.
  actions.createFieldExtension({
    name: "copy",
    extend() {
      return {
        async resolve(
          source: Record<string, unknown>,
          _args: unknown,
          context: ResolverContext,
          info: GraphQLResolveInfo,
        ) {
          const raw = source[info.fieldName]
          if (raw === null || raw === undefined) return raw
          const values = await placeholderValuesFor(context)
          const where = `${info.parentType.name}.${info.fieldName}`
          const resolveText = (text: unknown) => resolvePlaceholders(String(text), values, where)
          return Array.isArray(raw) ? raw.map(resolveText) : resolveText(raw)
        },
      }
    },
  })
  const { sdl, unions } = graphqlTypeDefinitions(contentTypes)
  actions.createTypes([
    sdl,
    // A general page's blocks: one GraphQL type per kind, told apart by the block's type.
    ...unions.map(({ name, types, resolveType }) => schema.buildUnionType({ name, types: [...types], resolveType })),
  ])
  actions.createTypes(widgetScriptTypeDefinition)
}

/** Each kind of page's template: src/templates/<kind>.tsx, a query, a Head and the kind's body. */
function templateOf(kind: PageKind): string {
  return path.join(__dirname, "src", "templates", `${kind}.tsx`)
}

/**
 * One page per page of the registry (src/content/page-registry.ts), at its address: the built-in
 * pages, and a general page for every other file of content/pages/, whose node its template
 * queries by id.
 */
/** What createPages's query returns: each general page's node, with its file below content/. */
interface GeneralPageNodes {
  readonly allGeneralPageYaml: {
    readonly nodes: readonly { readonly id: string; readonly parent: { readonly relativePath?: string } | null }[]
  }
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions, reporter } = args
  const result: { errors?: unknown; data?: GeneralPageNodes } = await args.graphql(`
    query GeneralPageNodes {
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
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not list the general pages' nodes: ${JSON.stringify(result.errors)}`)
    return
  }
  const nodeIds = new Map(result.data.allGeneralPageYaml.nodes.map((node) => [node.parent?.relativePath, node.id]))
  for (const page of sitePagesIn(contentDir)) {
    const id = nodeIds.get(page.file)
    if (page.kind === "general" && id === undefined) {
      reporter.panicOnBuild(`content/${page.file} was not read into a page; see gatsby-config.ts's YAML types.`)
      continue
    }
    actions.createPage({ path: page.path, component: templateOf(page.kind), context: id ? { id } : {} })
  }
}

/**
 * Once Gatsby has written every page: check that each is static (no framework runtime, styles in
 * the head) and write the files the CDN reads beside them; src/build/finish-build.ts, in order.
 * A page that is not static stops the build, naming the page and what it carries.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const result = finishBuild({
    publicDir,
    contentDir,
    settings: readPublishingSettings(__dirname),
    pages: sitePagesIn(contentDir),
    widgetScripts,
  })
  if (result.problems.length > 0) {
    reporter.panicOnBuild(result.problems.join("\n"))
    return
  }
  for (const line of result.report) reporter.info(line)
}
