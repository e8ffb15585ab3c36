import { readFileSync } from "node:fs"
import path from "node:path"
import { render, screen, within } from "@testing-library/react"
import { cmsCollectionOf, cmsFileName } from "../../content/cms-config"
import { contentFormat } from "../../content/cms-format"
import { contentFiles } from "../../content/content-files"
import { contentDir, loadContent } from "../../test-support/content-fixtures"
import type { DecapEntry, PreviewTemplateProps } from "./decap"
import { previewFor } from "./ContentPreview"

const format = contentFormat(contentFiles)
const formOf = (file: string) => format.fromFile(readFileSync(path.join(contentDir, file), "utf8"))

/** An entry as Decap hands it to a preview: an Immutable-style map whose data has toJS(). */
function entryOf(data: Record<string, unknown>): DecapEntry {
  return { get: () => ({ toJS: () => data }) }
}

/** The saved files, loaded the way the CMS loads them: through the backend and the YAML format. */
const requested: string[] = []
const getCollection: PreviewTemplateProps["getCollection"] = (collection, name) => {
  const spec = contentFiles.find((candidate) => cmsFileName(candidate.file) === name)
  if (!spec || cmsCollectionOf(spec.file) !== collection)
    return Promise.reject(new Error(`no file ${collection}/${name}`))
  requested.push(spec.file)
  return Promise.resolve(entryOf(formOf(spec.file)))
}

function renderPreview(file: string, data: Record<string, unknown>) {
  const Preview = previewFor(file)
  const element = (formData: Record<string, unknown>) => (
    <Preview entry={entryOf(formData)} document={document} window={window} getCollection={getCollection} />
  )
  const { rerender } = render(element(data))
  /** The editor types: the same preview gets the form's new data. */
  return { type: (formData: Record<string, unknown>) => rerender(element(formData)) }
}

beforeEach(() => {
  requested.length = 0
})

describe("the content editor's preview", () => {
  it("draws the page with the site's own components, its frame and its search listing, placeholders resolved", async () => {
    const about = loadContent<{ hero: { title: string }; seo: { title: string } }>("pages/about.yaml")
    renderPreview("pages/about.yaml", formOf("pages/about.yaml"))
    const page = await screen.findByRole("region", { name: "Preview: About page" })
    expect(within(page).getByRole("heading", { level: 1 })).toHaveTextContent(about.hero.title)
    const site = loadContent<{ header: { navLabel: string } }>("site.yaml")
    expect(within(page).getByRole("navigation", { name: site.header.navLabel })).toBeInTheDocument()
    expect(within(page).getByRole("contentinfo")).toBeInTheDocument()
    expect(within(page).getByText(/^About the Board \| /)).toBeInTheDocument()
    expect(about.hero.title).not.toMatch(/\{/)
  })

  it("shows what the editor typed, as typed, before anything is saved", async () => {
    const form = formOf("pages/about.yaml") as { hero: Record<string, unknown> }
    renderPreview("pages/about.yaml", { ...form, hero: { ...form.hero, title: "Our board, in {collegeShortName}" } })
    const heading = await screen.findByRole("heading", { level: 1 })
    const college = loadContent<{ collegeShortName: string }>("site.yaml").collegeShortName
    expect(heading).toHaveTextContent(`Our board, in ${college}`)
  })

  it("loads only the saved files the page draws from, through the CMS", async () => {
    renderPreview("faq.yaml", formOf("faq.yaml"))
    await screen.findByRole("region", { name: "Preview: Community page" })
    expect(requested.sort()).toEqual(
      ["constants.yaml", "events.yaml", "navigation.yaml", "pages/community.yaml", "site.yaml"].sort(),
    )
  })

  it("keeps the last version it could draw while a required field is empty, and says why", async () => {
    const form = formOf("faq.yaml") as { items: { question: string; answer: string }[] }
    const firstQuestion = loadContent<{ question: string }[]>("faq.yaml")[0].question
    const { type } = renderPreview("faq.yaml", form)
    await screen.findByRole("region", { name: "Preview: Community page" })
    type({ ...form, items: [{ ...form.items[0], question: "" }, ...form.items.slice(1)] })
    expect(screen.getByRole("status")).toHaveTextContent(
      "Not shown yet, the preview keeps the last version it could show: question 1, question: is missing.",
    )
    expect(screen.getAllByText(firstQuestion).length).toBeGreaterThan(0)
  })

  it("says which placeholder it does not know and shows it as typed", async () => {
    const form = formOf("faq.yaml") as { items: { question: string; answer: string }[] }
    const typo = { ...form, items: [{ ...form.items[0], answer: "It costs ${membershipFe}." }, ...form.items.slice(1)] }
    renderPreview("faq.yaml", typo)
    expect(await screen.findByRole("status")).toHaveTextContent("{membershipFe} is not a known placeholder.")
    expect(screen.getByText("It costs ${membershipFe}.", { exact: false })).toBeInTheDocument()
  })

  it("shows a site-wide file where a visitor meets it: the fees on the pages that state them", async () => {
    const form = formOf("constants.yaml")
    renderPreview("constants.yaml", { ...form, membershipFee: 17.5 })
    await screen.findByRole("region", { name: "Preview: Community page" })
    expect(screen.getByText("$17.50/year")).toBeInTheDocument()
    expect(screen.getByRole("region", { name: "Preview: Certification page" })).toBeInTheDocument()
  })

  it("says in plain words what a file holds that no page shows", async () => {
    renderPreview("site.yaml", formOf("site.yaml"))
    await screen.findByRole("region", { name: "Preview: Contact page" })
    expect(screen.getByText(/Not drawn on a page: the site address/)).toBeInTheDocument()
  })
})
