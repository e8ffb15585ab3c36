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
import { collectPlaceholderValues, PlaceholderError, placeholdersIn, resolvePlaceholders, unknownPlaceholderMessage } from "./placeholders"

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

export function formatProblems(problems: readonly ContentProblem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`
  return [
    `The site was not built: the content has ${count}. Fix each one below, save, and build again.`,
    ...problems.map((problem) => `  - ${formatProblem(problem)}`),
    "See content/README.md for what each message means.",
  ].join("\n")
}

/** "slide 3, title" for a list file; "footer, quickLinks, item 2, href" for an object file. */
function describePath(spec: ContentFile, at: Path): string | undefined {
  if (at.length === 0) return undefined
  const parts = at.map((segment, index) => {
    if (typeof segment === "number") {
      const label = index === 0 && spec.entryLabel ? spec.entryLabel : "item"
      return `${label} ${segment + 1}`
    }
    return segment
  })
  return parts.join(", ")
}

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

/** The schema that describes the value at a path, to list the fields allowed there. */
function schemaAt(schema: z.ZodTypeAny, at: Path): z.ZodTypeAny | undefined {
  let current: z.ZodTypeAny | undefined = schema
  for (const segment of at) {
    while (current instanceof z.ZodOptional || current instanceof z.ZodEffects) {
      current = current instanceof z.ZodOptional ? (current.unwrap() as z.ZodTypeAny) : (current.innerType() as z.ZodTypeAny)
    }
    if (current instanceof z.ZodArray && typeof segment === "number") current = current.element as z.ZodTypeAny
    else if (current instanceof z.ZodObject && typeof segment === "string") current = current.shape[segment] as z.ZodTypeAny
    else return undefined
  }
  return current
}

function describeType(value: unknown): string {
  if (value === null || value === undefined) return "nothing"
  if (Array.isArray(value)) return "a list"
  if (typeof value === "object") return "a group of fields"
  if (typeof value === "number") return `the number ${value}`
  return `"${String(value)}"`
}

function valueAt(data: unknown, at: Path): unknown {
  let current: unknown = data
  for (const segment of at) {
    if (current === null || typeof current !== "object") return undefined
    current = (current as Record<string | number, unknown>)[segment]
  }
  return current
}

function schemaProblems(file: LoadedFile): ContentProblem[] {
  const result = file.spec.schema.safeParse(file.data)
  if (result.success) return []
  return result.error.issues.map((issue): ContentProblem => {
    const at = issue.path
    const base = { file: file.spec.file }
    if (issue.code === z.ZodIssueCode.unrecognized_keys) {
      const objectSchema = schemaAt(file.spec.schema, at)
      const allowed = objectSchema instanceof z.ZodObject ? Object.keys(objectSchema.shape).join(", ") : ""
      const keys = issue.keys.map((key) => `"${key}"`).join(", ")
      return {
        ...base,
        line: lineOf(file, at, issue.keys[0]),
        where: describePath(file.spec, at),
        message: `${keys} is not a field here. Check the spelling${allowed ? `; the fields allowed here are: ${allowed}` : ""}.`,
      }
    }
    const where = describePath(file.spec, at)
    const line = lineOf(file, at)
    if (issue.code === z.ZodIssueCode.invalid_type) {
      if (issue.received === "undefined") {
        return { ...base, line, where, message: "is missing. Add this field; it is required." }
      }
      if (issue.received === "null") {
        return { ...base, line, where, message: "is empty. Write a value after the colon, or remove the whole entry." }
      }
      return { ...base, line, where, message: `${issue.message}, but is ${describeType(valueAt(file.data, at))}.` }
    }
    return { ...base, line, where, message: `${issue.message}.` }
  })
}

function loadFile(contentDir: string, spec: ContentFile): { file?: LoadedFile; problems: ContentProblem[] } {
  const filePath = path.join(contentDir, spec.file)
  if (!existsSync(filePath)) {
    return { problems: [{ file: spec.file, message: "this file is missing. Restore it from the last working version." }] }
  }
  const source = readFileSync(filePath, "utf8")
  const lines = new LineCounter()
  const document = parseDocument(source, { lineCounter: lines, prettyErrors: true, uniqueKeys: true })
  if (document.errors.length > 0) {
    return {
      problems: document.errors.map((error) => ({
        file: spec.file,
        line: error.linePos?.[0].line,
        message: `the file is not valid YAML (${error.message.split("\n")[0]}). Check the indentation and that text starting with { or containing ": " is in quotes.`,
      })),
    }
  }
  const data: unknown = document.toJS()
  if (data === null || data === undefined) {
    return { problems: [{ file: spec.file, message: "the file is empty. Restore its content from the last working version." }] }
  }
  return { file: { spec, document, lines, data }, problems: [] }
}

/** Calls visit for every text value in the data, with its path. */
function forEachText(data: unknown, visit: (text: string, at: Path) => void, at: Path = []): void {
  if (typeof data === "string") visit(data, at)
  else if (Array.isArray(data)) data.forEach((item, index) => forEachText(item, visit, [...at, index]))
  else if (data !== null && typeof data === "object") {
    for (const [key, value] of Object.entries(data)) forEachText(value, visit, [...at, key])
  }
}

/** The route each page file describes, so internal links and #fragments can be checked. */
function pageFileOf(route: string): string {
  return route === "/" ? "pages/home.yaml" : `pages${route}.yaml`
}

function anchorsIn(data: unknown): Set<string> {
  const anchors = new Set<string>()
  forEachText(data, (text, at) => {
    if (at[at.length - 1] === "id") anchors.add(text)
  })
  return anchors
}

function linkProblems(files: readonly LoadedFile[], resolve: (text: string) => string): ContentProblem[] {
  const navigation = files.find((file) => file.spec.file === "navigation.yaml")
  const routes = new Set(
    Array.isArray(navigation?.data) ? navigation.data.map((item) => String((item as { path?: unknown }).path)) : [],
  )
  const anchorsByRoute = new Map(
    [...routes].map((route) => [route, anchorsIn(files.find((file) => file.spec.file === pageFileOf(route))?.data)]),
  )
  const problems: ContentProblem[] = []
  for (const file of files) {
    forEachText(file.data, (raw, at) => {
      const field = at[at.length - 1]
      if (field !== "href") return
      let target: string
      try {
        target = resolve(raw)
      } catch {
        return // reported as an unknown placeholder
      }
      const problem = (message: string) =>
        problems.push({ file: file.spec.file, line: lineOf(file, at), where: describePath(file.spec, at), message })
      const kind = linkKind(target)
      if (kind === undefined) {
        problem(
          `"${target}" is not a link the site can use. Write a page of this site (like /contact), a secure address (https://...), mailto:name@example.org or tel:+15550102040.`,
        )
      } else if (kind === "internal") {
        if (!target.startsWith("/")) {
          problem(`"${target}" should name its page too, like /certification${target}.`)
          return
        }
        const route = pathOf(target)
        if (!routes.has(route)) {
          problem(`"${target}" goes to ${route}, which is not a page of this site. Pages: ${[...routes].join(", ")}.`)
          return
        }
        const fragment = fragmentOf(target)
        if (fragment && !anchorsByRoute.get(route)?.has(fragment)) {
          problem(`"${target}": the page ${route} has no section with the id "${fragment}".`)
        }
      } else if (kind === "email" && !z.string().email().safeParse(target.slice("mailto:".length).split("?")[0]).success) {
        problem(`"${target}" is not a valid email link. Write mailto: followed by an address, like mailto:{email}.`)
      } else if (kind === "phone" && !/^tel:\+?\d{7,15}$/.test(target)) {
        problem(`"${target}" is not a valid phone link. Write tel: followed by digits, like tel:+15550102040.`)
      }
    })
  }
  if (navigation && Array.isArray(navigation.data)) {
    const seen = new Map<string, number>()
    navigation.data.forEach((item, index) => {
      const route = String((item as { path?: unknown }).path)
      const first = seen.get(route)
      if (first !== undefined) {
        problems.push({
          file: navigation.spec.file,
          line: lineOf(navigation, [index, "path"]),
          where: describePath(navigation.spec, [index, "path"]),
          message: `${route} is already link ${first + 1}. Each page should appear once in the navigation.`,
        })
      } else seen.set(route, index)
    })
  }
  return problems
}

