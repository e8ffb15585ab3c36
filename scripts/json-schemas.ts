/**
 * `npm run json-schemas`: writes each content file's JSON Schema into json-schemas/ (and removes one
 * the content no longer has), and .vscode/settings.json's yaml.schemas, which maps them onto content/
 * for VS Code, github.dev and any YAML language server (src/content/json-schemas.ts says what they
 * are). Run it after changing a field or a kind of page, and commit what it writes:
 * src/content/json-schemas.test.ts fails until then.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { JSON_SCHEMAS_FOLDER, jsonSchemaFiles, schemaFilesIn, VSCODE_SETTINGS } from "../src/content/json-schemas"

const root = path.join(__dirname, "..")
const settings = path.join(root, VSCODE_SETTINGS)
const files = jsonSchemaFiles(existsSync(settings) ? readFileSync(settings, "utf8") : undefined)

for (const [file, text] of files) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}
for (const file of schemaFilesIn(root)) {
  if (!files.has(file)) rmSync(path.join(root, file))
}
console.log(`Wrote ${files.size - 1} JSON Schemas in ${JSON_SCHEMAS_FOLDER}/ and ${VSCODE_SETTINGS}'s yaml.schemas`)
