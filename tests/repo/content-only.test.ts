/** .ci/content-only, which sends an editor's change down the publish path: on a scratch repository. */
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

const script = path.join(__dirname, "..", "..", ".ci", "content-only")
let repo: string
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.org", ...args], {
    cwd: repo,
    encoding: "utf8",
  }).trim()
const commit = (files: Record<string, string>) => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
    writeFileSync(path.join(repo, file), text)
  }
  git("add", "-A")
  git("commit", "-qm", "change")
  return git("rev-parse", "HEAD")
}
const contentOnly = (base: string) => execFileSync("bash", [script, base], { cwd: repo, encoding: "utf8" }).trim()

beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), "content-only-"))
  git("init", "-q", "-b", "main")
})
afterAll(() => rmSync(repo, { recursive: true, force: true }))

it("is true for changes under content/ alone, false once anything else changed", () => {
  const start = commit({ "content/faq.yaml": "- a\n", "src/page.tsx": "1\n" })
  const content = commit({ "content/faq.yaml": "- b\n", "content/pages/new.yaml": "x: 1\n" })
  expect(contentOnly(start)).toBe("content_only=true")
  commit({ "src/page.tsx": "2\n" })
  expect(contentOnly(start)).toBe("content_only=false")
  expect(contentOnly(content)).toBe("content_only=false")
})

it("is false when the base is unknown (a new branch's zeros) or missing", () => {
  expect(contentOnly("0000000000000000000000000000000000000000")).toBe("content_only=false")
  expect(contentOnly("")).toBe("content_only=false")
})
