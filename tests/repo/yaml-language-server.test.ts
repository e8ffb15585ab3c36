/**
 * What an editor sees as they type in content/ in VS Code or github.dev: Red Hat's YAML language
 * server, the engine of both, run over the Language Server Protocol on this repository with its own
 * .vscode/settings.json (yaml.schemas), as VS Code's client runs it. The content is read from
 * content/, the fields' words from the fields; what the JSON Schemas say of every mistake, against
 * the check, is src/content/json-schemas.test.ts's.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import type { Diagnostic } from "vscode-languageserver-protocol"
import { parse } from "yaml"
import { contentFileFor, requiredContentFiles, type ContentFile } from "../../src/content/content-files"
import { EVENT_FORMATS } from "../../src/content/events"
import { fieldAt } from "../../src/content/fields"
import { asMarkdown } from "../../src/content/fields/json-schema"
import { sampledPages } from "../support/fixtures/content-fixtures"
import { withDatedEvents } from "../support/fixtures/dated-events"
import { startYamlLanguageServer, type YamlLanguageServer } from "../support/yaml-language-server"

const root = path.join(__dirname, "..", "..")
const EVENTS = "content/events.yaml"
const eventsText = readFileSync(path.join(root, EVENTS), "utf8")
const eventsSpec = contentFileFor("events.yaml") as ContentFile

/** The line of a text (from 0, as the protocol counts) that matches, and where on it the match starts. */
function lineOf(text: string, pattern: RegExp): { line: number; character: number } {
  const lines = text.split("\n")
  const line = lines.findIndex((candidate) => pattern.test(candidate))
  if (line === -1) throw new Error(`test setup: no line matches ${pattern}`)
  return { line, character: lines[line].search(pattern) }
}

/** A text with one line replaced, and the replacement's line. */
function replacing(text: string, pattern: RegExp, replacement: string): { text: string; line: number } {
  const { line } = lineOf(text, pattern)
  const lines = text.split("\n")
  lines[line] = lines[line].replace(pattern, replacement)
  return { text: lines.join("\n"), line }
}

/** A diagnostic's words, plain or in Markdown. */
const wordsOf = ({ message }: Diagnostic) => (typeof message === "string" ? message : message.value)

let server: YamlLanguageServer

beforeAll(async () => {
  // This machine has no network: the SchemaStore catalogue (schemas of other YAML files) stays off.
  server = await startYamlLanguageServer(root, { "yaml.schemaStore.enable": false })
})

afterAll(async () => {
  await server.stop()
})

it("recommends Red Hat's YAML extension, which reads the settings' schemas", () => {
  const extensions = JSON.parse(readFileSync(path.join(root, ".vscode", "extensions.json"), "utf8")) as {
    recommendations: string[]
  }
  expect(extensions.recommendations).toContain("redhat.vscode-yaml")
})

/**
 * The content files opened: every file the site needs, and the general pages the tests sample (one
 * for each block type any uses), which one pattern gives the same schema however many there are.
 */
const files = [
  ...requiredContentFiles.map((spec) => spec.file),
  ...sampledPages.filter((page) => page.kind === "general").map((page) => page.file),
]

it("checks each content file with its own schema, and finds no mistake in a shipped one", async () => {
  const shipped = await Promise.all(files.map(async (file) => [file, await server.open(`content/${file}`)] as const))
  expect(shipped.filter(([, found]) => found.length > 0)).toEqual([])
  // With its first field misspelt, each file's one problem comes from the schema titled as the file is.
  const misspelt = await Promise.all(
    files.map(async (file) => {
      const { text } = replacing(
        readFileSync(path.join(root, "content", file), "utf8"),
        /^(-\s+)?([A-Za-z]+):/m,
        "$1$2x:",
      )
      const found = await server.open(`content/${file}`, text)
      return [file, found.filter((problem) => /is not allowed/.test(wordsOf(problem))).map((problem) => problem.source)]
    }),
  )
  expect(misspelt).toEqual(files.map((file) => [file, [`yaml-schema: ${contentFileFor(file)?.title ?? file}`]]))
})

