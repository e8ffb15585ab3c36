/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { contentDir, sitePages } from "../../tests/support/fixtures/content-fixtures"
import { requiredContentFiles } from "./content-files"

const root = path.join(__dirname, "..", "..")

/** npm run check:content, as an editor runs it, on a content folder. */
function runCheck(dir?: string) {
  const args = ["tsx", "scripts/check-content.ts", ...(dir ? [dir] : [])]
  return spawnSync(path.join(root, "node_modules", ".bin", args[0]), args.slice(1), { cwd: root, encoding: "utf8" })
}

describe("npm run check:content", () => {
  it("says the content is fine, with any warnings after, and exits 0", () => {
    const result = runCheck()
    const general = sitePages.filter((page) => page.kind === "general").length
    const [ok, ...warnings] = result.stdout.trim().split("\n")
    expect(ok).toBe(`Content OK: ${requiredContentFiles.length + general} files checked`)
    for (const line of warnings)
      expect(line).toMatch(/^The content has \d+ warnings? \(the site is built all the same\):$|^  - content\/pages\//)
    expect(result.status).toBe(0)
  })

  it("prints every problem and exits non-zero", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "content-"))
    try {
      cpSync(contentDir, dir, { recursive: true })
      writeFileSync(path.join(dir, "slides.yaml"), "[]\n")
      writeFileSync(path.join(dir, "events.yaml"), "")
      const result = runCheck(dir)
      expect(result.status).toBe(1)
      expect(result.stderr).toBe(
        [
          "The content has 2 problems. Fix each one below, save, and run npm run check:content again.",
          "  - content/slides.yaml, line 1: should have at least one slide: the Home page carousel cannot be empty.",
          "  - content/events.yaml: the file is empty. Restore its content from the last working version.",
          "See content/README.md for what each message means.",
          "",
        ].join("\n"),
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
