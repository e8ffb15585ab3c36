import { readFileSync } from "node:fs"
import path from "node:path"
import { colors } from "../styles/theme"
import { markSvg } from "./mark"

describe("the mark", () => {
  it("is drawn in the brand colours", () => {
    const svg = markSvg()
    expect(svg).toContain(`fill="${colors.navy}"`)
    expect(svg).toContain(`stroke="${colors.white}"`)
    expect(svg).toContain(`fill="${colors.gold}"`)
  })

  it("has a size only when asked, and square corners only when full bleed", () => {
    expect(markSvg()).not.toMatch(/<svg[^>]*width=/)
    expect(markSvg({ size: 180 })).toContain('width="180" height="180"')
    expect(markSvg()).toContain('rx="10"')
    expect(markSvg({ fullBleed: true })).not.toContain("rx=")
    expect(markSvg({ fullBleed: true })).toContain("scale(0.7)")
  })

  it("is what static/favicon.svg holds (run npm run brand-images after changing it)", () => {
    const favicon = readFileSync(path.join(__dirname, "..", "..", "static", "favicon.svg"), "utf8")
    expect(favicon).toBe(`${markSvg()}\n`)
  })
})
