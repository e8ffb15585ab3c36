/**
 * Run by `npm run typecheck` before tsc: fails, naming what is missing and why, when
 * src/gatsby-types.d.ts lacks the type of a query or fragment (src/build/query-types.ts).
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { definitionsOfProject, queryTypeProblems } from "../src/build/query-types"

const root = path.join(__dirname, "..")
const generatedFile = path.join(root, "src", "gatsby-types.d.ts")
const problems = queryTypeProblems(
  definitionsOfProject(root),
  existsSync(generatedFile) ? readFileSync(generatedFile, "utf8") : undefined,
)
if (problems.length > 0) {
  console.error(problems.join("\n"))
  process.exit(1)
}
