/**
 * Each content file's JSON Schema, for text editors (VS Code, github.dev, any YAML language server),
 * made from the same fields as the check (each kind says its own: fields/json-schema.ts), and the files
 * each applies to. They are committed under json-schemas/, which .vscode/settings.json's yaml.schemas
 * maps onto content/, so an editor's text editor finds them with no build and no line in the files;
 * `npm run json-schemas` writes both, and json-schemas.test.ts fails while what is committed differs
 * from what the fields give.
 */
import { existsSync, readdirSync } from "node:fs"
import path from "node:path"
import { generalPageSpec, requiredContentFiles, type ContentFile } from "./content-files"
import { JSON_SCHEMA_DIALECT, JsonSchemaDefinitions, type JsonSchema } from "./fields/json-schema"
import { builtInKinds, pageFileOf, PAGES_FOLDER, type PageKind } from "./page-registry"

/** The folder of the schemas, beside content/. */
export const JSON_SCHEMAS_FOLDER = "json-schemas"

/** The content's folder, as yaml.schemas' patterns name it from the repository's root. */
const CONTENT_FOLDER = "content"

/** The command that writes them, which their files and the test name. */
export const JSON_SCHEMAS_SCRIPT = "npm run json-schemas"

export interface ContentJsonSchema {
  /** Its file, below json-schemas/: "events.schema.json", "pages/general.schema.json". */
  readonly file: string
  /** The files it applies to, as yaml.schemas' patterns from the repository's root; "!" leaves a file out. */
  readonly appliesTo: readonly string[]
  readonly schema: JsonSchema
}

/** A content file's JSON Schema: what the file holds, as its fields say it. */
export function jsonSchemaOf(spec: ContentFile): JsonSchema {
  const definitions = new JsonSchemaDefinitions()
  const schema = spec.field.jsonSchema(definitions)
  const shapes = definitions.result()
  return {
    $schema: JSON_SCHEMA_DIALECT,
    $comment: `What content/${spec.file} may hold, for text editors. Written by ${JSON_SCHEMAS_SCRIPT} from the content's fields (src/content/): change them, not this file.`,
    title: spec.title,
    ...schema,
    ...(Object.keys(shapes).length > 0 ? { $defs: shapes } : {}),
  }
}

/** A schema's file, named after the content file it is for: "events.yaml" gives "events.schema.json". */
function schemaFileOf(file: string): string {
  return file.replace(/\.ya?ml$/, ".schema.json")
}

const inContent = (file: string) => `${CONTENT_FOLDER}/${file}`

/** The general kind: every file of content/pages/ that is not a built-in page's. */
const GENERAL: PageKind = "general"

/**
 * The schemas, each with the files it applies to: one per file the site needs (site.yaml, the lists,
 * each built-in page), and one for every page editors add (any other YAML file of content/pages/).
 */
export function contentJsonSchemas(): ContentJsonSchema[] {
  const required = requiredContentFiles.map((spec) => ({
    file: schemaFileOf(spec.file),
    appliesTo: [inContent(spec.file)],
    schema: jsonSchemaOf(spec),
  }))
  const general = {
    file: schemaFileOf(pageFileOf(GENERAL)),
    appliesTo: [
      ...["yaml", "yml"].map((extension) => inContent(`${PAGES_FOLDER}/*.${extension}`)),
      ...builtInKinds.map((kind) => `!${inContent(pageFileOf(kind))}`),
    ],
    schema: jsonSchemaOf(generalPageSpec),
  }
  return [...required, general]
}

/** VS Code's yaml.schemas setting: each schema's file, from the repository's root, with the files it applies to. */
export function yamlSchemasSetting(schemas: readonly ContentJsonSchema[]): Record<string, string | readonly string[]> {
  return Object.fromEntries(
    schemas.map(({ file, appliesTo }) => [
      `${JSON_SCHEMAS_FOLDER}/${file}`,
      appliesTo.length === 1 ? appliesTo[0] : appliesTo,
    ]),
  )
}

/** VS Code's workspace settings (github.dev reads them too), from the repository's root. */
export const VSCODE_SETTINGS = ".vscode/settings.json"

/** The setting that maps each schema onto the files it applies to. */
const YAML_SCHEMAS = "yaml.schemas"

/** A file as `npm run json-schemas` writes it: JSON, two spaces deep, ending with a new line. */
const asJsonFile = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/**
 * Every file `npm run json-schemas` writes, by its path from the repository's root, with its text:
 * each schema, and VS Code's settings (as they are, given as text) with yaml.schemas set.
 */
export function jsonSchemaFiles(settings: string | undefined): Map<string, string> {
  const schemas = contentJsonSchemas()
  const current: unknown = settings === undefined ? {} : JSON.parse(settings)
  if (current === null || typeof current !== "object" || Array.isArray(current)) {
    throw new Error(`${VSCODE_SETTINGS} should hold a group of settings`)
  }
  return new Map([
    ...schemas.map(({ file, schema }) => [`${JSON_SCHEMAS_FOLDER}/${file}`, asJsonFile(schema)] as const),
    [VSCODE_SETTINGS, asJsonFile({ ...current, [YAML_SCHEMAS]: yamlSchemasSetting(schemas) })],
  ])
}

/** The schema files a folder's json-schemas/ holds, by their path from it, as jsonSchemaFiles names them. */
export function schemaFilesIn(root: string): string[] {
  const folder = path.join(root, JSON_SCHEMAS_FOLDER)
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort()
}
