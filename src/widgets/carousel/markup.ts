/**
 * The carousel's markup contract: the data attributes HeroCarousel renders and the enhancement
 * module (carousel.ts) looks for, written once for both.
 */
export const CAROUSEL = {
  /** The carousel's region; carries the rotation interval and, once enhanced, its state. */
  root: "data-carousel",
  /** Milliseconds between slides, on the root. */
  intervalMs: "data-interval-ms",
  /** Set on the root by the module once it runs: the controls show from then on. */
  enhanced: "data-enhanced",
  /** "true" or "false" on the root while enhanced: whether the slides rotate on their own. */
  playing: "data-playing",
  /** The element whose aria-live says whether slide changes are announced. */
  slides: "data-carousel-slides",
  slide: "data-carousel-slide",
  controls: "data-carousel-controls",
  /** The pause and play button; its two labels are attributes of it. */
  toggle: "data-carousel-toggle",
  pauseLabel: "data-pause-label",
  playLabel: "data-play-label",
  /** The button's visually hidden label, which the module rewrites. */
  toggleLabel: "data-carousel-toggle-label",
  previous: "data-carousel-previous",
  next: "data-carousel-next",
  dot: "data-carousel-dot",
} as const

/** A CSS selector for elements carrying the attribute. */
export const having = (attribute: string): string => `[${attribute}]`
