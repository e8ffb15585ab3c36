// The carousel is rendered at build time only: these tests read the HTML the build writes. Its
// behaviour is the widget module's, tested against this same markup in
// src/widgets/carousel/carousel.test.ts.
import { screen, within } from "@testing-library/react"
import { renderToStaticMarkup } from "react-dom/server"
import { inPageContext, loadContent } from "../../../tests/support/fixtures/content-fixtures"
import { CAROUSEL, having } from "./markup"
import { HeroCarousel } from "./HeroCarousel"

const slides = loadContent<Queries.HeroCarouselSlideFieldsFragment[]>("slides.yaml")
const copy = loadContent<{ carousel: Queries.HeroCarouselFieldsFragment }>("pages/home.yaml").carousel
const INTERVAL = loadContent<{ slideIntervalMs: number }>("constants.yaml").slideIntervalMs

/** The carousel's HTML as the build writes it, put in the page without React; returns its region. */
function renderCarousel(intervalMs = INTERVAL) {
  document.body.innerHTML = renderToStaticMarkup(
    inPageContext(
      <HeroCarousel heading="Heading" slides={slides} copy={copy} intervalMs={intervalMs} credential="CDM" />,
    ),
  )
  return screen.getByRole("region", { name: copy.label })
}

const allSlides = () => screen.getAllByRole("group", { hidden: true })
const part = (attribute: string) => document.querySelectorAll<HTMLElement>(having(attribute))

describe("HeroCarousel", () => {
  afterEach(() => {
    document.body.innerHTML = ""
  })

  it("has the four slides from content in a carousel region, each labelled by its position", () => {
    const region = renderCarousel()
    expect(slides).toHaveLength(4)
    expect(region).toHaveAttribute("aria-roledescription", "carousel")
    expect(allSlides().map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 4",
      "2 of 4",
      "3 of 4",
      "4 of 4",
    ])
    for (const slide of allSlides()) expect(slide).toHaveAttribute("aria-roledescription", "slide")
  })

  it("shows the first slide and hides the others from assistive technology", () => {
    renderCarousel()
    const [first, ...others] = allSlides()
    expect(first).toHaveAttribute("aria-hidden", "false")
    for (const slide of others) expect(slide).toHaveAttribute("aria-hidden", "true")
    const shown = screen.getAllByRole("group")
    expect(shown).toEqual([first])
    expect(within(first).getByRole("heading", { level: 2 })).toHaveTextContent(slides[0].title)
  })

  it("puts every slide's title, subtitle, description and bullets in the HTML, in its own slide", () => {
    renderCarousel()
    slides.forEach((slide, index) => {
      const element = allSlides()[index]
      expect(within(element).getByRole("heading", { level: 2, hidden: true })).toHaveTextContent(slide.title)
      expect(element).toHaveTextContent(slide.subtitle)
      expect(element).toHaveTextContent(slide.description)
      const bullets = within(element)
        .queryAllByRole("listitem", { hidden: true })
        .map((item) => item.textContent)
      expect(bullets).toEqual(slide.bullets ?? [])
    })
    expect(slides[2].bullets).toEqual([
      "Virtual care",
      "AI/ML tools",
      "Digital therapeutics",
      "Clinical informatics",
      "Remote diagnostics",
    ])
  })

  it("states the page heading above the slides", () => {
    renderCarousel()
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Heading")
  })

  it("carries the interval from its props on the carousel root, for the widget module", () => {
    expect(INTERVAL).toBe(6000)
    expect(renderCarousel()).toHaveAttribute(CAROUSEL.intervalMs, "6000")
    expect(renderCarousel(4321)).toHaveAttribute(CAROUSEL.intervalMs, "4321")
    expect(part(CAROUSEL.root)).toHaveLength(1)
  })

  it("keeps slide changes unannounced until the widget module runs (aria-live off on the slides' container)", () => {
    renderCarousel()
    const [live] = part(CAROUSEL.slides)
    expect(live).toHaveAttribute("aria-live", "off")
    for (const slide of allSlides()) expect(live).toContainElement(slide)
  })

  it("leaves the widget module's state out of the HTML: no data-enhanced, no data-playing", () => {
    const region = renderCarousel()
    expect(region).not.toHaveAttribute(CAROUSEL.enhanced)
    expect(region).not.toHaveAttribute(CAROUSEL.playing)
  })

  it("has pause, previous and next buttons with their labels", () => {
    renderCarousel()
    const pause = screen.getByRole("button", { name: copy.pauseLabel })
    expect(copy.pauseLabel).toBe("Pause slide show")
    expect(pause).toHaveAttribute(CAROUSEL.toggle)
    expect(pause).toHaveAttribute(CAROUSEL.pauseLabel, copy.pauseLabel)
    expect(pause).toHaveAttribute(CAROUSEL.playLabel, copy.playLabel)
    expect(within(pause).getByText(copy.pauseLabel)).toHaveAttribute(CAROUSEL.toggleLabel)
    expect(screen.getByRole("button", { name: "Previous slide" })).toHaveAttribute(CAROUSEL.previous)
    expect(screen.getByRole("button", { name: "Next slide" })).toHaveAttribute(CAROUSEL.next)
  })

  it("has a dot for each of the four slides, labelled by position, the first one current", () => {
    renderCarousel()
    const dots = screen.getAllByRole("button", { name: /^Go to slide/ })
    expect(dots).toHaveLength(4)
    expect(dots.map((dot) => dot.textContent)).toEqual([
      "Go to slide 1 of 4",
      "Go to slide 2 of 4",
      "Go to slide 3 of 4",
      "Go to slide 4 of 4",
    ])
    expect(dots.map((dot) => dot.getAttribute("aria-current"))).toEqual(["true", null, null, null])
    expect([...part(CAROUSEL.dot)]).toEqual(dots)
  })

  it("makes every control a plain button that submits nothing, inside the controls group", () => {
    renderCarousel()
    const [controls] = part(CAROUSEL.controls)
    const buttons = screen.getAllByRole("button")
    expect(buttons).toHaveLength(3 + slides.length)
    for (const button of buttons) {
      expect(button).toHaveAttribute("type", "button")
      expect(controls).toContainElement(button)
    }
  })

  it("has every part the widget module looks for, once per carousel or once per slide", () => {
    const region = renderCarousel()
    for (const single of [CAROUSEL.slides, CAROUSEL.controls, CAROUSEL.toggle, CAROUSEL.previous, CAROUSEL.next]) {
      expect(region.querySelectorAll(having(single))).toHaveLength(1)
    }
    expect(part(CAROUSEL.toggle)[0].querySelectorAll(having(CAROUSEL.toggleLabel))).toHaveLength(1)
    expect(region.querySelectorAll(having(CAROUSEL.slide))).toHaveLength(slides.length)
    expect(region.querySelectorAll(having(CAROUSEL.dot))).toHaveLength(slides.length)
  })

  it("shows its buttons, one to a page of this site and one to another site in a new tab", () => {
    renderCarousel()
    const [here, elsewhere] = copy.actions
    expect(screen.getByRole("link", { name: here.label }).getAttribute("href")).toBe(`${here.href}/`)
    const other = screen.getByRole("link", { name: new RegExp(`^${elsewhere.label}`) })
    expect(other).toHaveAttribute("target", "_blank")
    expect(other).toHaveAttribute("rel", "noopener noreferrer")
  })
})
