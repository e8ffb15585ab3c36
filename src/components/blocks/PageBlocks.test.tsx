import { render, screen, within } from "@testing-library/react"
import { inPageContext, served } from "../../../tests/support/fixtures/content-fixtures"
import { PageBlocks } from "./PageBlocks"

/** One block of every kind, as an editor writes them, in the shape the page query gives them. */
const blocks = served<{ sections: [{ blocks: Queries.PageBlockFieldsFragment[] }] }>("pages/exam-policies.yaml", {
  sections: [
    {
      id: "all",
      heading: "All",
      blocks: [
        { type: "paragraphs", paragraphs: ["First paragraph.", "Second paragraph."] },
        { type: "list", heading: "Bring with you", items: ["An ID", "Your authorization"] },
        {
          type: "steps",
          steps: [
            { title: "Apply", description: "Online." },
            { title: "Book", description: "Pick a date." },
          ],
        },
        {
          type: "cards",
          cards: [
            {
              title: "Online",
              body: "A webcam.",
              link: { label: "System check", href: "https://exam.example.org/check" },
            },
            { title: "In person", items: ["Arrive early"] },
          ],
        },
        {
          type: "buttons",
          buttons: [
            { label: "Contact Us", href: "/contact" },
            { label: "Apply", href: "https://apply.example.org" },
          ],
        },
        { type: "note", note: "Missing your date forfeits the fee." },
        { type: "questions", questions: [{ question: "Can I bring notes?", answer: "No." }] },
      ],
    },
  ],
}).sections[0].blocks

describe("a general page's blocks", () => {
  beforeEach(() => render(inPageContext(<PageBlocks blocks={blocks} />)))

  it("draws paragraphs, a list under its heading, and a note, in the order written", () => {
    const texts = [...document.body.querySelectorAll("p, h3, li")].map((element) => element.textContent?.trim())
    expect(texts.indexOf("First paragraph.")).toBeLessThan(texts.indexOf("Bring with you"))
    expect(screen.getByRole("heading", { level: 3, name: "Bring with you" })).toBeInTheDocument()
    expect(screen.getByText("Missing your date forfeits the fee.")).toBeInTheDocument()
  })

  it("numbers the steps as an ordered list, so the numbers are read out", () => {
    const steps = screen.getAllByRole("list").find((list) => list.tagName === "OL")
    expect(within(steps as HTMLElement).getAllByRole("listitem")).toHaveLength(2)
  })

  it("gives each card its heading and its link, a link to another site opening in a new tab", () => {
    expect(screen.getByRole("heading", { level: 3, name: "Online" })).toBeInTheDocument()
    const check = screen.getByRole("link", { name: /System check/ })
    expect(check).toHaveAttribute("href", "https://exam.example.org/check")
    expect(check).toHaveAttribute("target", "_blank")
    expect(screen.getByText("Arrive early")).toBeInTheDocument()
  })

  it("links buttons to pages of this site at their address, and to other sites", () => {
    expect(screen.getByRole("link", { name: /Contact Us/ })).toHaveAttribute("href", "/contact/")
    expect(screen.getByRole("link", { name: /Apply/ })).toHaveAttribute("href", "https://apply.example.org")
  })

  it("puts each answer under its question in a disclosure widget that opens without script", () => {
    const question = screen.getByText("Can I bring notes?")
    expect(question.closest("summary")?.parentElement?.tagName).toBe("DETAILS")
  })
})

it("stops the build, naming the kind, at a block no component draws, rather than drawing nothing", () => {
  // As a block kind added to the schema but not to PageBlocks' switch would arrive (tsc refuses that switch first).
  const unknown = { __typename: "TimelineBlock" } as unknown as Queries.PageBlockFieldsFragment
  jest.spyOn(console, "error").mockImplementation(() => undefined) // React reports the error it rethrows
  expect(() => render(inPageContext(<PageBlocks blocks={[unknown]} />))).toThrow(
    "A page block of kind TimelineBlock has no component to draw it",
  )
  jest.restoreAllMocks()
})