export interface ContentCheck {
  readonly problems: readonly ContentProblem[]
}

export function checkContent(contentDir: string): ContentCheck {
  const problems: ContentProblem[] = []
  const loaded: LoadedFile[] = []
  for (const spec of contentFiles) {
    const result = loadFile(contentDir, spec)
    problems.push(...result.problems)
    if (result.file) {
      loaded.push(result.file)
      problems.push(...schemaProblems(result.file))
    }
  }

  const known = new Set(contentFiles.map((spec) => spec.file))
  const listYaml = (dir: string): string[] =>
    existsSync(path.join(contentDir, dir))
      ? readdirSync(path.join(contentDir, dir)).filter((name) => /\.ya?ml$/.test(name)).map((name) => path.posix.join(dir, name))
      : []
  for (const file of [...listYaml(""), ...listYaml("pages")]) {
    if (!known.has(file)) {
      problems.push({
        file,
        message: `the site does not use this file. Rename it to one of: ${[...known].join(", ")}, or remove it.`,
      })
    }
  }

  const site = loaded.find((file) => file.spec.file === "site.yaml")?.data
  const constants = loaded.find((file) => file.spec.file === "constants.yaml")?.data
  let values: Map<string, string>
  try {
    values = collectPlaceholderValues(site, constants)
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error
    return { problems: [...problems, { file: "site.yaml", message: error.message }] }
  }

  for (const file of loaded) {
    forEachText(file.data, (text, at) => {
      for (const name of placeholdersIn(text)) {
        if (!values.has(name)) {
          problems.push({
            file: file.spec.file,
            line: lineOf(file, at),
            where: describePath(file.spec, at),
            message: unknownPlaceholderMessage(name, values),
          })
        }
      }
    })
  }
  problems.push(...linkProblems(loaded, (text) => resolvePlaceholders(text, values)))
  return { problems }
}
