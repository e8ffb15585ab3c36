import { readFileSync } from "node:fs"
import path from "node:path"
import { contentFormat } from "../config/cms-format"
import { requiredContentFiles } from "../../content/content-files"
import { builtInSitePages } from "../../content/page-registry"
import { contentDir, loadContent, ownerSettings, sitePages } from "../../../tests/support/fixtures/content-fixtures"
import { pageReads } from "../../../tests/support/fixtures/page-reads"
import { pagesShowing } from "./page-previews"
import { contentOfForm, problemsIn, resolveForPreview } from "./preview-content"

const format = contentFormat(requiredContentFiles)
/** A file as the editor's form holds it after reading it. */
const formOf = (file: string) => format.fromFile(readFileSync(path.join(contentDir, file), "utf8"))
const raw = (file: string) => contentOfForm(file, formOf(file))

describe("the content a preview draws", () => {
  it("gives a form back in its file's shape: a list file's entries, a name and value group as a group", () => {
    expect(raw("slides.yaml")).toEqual(expect.arrayContaining([expect.objectContaining({ title: expect.any(String) })]))
    const site = raw("site.yaml") as { links: Record<string, string> }
    expect(site.links.applicationUrl).toMatch(/^https:\/\//)
  })

  it("resolves placeholders with the build's resolver, the owner's settings' among them, so the preview reads as the page does", () => {
    const pages = ["pages/about.yaml", "pages/privacy.yaml"]
    const files = new Map(["site.yaml", "constants.yaml", ...pages].map((file) => [file, raw(file)]))
    const { files: resolved, notes } = resolveForPreview(files, (file) => file, ownerSettings)
    // loadContent serves a file as the page's query does: the preview's is the same.
    expect(resolved.get("site.yaml")).toEqual(loadContent("site.yaml"))
    for (const page of pages) expect(resolved.get(page)).toEqual(loadContent(page))
    expect(notes).toEqual([])
  })

  it("keeps a placeholder it does not know as typed, and says what the build would say", () => {
    const files = new Map<string, unknown>([
      ["site.yaml", raw("site.yaml")],
      ["constants.yaml", raw("constants.yaml")],
      ["faq.yaml", [{ question: "Cost?", answer: "Membership is ${membershipFe} a year." }]],
    ])
    const { files: resolved, notes } = resolveForPreview(files, (file) => file, ownerSettings)
    expect(resolved.get("faq.yaml")).toEqual([{ question: "Cost?", answer: "Membership is ${membershipFe} a year." }])
    expect(notes).toEqual([
      "{membershipFe} is not a known placeholder. Did you mean {membershipFee}? The preview shows it as {membershipFe}; publishing would stop the build.",
    ])
  })

  it("words a mistake in the edited file as the content check does", () => {
    // The editor empties slide 3's title in the form.
    const form = formOf("slides.yaml")
    const slides = form.items as { title: string }[]
    const edited = contentOfForm("slides.yaml", {
      ...form,
      items: slides.map((slide, index) => (index === 2 ? { ...slide, title: "" } : slide)),
    })
    expect(problemsIn("slides.yaml", edited)).toEqual([
      "slide 3, title: is missing. Add this field (text); it is required.",
    ])
  })
})

describe("the pages the preview draws", () => {
  it("are every page of the site, the not-found page and the general pages included, at the addresses they are served at", () => {
    const pages = [...new Set([...builtInSitePages, ...sitePages])]
    const drawn = pages.map((page) => pagesShowing(page.file, pageReads).find((preview) => preview.file === page.file))
    expect(drawn.map((preview) => preview && { file: preview.file, path: preview.path })).toEqual(
      pages.map(({ file, path }) => ({ file, path })),
    )
  })

  it("know where every content file appears", () => {
    for (const { file } of requiredContentFiles) expect(pagesShowing(file, pageReads).length).toBeGreaterThan(0)
  })
})
