/**
 * Install scripts run only where package.json's lavamoat.allowScripts says so, whatever npm the
 * machine has: the project's .npmrc turns them all off (`ignore-scripts`, which every npm reads,
 * unlike the allowScripts field npm 11 only advises on), and `npm run allow-scripts`
 * (@lavamoat/allow-scripts) then runs the allowed ones. Proved on a project of two packages whose
 * install scripts leave a mark, installed with this repository's own .npmrc and allow-scripts.
 */
import { spawnSync } from "node:child_process"
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

const root = path.join(__dirname, "..", "..")
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>
  lavamoat: { allowScripts: Record<string, boolean> }
}

let project: string

/** Runs npm in the test project, offline: its packages are tarballs beside it. */
function npm(...args: string[]): void {
  const run = spawnSync("npm", [...args, "--offline", "--no-audit", "--no-fund"], {
    cwd: project,
    encoding: "utf8",
    // allow-scripts from this repository, as `npm run` finds it in node_modules/.bin.
    env: { ...process.env, PATH: `${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}` },
  })
  if (run.status !== 0) throw new Error(`npm ${args.join(" ")} failed:\n${run.stdout}${run.stderr}`)
}

/** A package whose postinstall writes a file named after it into the test project's folder. */
function packageWithInstallScript(name: string): string {
  const folder = path.join(project, "sources", name)
  mkdirSync(folder, { recursive: true })
  const mark = `require('fs').writeFileSync(require('path').join(process.env.INIT_CWD, 'ran-${name}'), '')`
  writeFileSync(
    path.join(folder, "package.json"),
    JSON.stringify({ name, version: "1.0.0", scripts: { postinstall: `node -e "${mark}"` } }),
  )
  const pack = spawnSync("npm", ["pack", "--silent", "--pack-destination", project], { cwd: folder, encoding: "utf8" })
  return `file:./${pack.stdout.trim()}`
}

const ran = (name: string) => existsSync(path.join(project, `ran-${name}`))

beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), "install-scripts-"))
  copyFileSync(path.join(root, ".npmrc"), path.join(project, ".npmrc"))
  writeFileSync(
    path.join(project, "package.json"),
    JSON.stringify({
      name: "install-scripts-test",
      private: true,
      dependencies: { allowed: packageWithInstallScript("allowed"), denied: packageWithInstallScript("denied") },
      scripts: { "allow-scripts": packageJson.scripts["allow-scripts"] },
      lavamoat: { allowScripts: { "allowed#1.0.0": true, denied: false } },
    }),
  )
  npm("install", "--package-lock-only")
})

afterAll(() => rmSync(project, { recursive: true, force: true }))

it("runs no install script on npm ci, with the project's .npmrc and no flag", () => {
  npm("ci")
  expect([ran("allowed"), ran("denied")]).toEqual([false, false])
})

it("runs the allowed install scripts and not a denied one on npm run allow-scripts", () => {
  npm("run", "allow-scripts")
  expect([ran("allowed"), ran("denied")]).toEqual([true, false])
})

it("lists every package of the site that has an install script as allowed or denied, so a new one stops the install", () => {
  // allow-scripts refuses to run while a package with an install script is in neither list.
  const run = spawnSync(path.join(root, "node_modules", ".bin", "allow-scripts"), ["list"], {
    cwd: root,
    encoding: "utf8",
  })
  expect(run.stdout).toMatch(/# unconfigured packages\n\s*\(none\)/)
  expect(Object.values(packageJson.lavamoat.allowScripts)).toContain(false)
})

describe("every install and tool command the repository gives", () => {
  const file = (name: string) => readFileSync(path.join(root, name), "utf8")
  /** The commands of the READMEs' shell blocks, the workflows' run steps and CI's entry point, one a line. */
  const commands = [
    ...[file("README.md"), file(path.join("content", "README.md"))].flatMap((readme) =>
      [...readme.matchAll(/```(?:sh|bash)\n([\s\S]*?)```/g)].map((match) => match[1] ?? ""),
    ),
    ...readdirSync(path.join(root, ".github", "workflows")).map((name) =>
      file(path.join(".github", "workflows", name)),
    ),
    file(path.join(".ci", "run")),
  ]
    .flatMap((text) => text.split("\n"))
    .filter((line) => !/^\s*#/.test(line))

  it("installs with install scripts off, then runs only the allowed ones", () => {
    const installs = commands.filter((line) => /\bnpm (ci|install)\b/.test(line))
    expect(installs.length).toBeGreaterThanOrEqual(5)
    for (const line of installs)
      expect(line).toMatch(/npm ci --ignore-scripts\b.*&& npm run allow-scripts\b|^npm ci --ignore-scripts\b/)
    // .ci/run runs allow-scripts on the line after.
    expect(file(path.join(".ci", "run"))).toMatch(/^npm ci --ignore-scripts .*\nnpm run allow-scripts$/m)
  })

  it("runs tools with npx --no-install, never a version the registry serves that day", () => {
    const npx = commands.filter((line) => /\bnpx\b/.test(line))
    expect(npx.length).toBeGreaterThan(0)
    for (const line of npx) expect(line).toMatch(/\bnpx --no-install \w/)
  })
})
