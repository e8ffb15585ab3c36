/**
 * `npm run build`: Gatsby's production build, then a check from outside it that the build ran to
 * its end. Gatsby can stop early and still exit 0 (an API hook that never finishes: "not
 * finished onPreInit"), and public/ keeps the last build's pages, so a stopped build could pass
 * for a complete one. public/_headers is removed first and written by the build's very last step
 * (src/build/finish-build.ts), after it has checked every page of the registry: if it is there
 * again, and every page with it, the build finished.
 *
 * Then what public/ holds but does not serve (Gatsby's runtime bundles and page data) is moved
 * aside until the next build, which gets it back first (src/build/unserved-files.ts): public/ is
 * exactly what is deployed, and incremental builds find what they read.
 */
import { spawnSync } from "node:child_process"
import { rmSync } from "node:fs"
import path from "node:path"
import { LAST_WRITTEN_FILE, unfinishedBuildProblems } from "../src/build/built-pages"
import { restoreUnserved, setAsideDirOf, setAsideUnserved } from "../src/build/unserved-files"
import { sitePagesIn } from "../src/content/site-pages"

const root = path.join(__dirname, "..")
const publicDir = path.join(root, "public")

const setAsideDir = setAsideDirOf(root)

restoreUnserved(publicDir, setAsideDir)
rmSync(path.join(publicDir, LAST_WRITTEN_FILE), { force: true })
const gatsby = spawnSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
})
if (gatsby.status !== 0) process.exit(gatsby.status ?? 1)

const problems = unfinishedBuildProblems(publicDir, sitePagesIn(path.join(root, "content")))
if (problems.length > 0) {
  console.error(["The build did not finish:", ...problems.map((problem) => `  - ${problem}`)].join("\n"))
  process.exit(1)
}

const setAside = setAsideUnserved(publicDir, setAsideDir)
console.log(
  `Not deployed, kept for the next build in ${path.relative(root, setAsideDir)}: ${setAside.length} files and folders of Gatsby's runtime.`,
)
