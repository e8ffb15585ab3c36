#!/usr/bin/env node
/**
 * The registry this project installs from lacks some platform-specific optional packages
 * (macOS, Windows and other CPU builds of native helpers). `npm install` skips them, so
 * they never reach package-lock.json, and `npm ci` then refuses the lock file as out of
 * sync. This adds each missing optional package with the os and cpu its name states, so
 * `npm ci` knows it and skips it on machines it does not fit, as it would anyway.
 * Run after every `npm install`: node scripts/complete-lockfile.mjs
 * (tests/repo/lockfile.test.ts fails, naming this script, when the lock file needs it).
 */
import { readFileSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

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
 * node scripts/complete-lockfile.mjs [--check] [lock file]: adds what is missing to the lock file
 * (package-lock.json by default), or with --check lists it and exits 1 without writing.
 */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const check = args.includes("--check")
  const file = args.find((arg) => arg !== "--check") ?? fileURLToPath(new URL("../package-lock.json", import.meta.url))
  const lock = JSON.parse(readFileSync(file, "utf8"))
  const missing = missingPlatformPackages(lock)
  if (check) {
    for (const name of Object.keys(missing)) console.log(`missing from the lock file: ${name}`)
    process.exitCode = Object.keys(missing).length > 0 ? 1 : 0
  } else {
    lock.packages = Object.fromEntries(
      Object.entries({ ...lock.packages, ...missing }).sort(([a], [b]) =>
        a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1,
      ),
    )
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
    console.log(`${file}: added ${Object.keys(missing).length} platform-specific optional packages`)
  }
}
