/**
 * The carousel's behaviour, added to its server-rendered markup (see markup.ts): the first slide
 * shows and every slide's content is in the page without this module; with it, the slides rotate
 * every interval and the controls appear. Follows the WAI-ARIA carousel pattern and WCAG 2.2.2:
 *
 * - rotation every `data-interval-ms`, wrapping from the last slide to the first; previous and
 *   next wrap both ways; each dot shows its slide and the current dot has aria-current;
 * - each slide gets a full interval, also after a manual change;
 * - rotation stops while the pointer is over the carousel or focus is inside it, while the
 *   visitor has paused it, and from the start for visitors who prefer reduced motion;
 * - slide changes are announced (aria-live="polite") whenever the carousel is not rotating.
 *
 * Plain DOM and no dependencies: it is bundled on its own (src/widgets/bundle.ts) for the Home
 * page, the only page that loads any script.
 */
import { CAROUSEL, having } from "./markup"

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)"

export interface Carousel {
  /** The slide showing, from 0. */
  readonly index: number
  /** Whether the visitor (or a reduced-motion preference) lets it rotate. */
  readonly playing: boolean
  /** Whether a timer is running to show the next slide. */
  readonly rotating: boolean
}

interface State {
  index: number
  playing: boolean
  hovered: boolean
  focused: boolean
}

interface Parts {
  readonly slides: readonly HTMLElement[]
  readonly dots: readonly HTMLElement[]
  readonly live: HTMLElement
  readonly toggle: HTMLElement
  readonly toggleLabel: HTMLElement
  readonly previous: HTMLElement
  readonly next: HTMLElement
  readonly intervalMs: number
}

/** The elements the behaviour needs, or null when one is missing or there is nothing to rotate. */
function partsOf(root: HTMLElement): Parts | null {
  const one = (attribute: string) => root.querySelector<HTMLElement>(having(attribute))
  const all = (attribute: string) => [...root.querySelectorAll<HTMLElement>(having(attribute))]
  const slides = all(CAROUSEL.slide)
  const dots = all(CAROUSEL.dot)
  const live = one(CAROUSEL.slides)
  const toggle = one(CAROUSEL.toggle)
  const toggleLabel = toggle?.querySelector<HTMLElement>(having(CAROUSEL.toggleLabel))
  const previous = one(CAROUSEL.previous)
  const next = one(CAROUSEL.next)
  const intervalMs = Number(root.getAttribute(CAROUSEL.intervalMs))
  if (!live || !toggle || !toggleLabel || !previous || !next) return null
  if (slides.length < 2 || dots.length !== slides.length || !(intervalMs > 0)) return null
  return { slides, dots, live, toggle, toggleLabel, previous, next, intervalMs }
}

const enhanced = new WeakMap<HTMLElement, Carousel>()

/**
 * Enhances one carousel. Returns null, leaving the markup as it is (controls hidden), when the
 * markup lacks a part the behaviour needs or has fewer than two slides, or another copy of this
 * module enhanced it; returns the carousel it already made when called again for the same root.
 */
export function enhanceCarousel(root: HTMLElement, view: Window = window): Carousel | null {
  const existing = enhanced.get(root)
  if (existing) return existing
  // Enhanced by another copy of this module (under `gatsby develop`, the page's own inline
  // module and gatsby-browser.tsx can both run): a second set of listeners would double every step.
  if (root.hasAttribute(CAROUSEL.enhanced)) return null
  const parts = partsOf(root)
  if (!parts) return null
  const { slides, dots, live, toggle, toggleLabel, previous, next, intervalMs } = parts
  const count = slides.length

  const reducedMotion = typeof view.matchMedia === "function" ? view.matchMedia(REDUCED_MOTION) : null
  const state: State = { index: 0, playing: !reducedMotion?.matches, hovered: false, focused: false }
  const isRotating = () => state.playing && !state.hovered && !state.focused
  let timer: number | undefined

  function restartTimer() {
    view.clearTimeout(timer)
    timer = isRotating() ? view.setTimeout(() => update({ index: (state.index + 1) % count }), intervalMs) : undefined
  }

  function render() {
    slides.forEach((slide, index) => slide.setAttribute("aria-hidden", String(index !== state.index)))
    dots.forEach((dot, index) => {
      if (index === state.index) dot.setAttribute("aria-current", "true")
      else dot.removeAttribute("aria-current")
    })
    live.setAttribute("aria-live", isRotating() ? "off" : "polite")
    root.setAttribute(CAROUSEL.playing, String(state.playing))
    toggleLabel.textContent = toggle.getAttribute(state.playing ? CAROUSEL.pauseLabel : CAROUSEL.playLabel)
  }

  function update(changes: Partial<State>) {
    const before = { index: state.index, rotating: isRotating() }
    Object.assign(state, changes)
    render()
    // A new slide, or rotation starting or stopping, starts a full interval (or none).
    if (state.index !== before.index || isRotating() !== before.rotating) restartTimer()
  }

  toggle.addEventListener("click", () => update({ playing: !state.playing }))
  previous.addEventListener("click", () => update({ index: (state.index - 1 + count) % count }))
  next.addEventListener("click", () => update({ index: (state.index + 1) % count }))
  dots.forEach((dot, index) => dot.addEventListener("click", () => update({ index })))
  root.addEventListener("mouseenter", () => update({ hovered: true }))
  root.addEventListener("mouseleave", () => update({ hovered: false }))
  root.addEventListener("focusin", () => update({ focused: true }))
  root.addEventListener("focusout", (event) => {
    // Moving focus between the carousel's own controls keeps it paused.
    if (!root.contains(event.relatedTarget as Node | null)) update({ focused: false })
  })
  const onMotionPreference = (event: MediaQueryListEvent) => {
    if (event.matches) update({ playing: false })
  }
  // MediaQueryList is an event target from Safari 14; the module runs from Safari 11.
  if (typeof reducedMotion?.addEventListener === "function")
    reducedMotion.addEventListener("change", onMotionPreference)
  else reducedMotion?.addListener(onMotionPreference)

  render()
  restartTimer()
  root.setAttribute(CAROUSEL.enhanced, "")

  const carousel: Carousel = {
    get index() {
      return state.index
    },
    get playing() {
      return state.playing
    },
    get rotating() {
      return timer !== undefined
    },
  }
  enhanced.set(root, carousel)
  return carousel
}

/** Enhances every carousel in the document (each once, however often it is called). */
export function enhanceCarousels(document: Document): void {
  for (const root of document.querySelectorAll<HTMLElement>(having(CAROUSEL.root))) {
    enhanceCarousel(root, document.defaultView ?? window)
  }
}
