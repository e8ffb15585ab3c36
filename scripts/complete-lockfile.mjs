#!/usr/bin/env node
/**
 * The registry this project installs from lacks some platform-specific optional packages
 * (macOS, Windows and other CPU builds of native helpers). `npm install` skips them, so
 * they never reach package-lock.json, and `npm ci` then refuses the lock file as out of
 * sync. This adds each missing optional package with the os and cpu its name states, so
 * `npm ci` knows it and skips it on machines it does not fit, as it would anyway.
 * Run after every `npm install`: node scripts/complete-lockfile.mjs
 */
import { readFileSync, writeFileSync } from "node:fs"

const OS = ["darwin", "linux", "win32", "android", "freebsd", "openharmony", "sunos", "netbsd", "openbsd", "aix"]
const CPU = ["arm64", "x64", "arm", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32"]

const file = new URL("../package-lock.json", import.meta.url)
const lock = JSON.parse(readFileSync(file, "utf8"))
const packages = lock.packages

/** Where npm would look for `name` from the package at `parentPath`: its own node_modules, then up. */
function resolves(parentPath, name) {
  let base = parentPath
  while (true) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true
    if (!base) return false
    const index = base.lastIndexOf("/node_modules/")
    base = index === -1 ? "" : base.slice(0, index)
  }
}

let added = 0
for (const [parentPath, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(parentPath, name)) continue
    const tokens = name.split(/[/-]/)
    const os = OS.filter((value) => tokens.includes(value))
    const cpu = CPU.filter((value) => tokens.includes(value))
    if (os.length === 0 && cpu.length === 0) continue // not a platform build: leave it to npm
    const target = `node_modules/${name}`
    packages[target] = {
      version: spec.replace(/^[\^~=]/, ""),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(cpu.length ? { cpu } : {}),
      ...(os.length ? { os } : {}),
    }
    added += 1
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1)),
)
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: added ${added} platform-specific optional packages`)
