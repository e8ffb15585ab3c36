/**
 * A new, empty folder in the system's temporary folder for a test, removed once the test file's
 * tests are done: a suite that runs on every commit must not leave a folder behind each time.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

const made: string[] = []

// Registered on the test file that imports this module, as its last hook.
afterAll(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A fresh folder named `<prefix>-XXXXXX`. */
export function scratchFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `${prefix}-`))
  made.push(folder)
  return folder
}
