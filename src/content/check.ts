/**
 * The content check: reads every file under content/, and reports every problem at
 * once in words an editor can act on (file, line, entry, field, what to do). It runs
 * before every build (gatsby-node.ts) and on its own (npm run check:content).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { isMap, isScalar, LineCounter, parseDocument, type Document } from "yaml"
import { z } from "zod"
import { contentFiles, type ContentFile } from "./content-files"
import { fragmentOf, linkKind, pathOf } from "./links"
import { yamlErrorMessage } from "./messages"
import {
  collectPlaceholderValues,
  PlaceholderError,
  placeholdersIn,
  resolvePlaceholders,
  unknownPlaceholderMessage,
} from "./placeholders"
import { describePath, schemaIssues } from "./schema-issues"
import { sitePages } from "./site-pages"

export interface ContentProblem {
  /** Path below content/. */
  readonly file: string
  readonly line?: number
  /** The entry and field, as an editor would say it ("slide 3, title"). */
  readonly where?: string
  readonly message: string
}

type Path = readonly (string | number)[]

interface LoadedFile {
  readonly spec: ContentFile
  readonly document: Document
  readonly lines: LineCounter
  readonly data: unknown
}

export function formatProblem(problem: ContentProblem): string {
  const place = [`content/${problem.file}`, problem.line ? `line ${problem.line}` : undefined, problem.where]
    .filter(Boolean)
    .join(", ")
  return `${place}: ${problem.message}`
}

