import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { loadContent } from "../../test-support/content-fixtures"
import { HeroCarousel, type CarouselCopy, type Slide } from "./HeroCarousel"

const slides = loadContent<Slide[]>("slides.yaml")
const copy = loadContent<{ carousel: CarouselCopy }>("pages/home.yaml").carousel
const INTERVAL = loadContent<{ slideIntervalMs: number }>("constants.yaml").slideIntervalMs

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }))
}

function renderCarousel() {
  render(<HeroCarousel heading="Heading" slides={slides} copy={copy} intervalMs={INTERVAL} credential="CDM" />)
  return screen.getByRole("region", { name: copy.label })
}

/** The slide that is showing: the only group not hidden from assistive technology. */
function currentSlide() {
  const shown = screen.getAllByRole("group")
  expect(shown).toHaveLength(1)
  return shown[0]
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms)
  })
}

/** Lets `count` full intervals pass, one at a time, as a visitor would wait. */
function waitIntervals(count: number) {
  for (let i = 0; i < count; i += 1) advance(INTERVAL)
}

describe("HeroCarousel", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    mockReducedMotion(false)
  })
  afterEach(() => {
    jest.useRealTimers()
  })

  it("has the four slides from content, the first one showing, labelled by position", () => {
    renderCarousel()
    expect(slides).toHaveLength(4)
    expect(INTERVAL).toBe(6000)
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(4)
    expect(currentSlide()).toHaveAccessibleName("1 of 4")
    expect(currentSlide()).toHaveAttribute("aria-roledescription", "slide")
    expect(within(currentSlide()).getByRole("heading")).toHaveTextContent(slides[0].title)
  })

  it("advances after 6000 ms and not a moment before", () => {
    renderCarousel()
    advance(INTERVAL - 1)
    expect(currentSlide()).toHaveAccessibleName("1 of 4")
    advance(1)
    expect(currentSlide()).toHaveAccessibleName("2 of 4")
    advance(INTERVAL)
    expect(currentSlide()).toHaveAccessibleName("3 of 4")
  })

  it("wraps from the last slide to the first, on its own and with Next", () => {
    renderCarousel()
    waitIntervals(3)
    expect(currentSlide()).toHaveAccessibleName("4 of 4")
    advance(INTERVAL)
    expect(currentSlide()).toHaveAccessibleName("1 of 4")
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }))
    expect(currentSlide()).toHaveAccessibleName("4 of 4")
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }))
    expect(currentSlide()).toHaveAccessibleName("1 of 4")
  })

  it("goes to a slide with its dot, marks that dot current, and shows slide 3's bullets", () => {
    renderCarousel()
    const dots = screen.getAllByRole("button", { name: /^Go to slide/ })
    expect(dots).toHaveLength(4)
    fireEvent.click(dots[2])
    expect(currentSlide()).toHaveAccessibleName("3 of 4")
    expect(dots[2]).toHaveAttribute("aria-current", "true")
    expect(dots.filter((dot) => dot.hasAttribute("aria-current"))).toHaveLength(1)
    const bullets = within(currentSlide())
      .getAllByRole("listitem")
      .map((item) => item.textContent)
    expect(bullets).toEqual([
      "Virtual care",
      "AI/ML tools",
      "Digital therapeutics",
      "Clinical informatics",
      "Remote diagnostics",
    ])
  })

  it("gives a slide chosen by hand a full interval", () => {
    renderCarousel()
    advance(INTERVAL - 100)
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }))
    advance(INTERVAL - 1)
    expect(currentSlide()).toHaveAccessibleName("2 of 4")
    advance(1)
    expect(currentSlide()).toHaveAccessibleName("3 of 4")
  })

  it("stops and restarts with the pause/play button", () => {
    renderCarousel()
    fireEvent.click(screen.getByRole("button", { name: "Pause slide show" }))
    waitIntervals(3)
    expect(currentSlide()).toHaveAccessibleName("1 of 4")
    fireEvent.click(screen.getByRole("button", { name: "Play slide show" }))
    advance(INTERVAL)
    expect(currentSlide()).toHaveAccessibleName("2 of 4")
  })

  it("pauses while the pointer is over it", () => {
    const region = renderCarousel()
    fireEvent.mouseEnter(region)
    waitIntervals(2)
    expect(currentSlide()).toHaveAccessibleName("1 of 4")
    fireEvent.mouseLeave(region)
    advance(INTERVAL)
    expect(currentSlide()).toHaveAccessibleName("2 of 4")
  })

  it("pauses while keyboard focus is inside it, and lets screen readers hear changes then", () => {
    const region = renderCarousel()
    const live = currentSlide().parentElement
    expect(live).toHaveAttribute("aria-live", "off")
    act(() => screen.getByRole("button", { name: "Next slide" }).focus())
    expect(live).toHaveAttribute("aria-live", "polite")
    waitIntervals(2)
    expect(currentSlide()).toHaveAccessibleName("1 of 4")
    act(() => (document.activeElement as HTMLElement).blur())
    expect(region).not.toContainElement(document.activeElement as HTMLElement)
    advance(INTERVAL)
    expect(currentSlide()).toHaveAccessibleName("2 of 4")
  })

  it("does not rotate on its own for visitors who prefer reduced motion", () => {
    mockReducedMotion(true)
    renderCarousel()
    waitIntervals(3)
    expect(currentSlide()).toHaveAccessibleName("1 of 4")
    expect(screen.getByRole("button", { name: "Play slide show" })).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }))
    expect(currentSlide()).toHaveAccessibleName("2 of 4")
  })

  it("shows the Apply Today and Learn More buttons", () => {
    renderCarousel()
    expect(screen.getByRole("link", { name: /Apply Today/ })).toHaveAttribute("href", "/certification")
    const learnMore = screen.getByRole("link", { name: /Learn More/ })
    expect(learnMore).toHaveAttribute("target", "_blank")
    expect(learnMore).toHaveAttribute("rel", "noopener noreferrer")
  })
})
