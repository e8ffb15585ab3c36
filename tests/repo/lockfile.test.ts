/**
 * `npm ci` on a fresh machine installs exactly what package-lock.json lists, and refuses a lock
 * file that lacks an optional dependency npm knows of. This registry lacks some platform builds,
 * which `npm install` then leaves out: scripts/complete-lockfile.mjs puts them back, with the
 * integrity npm verifies each download against, and this test fails, before CI would, when an
 * install was not followed by it.
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

const script = path.join(__dirname, "..", "..", "scripts", "complete-lockfile.mjs")

/** What `complete-lockfile.mjs --check` says of a lock file, and its exit status. */
function check(lockFile?: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [script, "--check", ...(lockFile ? [lockFile] : [])], { encoding: "utf8" })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

describe("package-lock.json", () => {
  // The site's own, deploy-tools/'s (Netlify's CLI, installed only by a deploy to Netlify) and
  // .ci/node's (the Node and npm CI runs everything under).
  it.each([
    "package-lock.json",
    path.join("deploy-tools", "package-lock.json"),
    path.join(".ci", "node", "package-lock.json"),
  ])(
    "%s lists every platform build npm ci needs to know of, each with its integrity (else run node scripts/complete-lockfile.mjs)",
    (lockFile) => {
      expect(check(path.join(__dirname, "..", "..", lockFile))).toEqual({ status: 0, output: "" })
    },
  )

  it("is checked by a rule that notices a platform build npm install left out, and an entry npm could not verify", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "package-lock.json")
    const integrity = "sha512-verified"
    const packages = {
      "": {},
      "node_modules/esbuild": {
        integrity,
        optionalDependencies: { "@esbuild/linux-x64": "0.28.2", "@esbuild/darwin-arm64": "0.28.2", other: "1.0.0" },
      },
      "node_modules/@esbuild/linux-x64": { integrity },
      "node_modules/unverified": { version: "1.0.0" },
      // A folder of this repository, installed as a link: nothing to download, nothing to verify.
      "node_modules/local": { resolved: "packages/local", link: true },
    }
    writeFileSync(file, JSON.stringify({ packages }))
    expect(check(file)).toEqual({
      status: 1,
      output:
        "missing from the lock file: node_modules/@esbuild/darwin-arm64\n" +
        "no integrity in the lock file: node_modules/unverified\n",
    })
  })
})