/** All problems as one message: for the build, which stopped, or for `npm run check:content`. */
export function formatProblems(problems: readonly ContentProblem[], after: "build" | "check" = "build"): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`
  const intro =
    after === "build"
      ? `The site was not built: the content has ${count}. Fix each one below, save, and build again.`
      : `The content has ${count}. Fix each one below, save, and run npm run check:content again.`
  return [
    intro,
    ...problems.map((problem) => `  - ${formatProblem(problem)}`),
    "See content/README.md for what each message means.",
  ].join("\n")
}

/** The line of the value at a path, or of the nearest enclosing entry the parser knows. */
function lineOf(file: LoadedFile, at: Path, key?: string): number | undefined {
  for (let length = at.length; length >= 0; length -= 1) {
    const node = file.document.getIn(at.slice(0, length), true)
    if (key !== undefined && length === at.length && isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key)
      const range = pair && isScalar(pair.key) ? pair.key.range : undefined
      if (range) return file.lines.linePos(range[0]).line
    }
    const range = (node as { range?: [number, number, number] } | undefined)?.range
    if (range) return file.lines.linePos(range[0]).line
  }
  return undefined
}

function schemaProblems(file: LoadedFile): ContentProblem[] {
  return schemaIssues(file.spec, file.data).map(({ at, key, where, message }): ContentProblem => ({
    file: file.spec.file,
    line: lineOf(file, at, key),
    where,
    message,
  }))
}

function loadFile(contentDir: string, spec: ContentFile): { file?: LoadedFile; problems: ContentProblem[] } {
  const filePath = path.join(contentDir, spec.file)
  if (!existsSync(filePath)) {
    return {
      problems: [{ file: spec.file, message: "this file is missing. Restore it from the last working version." }],
    }
  }
  const source = readFileSync(filePath, "utf8")
  const lines = new LineCounter()
  const document = parseDocument(source, { lineCounter: lines, prettyErrors: true, uniqueKeys: true })
  if (document.errors.length > 0) {
    // Later parser errors are usually knock-on effects of the first: report that one, precisely.
    const [first, ...rest] = document.errors
    const { line, message } = yamlErrorMessage(first, source)
    const more = rest.length > 0 ? " Fixing it may clear the other parser errors in this file; check again after." : ""
    return { problems: [{ file: spec.file, line, message: `${message}${more}` }] }
  }
  const data: unknown = document.toJS()
  if (data === null || data === undefined) {
    return {
      problems: [{ file: spec.file, message: "the file is empty. Restore its content from the last working version." }],
    }
  }
  const file = { spec, document, lines, data }
  return { file, problems: schemaProblems(file) }
}

/** Calls visit for every text value in the data, with its path. */
function forEachText(data: unknown, visit: (text: string, at: Path) => void, at: Path = []): void {
  if (typeof data === "string") visit(data, at)
  else if (Array.isArray(data)) data.forEach((item, index) => forEachText(item, visit, [...at, index]))
  else if (data !== null && typeof data === "object") {
    for (const [key, value] of Object.entries(data)) forEachText(value, visit, [...at, key])
  }
}

/** The pages of the site: one per file under content/pages/ (home is /), except the not-found page. */
const pageRoutes = new Map(sitePages.map((page) => [pathOf(page.path), page.file] as const))

function anchorsIn(data: unknown): Set<string> {
  const anchors = new Set<string>()
  forEachText(data, (text, at) => {
    if (at[at.length - 1] === "id") anchors.add(text)
  })
  return anchors
}

function problemAt(file: LoadedFile, at: Path, message: string): ContentProblem {
  return { file: file.spec.file, line: lineOf(file, at), where: describePath(file.spec, at), message }
}

function linkProblems(files: readonly LoadedFile[], resolve: (text: string) => string): ContentProblem[] {
  const routes = [...pageRoutes.keys()]
  // A #fragment is only checked against a page file that could be read.
  const anchorsByRoute = new Map<string, Set<string>>()
  for (const [route, pageFile] of pageRoutes) {
    const page = files.find((file) => file.spec.file === pageFile)
    if (page) anchorsByRoute.set(route, anchorsIn(page.data))
  }
  const siteUrl = (files.find((file) => file.spec.file === "site.yaml")?.data as { siteUrl?: unknown } | undefined)
    ?.siteUrl
  const siteOrigin = typeof siteUrl === "string" && URL.canParse(siteUrl) ? new URL(siteUrl).origin : undefined
  const problems: ContentProblem[] = []
  for (const file of files) {
    forEachText(file.data, (raw, at) => {
      if (at[at.length - 1] !== "href") return
      let target: string
      try {
        target = resolve(raw)
      } catch {
        return // reported as an unknown placeholder
      }
      const problem = (message: string) => problems.push(problemAt(file, at, message))
      // A link written with a placeholder names both, so the editor knows where the value comes from.
      const shown = raw === target ? `"${target}"` : `"${raw}" (which is "${target}")`
      const kind = linkKind(target)
      if (kind === undefined) {
        const secure = target.replace("http://", "https://")
        const insecure = !target.startsWith("http://")
          ? ""
          : raw === target
            ? ` Use the secure address: ${secure}.`
            : ` Use the secure address (${secure}) where that value is set, in content/site.yaml.`
        problem(
          `${shown} is not a link the site can use.${insecure || " Write a page of this site (like /contact), a secure address (https://...), mailto:{email} or tel:+15550102040."}`,
        )
      } else if (kind === "external" && siteOrigin && URL.canParse(target) && new URL(target).origin === siteOrigin) {
        // The site's own address: a page of it is a link within the site, anything else a 404.
        const { pathname, hash } = new URL(target)
        const route = pathOf(pathname)
        const where = raw === target ? "" : " where that value is set, in content/site.yaml"
        problem(
          pageRoutes.has(route)
            ? `${shown} is this site's own address. Write the page alone${where}, like ${route}${hash}, so it opens in the same tab.`
            : `${shown} is this site's own address, but ${route} is not one of its pages. Use an address on another site${where}, or one of: ${routes.join(", ")}.`,
        )
      } else if (kind === "internal") {
        if (!target.startsWith("/")) {
          problem(`"${target}" should name its page too, like /certification${target}.`)
          return
        }
        const route = pathOf(target)
        if (!pageRoutes.has(route)) {
          problem(`"${target}" goes to ${route}, which is not a page of this site. Use one of: ${routes.join(", ")}.`)
          return
        }
        const fragment = fragmentOf(target)
        const anchors = anchorsByRoute.get(route)
        if (fragment && anchors && !anchors.has(fragment)) {
          problem(
            `"${target}": the page ${route} has no section with the id "${fragment}". Use an id written in content/${pageRoutes.get(route)}.`,
          )
        }
      } else if (
        kind === "email" &&
        !z.string().email().safeParse(target.slice("mailto:".length).split("?")[0]).success
      ) {
        problem(`${shown} is not a valid email link. Write mailto: followed by an address, like mailto:{email}.`)
      } else if (kind === "phone" && !/^tel:\+?\d{7,15}$/.test(target)) {
        problem(
          `${shown} is not a valid phone link. Write tel: followed by digits only (no spaces or dashes), like tel:+15550102040.`,
        )
      }
    })
  }
  return problems
}

