import { render, screen, within } from "@testing-library/react"
import { PAGE_ADDRESS_FIELD } from "../config/cms-config"
import { sitePageOf } from "../../content/page-registry"
import { entryOf, formOf, savedFilesLoader } from "../../../tests/support/fixtures/cms-backend"
import { loadContent, ownerSettings } from "../../../tests/support/fixtures/content-fixtures"
import { pageReads } from "../../../tests/support/fixtures/page-reads"
import { generalPagePreview, previewFor } from "./ContentPreview"

const GeneralPagePreview = generalPagePreview(pageReads, ownerSettings)

/** The saved files, loaded the way the CMS loads them: through the backend and the YAML format. */
const requested: string[] = []
const getCollection = savedFilesLoader(requested)

function renderPreview(file: string | undefined, data: Record<string, unknown>) {
  // A general page's preview finds its file from the entry; a new page has none yet.
  const Preview =
    file && sitePageOf(file)?.kind !== "general" ? previewFor(file, pageReads, ownerSettings) : GeneralPagePreview
  const element = (formData: Record<string, unknown>) => (
    <Preview
      entry={entryOf(formData, file)}
      document={document}
      window={window}
      getCollection={getCollection}
      getAsset={(path: string) => ({ toString: () => `blob:editor/${path}` })}
    />
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
    // The preview follows once the typing settles.
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Not shown yet, the preview keeps the last version it could show: question 1, question: is missing.",
    )
    expect(screen.getAllByText(firstQuestion).length).toBeGreaterThan(0)
  })

  it("says why in place of a page the site cannot draw (a link's misspelt name), and draws it again once fixed", async () => {
    const form = formOf("pages/contact-sent.yaml") as { actions: { label: string; href: string }[] }
    const withLink = (href: string) => ({ ...form, actions: [{ ...form.actions[0], href }, ...form.actions.slice(1)] })
    jest.spyOn(console, "error").mockImplementation(() => undefined) // React reports the caught error
    const { type } = renderPreview("pages/contact-sent.yaml", withLink("{applicatonUrl}"))
    expect(
      await screen.findByText(/The page at \/contact\/sent\/ cannot be drawn with this change.*"\{applicatonUrl\}"/),
    ).toBeInTheDocument()
    type(withLink("/"))
    expect(await screen.findByRole("region", { name: /^Preview: / })).toBeInTheDocument()
    jest.restoreAllMocks()
  })

  it("says which placeholder it does not know and shows it as typed", async () => {
    const form = formOf("faq.yaml") as { items: { question: string; answer: string }[] }
    const typo = { ...form, items: [{ ...form.items[0], answer: "It costs ${membershipFe}." }, ...form.items.slice(1)] }
    renderPreview("faq.yaml", typo)
    expect(await screen.findByRole("status")).toHaveTextContent("{membershipFe} is not a known placeholder.")
    expect(screen.getByText("It costs ${membershipFe}.", { exact: false })).toBeInTheDocument()
  })

  it("shows a site-wide file where a visitor meets it: the fees on the pages that query them or name them in a sentence", async () => {
    const form = formOf("constants.yaml")
    renderPreview("constants.yaml", { ...form, membershipFee: 17.5 })
    await screen.findByRole("region", { name: "Preview: Community page" })
    expect(screen.getByText("$17.50/year")).toBeInTheDocument()
    expect(screen.getByRole("region", { name: "Preview: Certification page" })).toBeInTheDocument()
  })

  it("says in plain words what a file holds that no page shows", async () => {
    renderPreview("site.yaml", formOf("site.yaml"))
    await screen.findByRole("region", { name: "Preview: Contact page" })
    expect(screen.getByText(/Not drawn on a page: the share image's description/)).toBeInTheDocument()
  })

  it("draws a general page at its address, its blocks in order, with the search listing", async () => {
    const privacy = loadContent<{ hero: { title: string } }>("pages/privacy.yaml")
    renderPreview("pages/privacy.yaml", formOf("pages/privacy.yaml"))
    const page = await screen.findByRole("region", { name: `Preview: page "${privacy.hero.title}"` })
    expect(within(page).getByText(`On the page "${privacy.hero.title}" (/privacy/)`)).toBeInTheDocument()
    expect(within(page).getByRole("heading", { level: 1 })).toHaveTextContent(privacy.hero.title)
    expect(within(page).getByRole("heading", { level: 3, name: "The form sends" })).toBeInTheDocument()
    expect(within(page).getByRole("link", { name: /Contact Us/ })).toHaveAttribute("href", "/contact/")
    expect(within(page).getByText(/^Privacy Notice \| /)).toBeInTheDocument()
  })

  it("says which files link to a saved general page, which cannot be deleted while they do", async () => {
    renderPreview("pages/privacy.yaml", formOf("pages/privacy.yaml"))
    const note = await screen.findByText(/^Linked from content\/site\.yaml \(footer, legalLinks, item 1, href\)/)
    expect(note).toHaveTextContent("content/pages/contact.yaml (form, privacyLink, href)")
    expect(note).toHaveTextContent("While these links are there, the page cannot be deleted.")
  })

  it("draws a new page, not yet saved, at the address its address field gives", async () => {
    renderPreview(undefined, {
      [PAGE_ADDRESS_FIELD]: "exam-policies",
      seo: { title: "Exam Policies", description: "The rules." },
      hero: { eyebrow: "Exam", title: "Exam policies", lead: "What to expect." },
      sections: [{ id: "on-the-day", heading: "On the day", blocks: [{ type: "note", note: "Bring an ID." }] }],
    })
    const page = await screen.findByRole("region", { name: 'Preview: page "Exam policies"' })
    expect(within(page).getByText('On the page "Exam policies" (/exam-policies/)')).toBeInTheDocument()
    expect(within(page).getByText("Bring an ID.")).toBeInTheDocument()
  })

  it("warns, beside the search listing, about a search title search engines would cut", async () => {
    const form = formOf("pages/privacy.yaml") as { seo: Record<string, unknown> }
    renderPreview("pages/privacy.yaml", {
      ...form,
      seo: { ...form.seo, title: "How the board treats what you send us" },
    })
    expect(await screen.findByText(/^Search title: the title search engines show, "How the board/)).toBeInTheDocument()
  })

  it("shows a picture from the editor's own copy of its file, with its alt text", async () => {
    const form = formOf("pages/about.yaml") as { hero: Record<string, unknown> }
    renderPreview("pages/about.yaml", form)
    const page = await screen.findByRole("region", { name: "Preview: About page" })
    const alt = loadContent<{ hero: { image: { alt: string } } }>("pages/about.yaml").hero.image.alt
    expect(within(page).getByRole("img", { name: alt })).toHaveAttribute("src", "blob:editor/images/about.jpg")
  })
})
