/**
 * `npm run check:content`: the content check the build runs first, on its own, in about a
 * second. Prints "Content OK" or every problem, and exits non-zero when there is one; then any
 * warnings (a search title search engines would cut), which do not stop the build.
 * Usage: npm run check:content [-- path/to/content]
 */
import path from "node:path"
import { checkContentAndPictures, formatProblems, formatWarnings } from "../src/content/check"
import { readPublishingSettings } from "../src/settings/read-publishing"
import { readOptions, stopWithUsage } from "./options.mjs"

const usage = "npm run check:content [-- path/to/content]"
const { positionals } = readOptions(usage, { allowPositionals: true })
if (positionals.length > 1) stopWithUsage(usage, `one content folder, not ${positionals.length}`)
const contentDir = path.resolve(positionals[0] ?? path.join(__dirname, "..", "content"))
// A content folder given on the command line is checked against this project's static/ and owner's
// settings (publishing.yaml: the site's address, the contact form's service).
const root = path.join(__dirname, "..")
const staticDir = path.join(root, "static")
async function main() {
  const owner = readPublishingSettings(root)
  const { problems, warnings, filesChecked } = await checkContentAndPictures(contentDir, { owner, staticDir })
  if (problems.length > 0) {
    console.error(formatProblems(problems, "check"))
    process.exitCode = 1
  } else {
    console.log(`Content OK: ${filesChecked} files checked`)
  }
  if (warnings.length > 0) console.log(formatWarnings(warnings))
}

main().catch((error: unknown) => {
  // publishing.yaml's problems, worded for the site's owner (src/settings/read-publishing.ts).
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
