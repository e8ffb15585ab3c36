#!/usr/bin/env node
/**
 * The registry this project installs from lacks some platform-specific optional packages
 * (macOS, Windows and other CPU builds of native helpers). `npm install` skips them, so
 * they never reach package-lock.json, and `npm ci` then refuses the lock file as out of
 * sync. This adds each missing optional package with the os and cpu its name states, so
 * `npm ci` knows it and skips it on machines it does not fit, as it would anyway.
 *
 * Each entry it adds carries the `integrity` the registry publishes for that version (asked of npm
 * itself, `npm view`, so the project's registry settings apply): on the machine that does install it
 * (macOS, Windows, ARM), npm then verifies the download instead of trusting whatever arrives.
 * Run after every `npm install`: node scripts/complete-lockfile.mjs
 * (tests/repo/lockfile.test.ts fails, naming this script, when the lock file needs it).
 */
import { execFileSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { readOptions, stopWithUsage } from "./options.mjs"

const OS = ["darwin", "linux", "win32", "android", "freebsd", "openharmony", "sunos", "netbsd", "openbsd", "aix"]
const CPU = ["arm64", "x64", "arm", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32"]

/** Where npm would look for `name` from the package at `parentPath`: its own node_modules, then up. */
function resolves(packages, parentPath, name) {
  let base = parentPath
  while (true) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true
    if (!base) return false
    const index = base.lastIndexOf("/node_modules/")
    base = index === -1 ? "" : base.slice(0, index)
  }
}

/**
 * The lock file entries `npm ci` needs and `npm install` left out: each platform-specific optional
 * dependency that no entry resolves, keyed by the path it would have.
 */
export function missingPlatformPackages(lock) {
  const missing = {}
  for (const [parentPath, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolves(lock.packages, parentPath, name)) continue
      const tokens = name.split(/[/-]/)
      const os = OS.filter((value) => tokens.includes(value))
      const cpu = CPU.filter((value) => tokens.includes(value))
      if (os.length === 0 && cpu.length === 0) continue // not a platform build: leave it to npm
      missing[`node_modules/${name}`] = {
        version: spec.replace(/^[\^~=]/, ""),
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...(cpu.length ? { cpu } : {}),
        ...(os.length ? { os } : {}),
      }
    }
  }
  return missing
}

/**
 * The entries npm would install without verifying them: every package (not the project itself, not
 * a link to a folder of this repository) that has no `integrity`.
 */
export function entriesWithoutIntegrity(lock) {
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key !== "" && !entry.link && !entry.inBundle && !entry.integrity)
    .map(([key]) => key)
}

/** The package name a lock file key installs: "node_modules/a/node_modules/@s/b" gives "@s/b". */
function packageNameOf(key) {
  return key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length)
}

/** The registry's integrity for name@version, as npm reports it; throws when the registry has none. */
function registryIntegrity(name, version) {
  const integrity = execFileSync("npm", ["view", `${name}@${version}`, "dist.integrity"], { encoding: "utf8" }).trim()
  if (!integrity.startsWith("sha512-")) {
    throw new Error(`the registry gives no sha512 integrity for ${name}@${version} (npm view said "${integrity}")`)
  }
  return integrity
}

/**
 * node scripts/complete-lockfile.mjs [--check] [lock file]: adds what is missing to the lock file
 * (package-lock.json by default) and records the integrity of every entry that lacks one, or with
 * --check lists both and exits 1 without writing.
 */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const usage = "node scripts/complete-lockfile.mjs [--check] [lock file]"
  const { values, positionals } = readOptions(usage, {
    allowPositionals: true,
    options: { check: { type: "boolean" } },
  })
  if (positionals.length > 1) stopWithUsage(usage, `one lock file, not ${positionals.length}`)
  const check = values.check ?? false
  const file = positionals[0] ?? fileURLToPath(new URL("../package-lock.json", import.meta.url))
  const lock = JSON.parse(readFileSync(file, "utf8"))
  const missing = missingPlatformPackages(lock)
  if (check) {
    const unverified = entriesWithoutIntegrity(lock)
    for (const name of Object.keys(missing)) console.log(`missing from the lock file: ${name}`)
    for (const name of unverified) console.log(`no integrity in the lock file: ${name}`)
    process.exitCode = Object.keys(missing).length + unverified.length > 0 ? 1 : 0
  } else {
    lock.packages = Object.fromEntries(
      Object.entries({ ...lock.packages, ...missing }).sort(([a], [b]) =>
        a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1,
      ),
    )
    const unverified = entriesWithoutIntegrity(lock)
    for (const key of unverified) {
      const entry = lock.packages[key]
      // integrity right after version, where npm writes it.
      const { version, ...rest } = entry
      lock.packages[key] = { version, integrity: registryIntegrity(packageNameOf(key), version), ...rest }
    }
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
    console.log(
      `${file}: added ${Object.keys(missing).length} platform-specific optional packages, ` +
        `recorded the integrity of ${unverified.length} entries`,
    )
  }
}
