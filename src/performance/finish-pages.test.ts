import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { finishPage, finishPages } from "./finish-pages"
import { bundlesStartedBy } from "./hydrate-after-paint"

const gatsbyPage = [
  "<html><head><style>.gatsby-image-wrapper{position:relative;overflow:hidden}</style></head><body><p>Text</p>",
  '<script src="/app-0123456789abcdef0123.js" async></script></body></html>',
].join("")

describe("finishPages", () => {
  it("rewrites built pages in place, counts only those it changed, and leaves finished pages alone", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pages-"))
    const page = path.join(dir, "index.html")
    const editor = path.join(dir, "admin.html")
    writeFileSync(page, gatsbyPage)
    writeFileSync(editor, "<html><body></body></html>")
    expect(finishPages([page, editor])).toBe(1)
    const finished = readFileSync(page, "utf8")
    expect(finished).toBe(finishPage(gatsbyPage))
    expect(bundlesStartedBy(finished)).toEqual(["/app-0123456789abcdef0123.js"])
    expect(finished).not.toContain("gatsby-image-wrapper")
    expect(readFileSync(editor, "utf8")).toBe("<html><body></body></html>")
    expect(finishPages([page, editor])).toBe(0)
  })
})
