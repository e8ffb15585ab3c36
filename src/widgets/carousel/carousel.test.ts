// The carousel's behaviour, run on the markup the build writes: HeroCarousel rendered to HTML with
// the Home page's content, put in the document without React, then enhanced as the page's module
// does. Time is jest's fake clock.
import { createElement, type ComponentProps } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { screen } from "@testing-library/react"
import { HeroCarousel } from "./HeroCarousel"
import { inPageContext, loadContent } from "../../../tests/support/fixtures/content-fixtures"
import { enhanceCarousel, enhanceCarousels, type Carousel } from "./carousel"
import { CAROUSEL, having } from "./markup"

const slides = loadContent<Queries.HeroCarouselSlideFieldsFragment[]>("slides.yaml")
const copy = loadContent<{ carousel: Queries.HeroCarouselFieldsFragment }>("pages/home.yaml").carousel
const INTERVAL = loadContent<{ slideIntervalMs: number }>("constants.yaml").slideIntervalMs
const COUNT = slides.length
const LAST = COUNT - 1

/** The props HeroCarousel.test.tsx renders with: the Home page's content. */
const props: ComponentProps<typeof HeroCarousel> = {
  heading: "Heading",
  slides,
  copy,
  intervalMs: INTERVAL,
  credential: "CDM",
}

const carouselHtml = (overrides: Partial<ComponentProps<typeof HeroCarousel>> = {}) =>
  renderToStaticMarkup(inPageContext(createElement(HeroCarousel, { ...props, ...overrides })))

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)"

/** A MediaQueryList whose `matches` the test changes, firing "change" as a browser would. */
class FakeMediaQueryList extends EventTarget {
  constructor(
    readonly media: string,
    public matches: boolean,
  ) {
    super()
  }

  change(matches: boolean) {
    this.matches = matches
    const event = new Event("change")
    Object.defineProperties(event, { matches: { value: matches }, media: { value: this.media } })
    this.dispatchEvent(event)
  }
}

/**
 * The window the module is given: the document's timers (faked by jest) and a matchMedia that
 * reports whether the visitor prefers reduced motion.
 */
function viewPreferring({ reducedMotion }: { reducedMotion: boolean }) {
  const queries = new Map<string, FakeMediaQueryList>()
  const matchMedia = jest.fn((media: string) => {
    const list = queries.get(media) ?? new FakeMediaQueryList(media, reducedMotion && media === REDUCED_MOTION)
    queries.set(media, list)
    return list
  })
  const setTimeout = jest.fn((handler: () => void, ms: number) => window.setTimeout(handler, ms))
  const clearTimeout = (id?: number) => window.clearTimeout(id)
  const view = { setTimeout, clearTimeout, matchMedia } as unknown as Window
  return { view, matchMedia, setTimeout, reducedMotion: () => queries.get(REDUCED_MOTION) }
}

const rootOf = (container: ParentNode = document) => container.querySelector<HTMLElement>(having(CAROUSEL.root))!
const partsOf = (root: HTMLElement, attribute: string) => [...root.querySelectorAll<HTMLElement>(having(attribute))]

/** The slide showing: the only one not hidden from assistive technology. */
function shownSlide(root = rootOf()): number {
  const all = partsOf(root, CAROUSEL.slide)
  const shown = all.filter((slide) => slide.getAttribute("aria-hidden") !== "true")
  expect(shown).toHaveLength(1)
  expect(shown[0]).toHaveAttribute("aria-hidden", "false")
  return all.indexOf(shown[0])
}

/** The dot marked current: exactly one. */
function currentDot(root = rootOf()): number {
  const dots = partsOf(root, CAROUSEL.dot)
  const current = dots.filter((dot) => dot.hasAttribute("aria-current"))
  expect(current).toHaveLength(1)
  expect(current[0]).toHaveAttribute("aria-current", "true")
  return dots.indexOf(current[0])
}

/** The slide showing, checked three ways that must agree: slides, dots and the carousel. */
function expectShowing(index: number, carousel: Carousel, root = rootOf()) {
  expect(shownSlide(root)).toBe(index)
  expect(currentDot(root)).toBe(index)
  expect(carousel.index).toBe(index)
}

const advance = (ms: number) => jest.advanceTimersByTime(ms)

/** Lets `count` full intervals pass, one at a time, as a visitor would wait. */
function waitIntervals(count: number) {
  for (let i = 0; i < count; i += 1) advance(INTERVAL)
}

