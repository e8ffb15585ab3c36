/** The page registry's kinds (src/content/page-registry.ts) against what draws them, which the content layer cannot import. */
import { existsSync } from "node:fs"
import path from "node:path"
import { builtInKinds, type PageKind } from "../../content/page-registry"
import { pageBodies } from "."

describe("the page registry's kinds", () => {
  it("gives each kind a template (src/templates/<kind>.tsx) and a body", () => {
    const kinds: PageKind[] = [...builtInKinds, "general", "event"]
    for (const kind of kinds) {
      expect({ kind, template: existsSync(path.join(__dirname, "..", "..", "templates", `${kind}.tsx`)) }).toEqual({
        kind,
        template: true,
      })
    }
    expect(Object.keys(pageBodies).sort()).toEqual([...kinds].sort())
  })
})
