import { readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { contentDir } from "../../tests/support/fixtures/content-fixtures"
import { readSiteYaml, readSiteYamlIfValid } from "./site-yaml"
import { scratchFolder } from "../../tests/support/scratch-folder"

function contentWith(siteYaml: string): string {
  const dir = scratchFolder("site-yaml")
  writeFileSync(path.join(dir, "site.yaml"), siteYaml)
  return dir
}

describe("readSiteYaml", () => {
  it("reads the real site.yaml", () => {
    expect(readSiteYaml(contentDir).locale).toMatch(/^[a-z]{2}_[A-Z]{2}$/)
  })
})

describe("readSiteYamlIfValid", () => {
  it("gives null for a broken file, so the content check can say what is wrong", () => {
    const real = readFileSync(path.join(contentDir, "site.yaml"), "utf8")
    expect(readSiteYamlIfValid(contentWith(real.replace(/^locale: .*$/m, "locale: English")))).toBeNull()
    expect(readSiteYamlIfValid(contentWith("boardName: [unclosed"))).toBeNull()
    expect(readSiteYamlIfValid(path.join(tmpdir(), "no-such-content-folder"))).toBeNull()
    expect(readSiteYamlIfValid(contentWith(real))?.boardName).toBe(readSiteYaml(contentDir).boardName)
  })
})