const button = (name: string) => screen.getByRole("button", { name })
const toggle = () => partsOf(rootOf(), CAROUSEL.toggle)[0]
const toggleLabel = () => partsOf(toggle(), CAROUSEL.toggleLabel)[0]
const live = () => partsOf(rootOf(), CAROUSEL.slides)[0]

/** The Home page's carousel in the document, enhanced. */
function setUp({ reducedMotion = false, html = carouselHtml() } = {}) {
  document.body.innerHTML = html
  const root = rootOf()
  const motion = viewPreferring({ reducedMotion })
  const carousel = enhanceCarousel(root, motion.view)
  if (!carousel) throw new Error("enhanceCarousel returned null for the Home page's markup")
  return { root, carousel, ...motion }
}

const hover = (root: HTMLElement) => root.dispatchEvent(new MouseEvent("mouseenter"))
const unhover = (root: HTMLElement) => root.dispatchEvent(new MouseEvent("mouseleave"))

/** Each test on jest's fake clock and an empty page, whatever the one before it left. */
function useFakeTimersAndCleanBody() {
  beforeEach(() => {
    jest.useFakeTimers()
  })
  afterEach(() => {
    jest.clearAllTimers()
    jest.useRealTimers()
    document.body.innerHTML = ""
  })
}

describe("enhanceCarousel", () => {
  useFakeTimersAndCleanBody()

  it("works on the Home page's markup: four slides every 6000 ms, the first one showing", () => {
    const { carousel, root } = setUp()
    expect(COUNT).toBe(4)
    expect(INTERVAL).toBe(6000)
    expect(root).toHaveAttribute(CAROUSEL.intervalMs, "6000")
    expectShowing(0, carousel)
    expect(carousel.playing).toBe(true)
    expect(carousel.rotating).toBe(true)
  })

  it("marks the carousel data-enhanced, which the stylesheet uses to show the controls", () => {
    document.body.innerHTML = carouselHtml()
    const root = rootOf()
    expect(root).not.toHaveAttribute(CAROUSEL.enhanced)
    enhanceCarousel(root, viewPreferring({ reducedMotion: false }).view)
    expect(root).toHaveAttribute(CAROUSEL.enhanced, "")
  })

  it("shows the next slide after each data-interval-ms, and not a moment before", () => {
    const { carousel } = setUp()
    advance(INTERVAL - 1)
    expectShowing(0, carousel)
    advance(1)
    expectShowing(1, carousel)
    advance(INTERVAL - 1)
    expectShowing(1, carousel)
    advance(1)
    expectShowing(2, carousel)
  })

  it("takes the interval from the root's data-interval-ms", () => {
    const { carousel } = setUp({ html: carouselHtml({ intervalMs: 1000 }) })
    advance(999)
    expectShowing(0, carousel)
    advance(1)
    expectShowing(1, carousel)
  })

  it("wraps from the last slide to the first on its own", () => {
    const { carousel } = setUp()
    waitIntervals(LAST)
    expectShowing(LAST, carousel)
    advance(INTERVAL)
    expectShowing(0, carousel)
    advance(INTERVAL)
    expectShowing(1, carousel)
  })

  it("shows the next slide with Next, wrapping from the last to the first", () => {
    const { carousel } = setUp()
    for (let index = 1; index <= LAST; index += 1) {
      button(copy.nextLabel).click()
      expectShowing(index, carousel)
    }
    button(copy.nextLabel).click()
    expectShowing(0, carousel)
  })

  it("shows the previous slide with Previous, wrapping from the first to the last", () => {
    const { carousel } = setUp()
    button(copy.previousLabel).click()
    expectShowing(LAST, carousel)
    button(copy.previousLabel).click()
    expectShowing(LAST - 1, carousel)
  })

  it("shows a dot's slide when it is clicked and moves aria-current to that dot", () => {
    const { carousel, root } = setUp()
    const dots = partsOf(root, CAROUSEL.dot)
    for (const index of [2, 0, LAST, 1, 1]) {
      dots[index].click()
      expectShowing(index, carousel)
    }
  })

  it.each([
    ["Next", () => button(copy.nextLabel).click(), 1],
    ["Previous", () => button(copy.previousLabel).click(), LAST],
    ["a dot", () => partsOf(rootOf(), CAROUSEL.dot)[2].click(), 2],
  ])("gives a slide chosen with %s a full interval", (_, choose, chosen) => {
    const { carousel } = setUp()
    advance(INTERVAL - 100)
    choose()
    expectShowing(chosen, carousel)
    advance(INTERVAL - 1)
    expectShowing(chosen, carousel)
    advance(1)
    expectShowing((chosen + 1) % COUNT, carousel)
  })

  it("stops rotating with the pause button, which then reads the play label", () => {
    const { carousel, root } = setUp()
    expect(root).toHaveAttribute(CAROUSEL.playing, "true")
    expect(toggleLabel()).toHaveTextContent(toggle().getAttribute(CAROUSEL.pauseLabel)!)
    button(copy.pauseLabel).click()
    expect(carousel.playing).toBe(false)
    expect(carousel.rotating).toBe(false)
    expect(root).toHaveAttribute(CAROUSEL.playing, "false")
    expect(toggleLabel().textContent).toBe(toggle().getAttribute(CAROUSEL.playLabel))
    expect(toggle()).toHaveAccessibleName(copy.playLabel)
    waitIntervals(COUNT + 1)
    expectShowing(0, carousel)
  })

  it("starts rotating again with the play button, giving the slide a full interval, and reads the pause label", () => {
    const { carousel, root } = setUp()
    advance(INTERVAL - 100)
    button(copy.pauseLabel).click()
    waitIntervals(2)
    button(copy.playLabel).click()
    expect(carousel.playing).toBe(true)
    expect(carousel.rotating).toBe(true)
    expect(root).toHaveAttribute(CAROUSEL.playing, "true")
    expect(toggleLabel().textContent).toBe(copy.pauseLabel)
    expect(toggle()).toHaveAccessibleName(copy.pauseLabel)
    advance(INTERVAL - 1)
    expectShowing(0, carousel)
    advance(1)
    expectShowing(1, carousel)
  })

  it("still changes slides by hand while paused, and stays paused", () => {
    const { carousel } = setUp()
    button(copy.pauseLabel).click()
    button(copy.nextLabel).click()
    expectShowing(1, carousel)
    expect(carousel.rotating).toBe(false)
    waitIntervals(COUNT + 1)
    expectShowing(1, carousel)
  })

  it("stops rotating while the pointer is over it and resumes with a full interval when it leaves", () => {
    const { carousel, root } = setUp()
    advance(INTERVAL - 100)
    hover(root)
    expect(carousel.rotating).toBe(false)
    waitIntervals(COUNT + 1)
    expectShowing(0, carousel)
    // Hovering is not the visitor pausing: the button still offers to pause.
    expect(carousel.playing).toBe(true)
    expect(root).toHaveAttribute(CAROUSEL.playing, "true")
    unhover(root)
    expect(carousel.rotating).toBe(true)
    advance(INTERVAL - 1)
    expectShowing(0, carousel)
    advance(1)
    expectShowing(1, carousel)
  })

  it("does not resume a carousel the visitor paused when the pointer leaves", () => {
    const { carousel, root } = setUp()
    hover(root)
    button(copy.pauseLabel).click()
    unhover(root)
    expect(carousel.rotating).toBe(false)
    waitIntervals(2)
    expectShowing(0, carousel)
  })

  it("stops rotating while focus is inside it and resumes when focus moves to an element outside", () => {
    const { carousel } = setUp()
    const outside = document.body.appendChild(document.createElement("button"))
    button(copy.nextLabel).focus()
    expect(carousel.rotating).toBe(false)
    waitIntervals(COUNT + 1)
    expectShowing(0, carousel)
    outside.focus()
    expect(carousel.rotating).toBe(true)
    advance(INTERVAL)
    expectShowing(1, carousel)
  })

  it("stays stopped while focus moves between its own controls, starting no timer meanwhile", () => {
    const { carousel, root, setTimeout } = setUp()
    button(copy.pauseLabel).focus()
    expect(carousel.rotating).toBe(false)
    const timersStarted = setTimeout.mock.calls.length
    button(copy.previousLabel).focus()
    partsOf(root, CAROUSEL.dot)[3].focus()
    button(copy.nextLabel).focus()
    expect(setTimeout).toHaveBeenCalledTimes(timersStarted)
    expect(live()).toHaveAttribute("aria-live", "polite")
    waitIntervals(2)
    expectShowing(0, carousel)
  })

  it("stays stopped on a focusout whose new focus is one of its own controls", () => {
    const { carousel, root } = setUp()
    const next = button(copy.nextLabel)
    next.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
    next.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: partsOf(root, CAROUSEL.dot)[1] }))
    expect(carousel.rotating).toBe(false)
    waitIntervals(2)
    expectShowing(0, carousel)
  })

  it("resumes when focus leaves it for nowhere (the focused control is blurred)", () => {
    const { carousel } = setUp()
    const next = button(copy.nextLabel)
    next.focus()
    next.blur()
    expect(carousel.rotating).toBe(true)
    advance(INTERVAL)
    expectShowing(1, carousel)
  })

  it("starts paused, offering to play, for visitors who prefer reduced motion", () => {
    const { carousel, root, matchMedia } = setUp({ reducedMotion: true })
    expect(matchMedia).toHaveBeenCalledWith(REDUCED_MOTION)
    expect(carousel.playing).toBe(false)
    expect(carousel.rotating).toBe(false)
    expect(root).toHaveAttribute(CAROUSEL.playing, "false")
    expect(toggle()).toHaveAccessibleName(copy.playLabel)
    waitIntervals(COUNT + 1)
    expectShowing(0, carousel)
    button(copy.nextLabel).click()
    expectShowing(1, carousel)
    button(copy.playLabel).click()
    advance(INTERVAL)
    expectShowing(2, carousel)
  })

  it("rotates for visitors with no reduced-motion preference, and where matchMedia is missing", () => {
    expect(setUp({ reducedMotion: false }).carousel.playing).toBe(true)
    document.body.innerHTML = carouselHtml()
    const view = {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
    } as unknown as Window
    const carousel = enhanceCarousel(rootOf(), view)!
    expect(carousel.playing).toBe(true)
    advance(INTERVAL)
    expectShowing(1, carousel)
  })

  it("hears a change of preference through addListener where MediaQueryList is no event target (Safari before 14)", () => {
    document.body.innerHTML = carouselHtml()
    const listeners: ((event: MediaQueryListEvent) => void)[] = []
    const legacyList = {
      matches: false,
      media: REDUCED_MOTION,
      addListener: (listener: (typeof listeners)[0]) => listeners.push(listener),
    }
    const view = {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
      matchMedia: () => legacyList,
    } as unknown as Window
    const carousel = enhanceCarousel(rootOf(), view)!
    expect(rootOf()).toHaveAttribute(CAROUSEL.enhanced)
    expect(carousel.playing).toBe(true)
    expect(listeners).toHaveLength(1)
    listeners[0]({ matches: true } as MediaQueryListEvent)
    expect(carousel.playing).toBe(false)
  })

  it("pauses when the visitor's preference changes to reduced motion", () => {
    const { carousel, root, reducedMotion } = setUp({ reducedMotion: false })
    advance(INTERVAL)
    expectShowing(1, carousel)
    reducedMotion()!.change(true)
    expect(carousel.playing).toBe(false)
    expect(carousel.rotating).toBe(false)
    expect(root).toHaveAttribute(CAROUSEL.playing, "false")
    expect(toggle()).toHaveAccessibleName(copy.playLabel)
    waitIntervals(COUNT + 1)
    expectShowing(1, carousel)
  })

  it("turns announcements off (aria-live off) while rotating and on (polite) whenever it is not", () => {
    const { root } = setUp()
    const outside = document.body.appendChild(document.createElement("button"))
    expect(live()).toHaveAttribute("aria-live", "off")
    button(copy.pauseLabel).click()
    expect(live()).toHaveAttribute("aria-live", "polite")
    button(copy.playLabel).click()
    expect(live()).toHaveAttribute("aria-live", "off")
    hover(root)
    expect(live()).toHaveAttribute("aria-live", "polite")
    unhover(root)
    expect(live()).toHaveAttribute("aria-live", "off")
    button(copy.nextLabel).focus()
    expect(live()).toHaveAttribute("aria-live", "polite")
    outside.focus()
    expect(live()).toHaveAttribute("aria-live", "off")
  })

  it("announces changes (aria-live polite) from the start for visitors who prefer reduced motion", () => {
    setUp({ reducedMotion: true })
    expect(live()).toHaveAttribute("aria-live", "polite")
  })

  describe("returns null and leaves the markup as it is", () => {
    function expectNotEnhanced(root: HTMLElement) {
      const before = root.outerHTML
      const view = viewPreferring({ reducedMotion: false }).view
      expect(enhanceCarousel(root, view)).toBeNull()
      expect(root.outerHTML).toBe(before)
      expect(root).not.toHaveAttribute(CAROUSEL.enhanced)
      // No timer and no listener: waiting and clicking change nothing.
      waitIntervals(2)
      for (const control of root.querySelectorAll("button")) control.click()
      expect(root.outerHTML).toBe(before)
    }

    it.each([
      ["the slides' container", CAROUSEL.slides],
      ["the pause/play button", CAROUSEL.toggle],
      ["the pause/play button's label", CAROUSEL.toggleLabel],
      ["the Previous button", CAROUSEL.previous],
      ["the Next button", CAROUSEL.next],
    ])("when %s is missing", (_, attribute) => {
      document.body.innerHTML = carouselHtml()
      const root = rootOf()
      const part = partsOf(root, attribute)
      expect(part).toHaveLength(1)
      part[0].removeAttribute(attribute)
      expectNotEnhanced(root)
    })

    it("when a slide has no dot", () => {
      document.body.innerHTML = carouselHtml()
      const root = rootOf()
      partsOf(root, CAROUSEL.dot)[LAST].removeAttribute(CAROUSEL.dot)
      expectNotEnhanced(root)
    })

    it.each([
      ["missing", null],
      ["zero", "0"],
      ["not a number", "soon"],
    ])("when the interval is %s", (_, value) => {
      document.body.innerHTML = carouselHtml()
      const root = rootOf()
      if (value === null) root.removeAttribute(CAROUSEL.intervalMs)
      else root.setAttribute(CAROUSEL.intervalMs, value)
      expectNotEnhanced(root)
    })

    it.each([
      ["a single slide", 1],
      ["no slides at all", 0],
    ])("when it has %s, as there is nothing to rotate", (_, count) => {
      document.body.innerHTML = carouselHtml({ slides: slides.slice(0, count) })
      expectNotEnhanced(rootOf())
    })
  })

  it("returns the same carousel when called again, without doubling its timer or its listeners", () => {
    const { root, carousel, view } = setUp()
    expect(enhanceCarousel(root, view)).toBe(carousel)
    expect(enhanceCarousel(root, viewPreferring({ reducedMotion: true }).view)).toBe(carousel)
    expect(carousel.playing).toBe(true)
    advance(INTERVAL)
    expectShowing(1, carousel)
    button(copy.nextLabel).click()
    expectShowing(2, carousel)
    button(copy.pauseLabel).click()
    expect(carousel.playing).toBe(false)
    button(copy.playLabel).click()
    advance(INTERVAL - 1)
    expectShowing(2, carousel)
    advance(1)
    expectShowing(3, carousel)
  })
})

