/**
 * `npm run check:content`: the content check the build runs first, on its own, in about a
 * second. Prints "Content OK" or every problem, and exits non-zero when there is one; then any
 * warnings (a search title search engines would cut), which do not stop the build.
 * Usage: npm run check:content [-- path/to/content]
 */
import path from "node:path"
import { checkContentAndPictures, formatProblems, formatWarnings } from "../src/content/check"
import { readOptions, stopWithUsage } from "./options.mjs"

const usage = "npm run check:content [-- path/to/content]"
const { positionals } = readOptions(usage, { allowPositionals: true })
if (positionals.length > 1) stopWithUsage(usage, `one content folder, not ${positionals.length}`)
const contentDir = path.resolve(positionals[0] ?? path.join(__dirname, "..", "content"))
// A content folder given on the command line is checked against this project's static/.
const staticDir = path.join(__dirname, "..", "static")
async function main() {
  const { problems, warnings, filesChecked } = await checkContentAndPictures(contentDir, { staticDir })
  if (problems.length > 0) {
    console.error(formatProblems(problems, "check"))
    process.exitCode = 1
  } else {
    console.log(`Content OK: ${filesChecked} files checked`)
  }
  if (warnings.length > 0) console.log(formatWarnings(warnings))
}

void main()