function navigationProblems(navigation: LoadedFile): ContentProblem[] {
  if (!Array.isArray(navigation.data)) return []
  const problems: ContentProblem[] = []
  const seen = new Map<string, number>()
  navigation.data.forEach((item, index) => {
    const route = (item as { path?: unknown } | null)?.path
    if (typeof route !== "string") return // reported by the schema
    const at = [index, "path"]
    if (!pageRoutes.has(route)) {
      problems.push(
        problemAt(
          navigation,
          at,
          `${route} is not a page of this site. Use one of: ${[...pageRoutes.keys()].join(", ")}.`,
        ),
      )
    }
    const first = seen.get(route)
    if (first !== undefined) {
      problems.push(
        problemAt(
          navigation,
          at,
          `${route} is already link ${first + 1}. Each page should appear once in the navigation: delete this link or change its path.`,
        ),
      )
    } else seen.set(route, index)
  })
  return problems
}

export interface ContentCheck {
  readonly problems: readonly ContentProblem[]
  /** How many content files were read and checked. */
  readonly filesChecked: number
}

export function checkContent(contentDir: string): ContentCheck {
  const problems: ContentProblem[] = []
  const loaded: LoadedFile[] = []
  for (const spec of contentFiles) {
    const result = loadFile(contentDir, spec)
    problems.push(...result.problems)
    if (result.file) loaded.push(result.file)
  }

  const known = new Set(contentFiles.map((spec) => spec.file))
  const listYaml = (dir: string): string[] =>
    existsSync(path.join(contentDir, dir))
      ? readdirSync(path.join(contentDir, dir))
          .filter((name) => /\.ya?ml$/.test(name))
          .map((name) => path.posix.join(dir, name))
      : []
  for (const file of [...listYaml(""), ...listYaml("pages")]) {
    if (!known.has(file)) {
      problems.push({
        file,
        message: `the site does not use this file. Rename it to one of: ${[...known].join(", ")}, or remove it.`,
      })
    }
  }

  const navigation = loaded.find((file) => file.spec.file === "navigation.yaml")
  if (navigation) problems.push(...navigationProblems(navigation))

  // Placeholders and links depend on site.yaml and constants.yaml: if either cannot be read,
  // every {placeholder} would look unknown. Say so once instead of burying the real problem.
  const site = loaded.find((file) => file.spec.file === "site.yaml")
  const constants = loaded.find((file) => file.spec.file === "constants.yaml")
  const unreadable = [site ? undefined : "site.yaml", constants ? undefined : "constants.yaml"].filter(Boolean)
  if (unreadable.length > 0) {
    problems.push({
      file: unreadable[0] as string,
      message: `the {placeholders} and links of the other files were not checked, because ${unreadable.join(" and ")} could not be read. Fix the problem above, then check again.`,
    })
    return { problems: inReadingOrder(problems), filesChecked: contentFiles.length }
  }

  let values: Map<string, string>
  try {
    values = collectPlaceholderValues(site?.data, constants?.data)
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error
    const all = [...problems, { file: "site.yaml", message: error.message }]
    return { problems: inReadingOrder(all), filesChecked: contentFiles.length }
  }

  for (const file of loaded) {
    forEachText(file.data, (text, at) => {
      for (const name of placeholdersIn(text)) {
        if (!values.has(name)) problems.push(problemAt(file, at, unknownPlaceholderMessage(name, values)))
      }
    })
  }
  problems.push(...linkProblems(loaded, (text) => resolvePlaceholders(text, values)))
  return { problems: inReadingOrder(problems), filesChecked: contentFiles.length }
}

/** File by file (in the order of content-files.ts), top to bottom, so an editor can work down the list. */
function inReadingOrder(problems: readonly ContentProblem[]): ContentProblem[] {
  const fileOrder = (file: string) => {
    const index = contentFiles.findIndex((spec) => spec.file === file)
    return index === -1 ? contentFiles.length : index
  }
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort(
      (a, b) =>
        fileOrder(a.problem.file) - fileOrder(b.problem.file) ||
        (a.problem.line ?? Infinity) - (b.problem.line ?? Infinity) ||
        a.index - b.index,
    )
    .map(({ problem }) => problem)
}