describe("enhanceCarousel, with another copy of the module on the page", () => {
  useFakeTimersAndCleanBody()

  it("leaves a carousel that copy enhanced alone, so a click moves one slide, not two", () => {
    document.body.innerHTML = carouselHtml()
    const root = rootOf()
    jest.isolateModules(() => {
      const other = jest.requireActual<typeof import("./carousel")>("./carousel")
      expect(other.enhanceCarousel(root, window)).not.toBeNull()
    })
    expect(enhanceCarousel(root, window)).toBeNull()
    root.querySelector<HTMLElement>(having(CAROUSEL.next))!.click()
    expect(root.querySelectorAll('[aria-hidden="false"]' + having(CAROUSEL.slide))[0]).toBe(
      root.querySelectorAll(having(CAROUSEL.slide))[1],
    )
  })
})

describe("enhanceCarousels", () => {
  useFakeTimersAndCleanBody()

  it("enhances every carousel in the document, each on its own, once however often it is called", () => {
    document.body.innerHTML = `<div id="a">${carouselHtml()}</div><div id="b">${carouselHtml({ intervalMs: 1000 })}</div>`
    const [a, b] = ["#a", "#b"].map((selector) => rootOf(document.querySelector(selector)!))
    enhanceCarousels(document)
    enhanceCarousels(document)
    for (const root of [a, b]) expect(root).toHaveAttribute(CAROUSEL.enhanced, "")
    const [carouselA, carouselB] = [a, b].map((root) => enhanceCarousel(root)!)
    advance(1000)
    expectShowing(0, carouselA, a)
    expectShowing(1, carouselB, b)
    partsOf(a, CAROUSEL.next)[0].click()
    expectShowing(1, carouselA, a)
    expectShowing(1, carouselB, b)
    advance(INTERVAL - 1000)
    expectShowing(1, carouselA, a)
    expectShowing((INTERVAL / 1000) % COUNT, carouselB, b)
  })

  it("leaves a carousel it cannot enhance as it is and still enhances the others", () => {
    document.body.innerHTML = `<div id="a">${carouselHtml({ slides: slides.slice(0, 1) })}</div><div id="b">${carouselHtml()}</div>`
    const [a, b] = ["#a", "#b"].map((selector) => rootOf(document.querySelector(selector)!))
    enhanceCarousels(document)
    expect(a).not.toHaveAttribute(CAROUSEL.enhanced)
    expect(b).toHaveAttribute(CAROUSEL.enhanced, "")
  })
})
