import { readYaml, sitePages } from "../../tests/support/fixtures/content-fixtures"
import { accessibilityFindings, type AccessibilityRule } from "./accessibility-rules"
import { requiredContentFiles } from "./content-files"

/** A general page's file name, which the empty-section rule applies to. */
const GENERAL_PAGE = "pages/a-new-page.yaml"

function rulesFound(file: string, data: unknown): [AccessibilityRule, string, boolean][] {
  return accessibilityFindings(file, data).map((finding) => [finding.rule, finding.at.join("."), finding.certain])
}

function generalPage(section: Record<string, unknown>) {
  return {
    seo: { title: "Fees", description: "What the exam costs." },
    hero: { title: "Fees", lead: "What the exam costs." },
    sections: [section],
  }
}

describe("the content's accessibility rules", () => {
  it("find nothing in the shipped content", () => {
    const files = [...requiredContentFiles.map((spec) => spec.file), ...sitePages.map((page) => page.file)]
    const found = [...new Set(files)].flatMap((file) =>
      accessibilityFindings(file, readYaml(file)).map(
        (finding) => `${file} ${finding.at.join(".")}: ${finding.problem}`,
      ),
    )
    expect(found).toEqual([])
  })

  it("warn of link words that say nothing alone, or spell out the address", () => {
    const actions = [
      { label: "Click here", href: "/certification" },
      { label: "Read more…", href: "/certification" },
      { label: "https://example.org/blueprint", href: "https://example.org/blueprint" },
      { label: "Read the exam blueprint", href: "/certification" },
    ]
    expect(rulesFound("site.yaml", { footer: { quickLinks: actions } })).toEqual([
      ["link-words", "footer.quickLinks.0.label", false],
      ["link-words", "footer.quickLinks.1.label", false],
      ["link-words", "footer.quickLinks.2.label", false],
    ])
  })

  it("warn of text in capitals beyond short acronyms", () => {
    const faq = [
      { question: "APPLY BEFORE THE DEADLINE", answer: "Applications close in March." },
      { question: "Is it IMPORTANT to book early?", answer: "Yes: CME credits and USD fees, as the ABDM sets them." },
    ]
    expect(rulesFound("faq.yaml", faq)).toEqual([
      ["capitals", "0.question", false],
      ["capitals", "1.question", false],
    ])
  })

  it("refuse alt text that is a file's name, and warn of alt text that repeats the caption", () => {
    const section = {
      id: "centres",
      heading: "Test centres",
      blocks: [
        { type: "image", image: { file: "images/room.jpg", alt: "room.jpg" } },
        { type: "image", image: { file: "images/room.jpg", alt: "IMG_2041" } },
        {
          type: "image",
          image: { file: "images/room.jpg", alt: "A quiet test centre room." },
          caption: "A quiet test centre room",
        },
        { type: "image", image: { file: "images/room.jpg", alt: "A quiet room with six desks" }, caption: "Boston" },
      ],
    }
    expect(rulesFound(GENERAL_PAGE, generalPage(section))).toEqual([
      ["alt-file-name", "sections.0.blocks.0.image.alt", true],
      ["alt-file-name", "sections.0.blocks.1.image.alt", true],
      ["alt-repeats-caption", "sections.0.blocks.2.image.alt", false],
    ])
  })

  it("refuse a general page's section with nothing under its heading", () => {
    expect(rulesFound(GENERAL_PAGE, generalPage({ id: "fees", heading: "Fees" }))).toEqual([
      ["empty-section", "sections.0.heading", true],
    ])
    expect(rulesFound(GENERAL_PAGE, generalPage({ id: "fees", heading: "Fees", lead: "What it costs." }))).toEqual([])
  })

  it("warn of a Markdown heading typed into a text", () => {
    const section = { id: "fees", heading: "Fees", blocks: [{ type: "paragraphs", paragraphs: ["## Late fees"] }] }
    expect(rulesFound(GENERAL_PAGE, generalPage(section))).toEqual([
      ["written-heading", "sections.0.blocks.0.paragraphs.0", false],
    ])
  })
})
