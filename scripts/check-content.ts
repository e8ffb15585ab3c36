/**
 * `npm run check:content`: the content check the build runs first, on its own, in about a
 * second. Prints "Content OK" or every problem, and exits non-zero when there is one.
 * Usage: npm run check:content [-- path/to/content]
 */
import path from "node:path"
import { checkContent, formatProblems } from "../src/content/check"

const contentDir = path.resolve(process.argv[2] ?? path.join(__dirname, "..", "content"))
const { problems, filesChecked } = checkContent(contentDir)
if (problems.length > 0) {
  console.error(formatProblems(problems, "check"))
  process.exitCode = 1
} else {
  console.log(`Content OK: ${filesChecked} files checked`)
}