it("shows a field's label and hint on hover, and its choices: format in an event", async () => {
  await server.open(EVENTS, eventsText)
  const at = lineOf(eventsText, /\bformat:/)
  const hover = await server.hover(EVENTS, { line: at.line, character: at.character + 1 })
  const contents = hover?.contents
  const value = contents && typeof contents === "object" && "value" in contents ? contents.value : ""
  const format = fieldAt(eventsSpec.field, [0, "format"], parse(eventsText))
  expect(value).toContain(`#### ${format?.label ?? "?"}\n\n${asMarkdown(format?.hint ?? "?")}`)
  for (const word of EVENT_FORMATS) expect(value).toContain(`* \`${word}\``)
})

it("offers an event's other fields, each with its hint, on a new line in it", async () => {
  // A new line, indented as the first event's fields are, after its first line.
  const lines = eventsText.split("\n")
  const { line } = lineOf(eventsText, /^- /)
  await server.open(EVENTS, [...lines.slice(0, line + 1), "  ", ...lines.slice(line + 1)].join("\n"))
  const offered = await server.complete(EVENTS, { line: line + 1, character: 2 })
  const event = fieldAt(eventsSpec.field, [0], parse(eventsText))
  const written = Object.keys((parse(eventsText) as Record<string, unknown>[])[0])
  const others = (event?.fieldNames() ?? []).filter((name) => !written.includes(name))
  expect(offered.map((item) => item.label).sort()).toEqual([...others].sort())
  const start = offered.find((item) => item.label === "start")
  expect(start?.documentation).toEqual({ kind: "markdown", value: asMarkdown(event?.child("start", {})?.hint ?? "?") })
})

it("offers format's three choices after format:", async () => {
  const { text, line } = replacing(eventsText, /format: .*/, "format: ")
  await server.open(EVENTS, text)
  const offered = await server.complete(EVENTS, { line, character: text.split("\n")[line].length })
  expect(offered.map((item) => item.label)).toEqual([...EVENT_FORMATS])
})

it("underlines a misspelt field, a wrong choice and a date that is not one, each on its line, in words an editor understands", async () => {
  const dated = withDatedEvents(eventsText)
  const misspelt = replacing(dated, /^ {2}description:/, "  descriptoin:")
  const choice = replacing(misspelt.text, /format: Online$/, "format: On line")
  const malformed = replacing(choice.text, /start: \d{4}-\d{2}-\d{2}$/, "start: 2027-5-12")
  const notADay = replacing(malformed.text, /end: \d{4}-\d{2}-\d{2}$/, "end: 2027-02-30")
  const found = await server.open(EVENTS, notADay.text)
  const on = (line: number) =>
    found.filter((problem) => problem.range.start.line === line).map(({ message }) => message)
  expect({
    misspelt: on(misspelt.line),
    choice: on(choice.line),
    malformed: on(malformed.line),
    notADay: on(notADay.line),
  }).toMatchInlineSnapshot(`
   {
     "choice": [
       "Should be one of: In person, Online, In person and online. Use one of those words exactly.",
     ],
     "malformed": [
       "Should be a date written year-month-day, like 2027-05-14.",
     ],
     "misspelt": [
       "Property descriptoin is not allowed.",
     ],
     "notADay": [
       "Should be a day of the calendar.",
     ],
   }
  `)
  // A misspelt field and a wrong choice each come with their fixes: the free fields' names, the choices.
  const fixesOf = async (line: number) =>
    (await server.quickFixes(EVENTS, found.find((problem) => problem.range.start.line === line) as Diagnostic)).map(
      (fix) => fix.title,
    )
  expect(await fixesOf(misspelt.line)).toContain("description")
  expect(await fixesOf(choice.line)).toEqual([...EVENT_FORMATS])
})
