/** The page registry's kinds (src/content/page-registry.ts) against what draws them, which the content layer cannot import. */
import { existsSync } from "node:fs"
import path from "node:path"
import { templateOf } from "../build/page-reads"
import { pageKinds } from "../content/page-registry"
import { pageBodies } from "."

describe("the page registry's kinds", () => {
  it("gives each kind a folder with its template (src/page-kinds/<kind>/template.tsx) and a body", () => {
    const root = path.join(__dirname, "..", "..")
    expect(pageKinds.filter((kind) => !existsSync(templateOf(root, kind)))).toEqual([])
    expect(Object.keys(pageBodies).sort()).toEqual([...pageKinds].sort())
  })
})
