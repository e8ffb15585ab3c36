/**
 * The first step of `npm start` and `npm test`: says once, plainly, when this Node is not one
 * package.json's engines allows, which Node is needed and how .ci/run brings it, and stops, instead
 * of letting the build fail later in words that do not say why. (An install under an older Node
 * only warns, once per package that asks for a newer one.) Plain JavaScript that any Node runs.
 */
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import semver from "semver"

/**
 * What to tell someone running `version` when package.json's engines asks for `range`; undefined
 * when it is allowed.
 * @param {string} version process.version
 * @param {string} range engines.node
 * @returns {string | undefined}
 */
export function nodeProblem(version, range) {
  if (semver.satisfies(version, range)) return undefined
  return [
    `This site needs Node.js ${range} (package.json's engines); this is Node ${version}.`,
    "Install it, or let .ci/run bring it, as CI does: `bash .ci/run` installs the official binary and npm",
    "that .ci/node/package-lock.json pins and runs everything under them. By hand, on Linux x64:",
    '  npm ci --ignore-scripts --prefix .ci/node && export PATH="$PWD/.ci/node/node_modules/.bin:$PATH"',
    "then install the site again under it: npm ci --ignore-scripts && npm run allow-scripts",
  ].join("\n")
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
  const problem = nodeProblem(process.version, engines.node)
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
}
