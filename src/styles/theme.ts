/**
 * Design tokens: the only place colours, spacing, type sizes and breakpoints are written.
 * Text colours meet WCAG 2.2 AA contrast (4.5:1) on the backgrounds they are paired with.
 */

export const colors = {
  ink: "#13213a", // body text on light backgrounds (15.6:1 on white)
  inkMuted: "#4a5870", // secondary text (7.2:1 on white)
  navy: "#0b2a4a", // brand, headers, hero backgrounds
  navyDeep: "#061a30", // footer
  teal: "#0a6b6b", // accent links and eyebrows on white (6.1:1)
  tealBright: "#7fd6cf", // accent on navy (8.9:1 on navy)
  gold: "#f0b64a", // primary call to action on navy (8.6:1 with navy text)
  goldDeep: "#d99a1e",
  white: "#ffffff",
  surface: "#ffffff",
  surfaceAlt: "#f2f5f9",
  surfaceTint: "#e7f2f1",
  border: "#d3dbe6",
  onDark: "#ffffff",
  onDarkMuted: "#c9d6e6", // secondary text on navy (9.6:1)
  focus: "#13213a",
  error: "#b3261e", // a form's problems: text and borders (6.5:1 on white)
  backdrop: "rgba(6, 26, 48, 0.6)", // behind a modal dialog: the page, dimmed
  focusOnDark: "#f0b64a",
  // The content editor's preview only: its notes, and a search result's link title.
  noticeSurface: "#fff4dc",
  searchResultTitle: "#1a0dab",
} as const

export const space = {
  xxs: "0.25rem",
  xs: "0.5rem",
  sm: "0.75rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
  xxxl: "4.5rem",
} as const

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
} as const

/** A modular type scale; the largest steps grow with the viewport between 320 px and 1280 px. */
export const fontSizes = {
  sm: "0.875rem",
  base: "1rem",
  md: "1.125rem",
  lg: "1.25rem",
  xl: "clamp(1.375rem, 1.2rem + 0.6vw, 1.625rem)",
  xxl: "clamp(1.75rem, 1.4rem + 1.2vw, 2.375rem)",
  display: "clamp(2rem, 1.4rem + 2.4vw, 3.25rem)",
} as const

export const fontWeights = { medium: 500, semibold: 600, bold: 700 } as const

/** compact: the board's name set on two lines in the top bar; tight: headings and buttons. */
export const lineHeights = { compact: 1.15, tight: 1.2, body: 1.6 } as const

export const radii = { sm: "0.375rem", md: "0.75rem", lg: "1.25rem", pill: "999px" } as const

export const shadows = {
  card: "0 1px 2px rgba(11, 42, 74, 0.06), 0 4px 16px rgba(11, 42, 74, 0.06)",
  raised: "0 8px 28px rgba(11, 42, 74, 0.14)",
  header: "0 1px 0 rgba(11, 42, 74, 0.08), 0 2px 12px rgba(11, 42, 74, 0.06)",
} as const

export const sizes = {
  content: "76rem",
  prose: "42rem",
  /** Height of the sticky top bar; anchors scroll below it (WCAG 2.4.11). */
  header: "4.5rem",
  /** Minimum size of any pointer target (WCAG 2.5.8 asks for 24 px; we give 44 px). */
  target: "2.75rem",
} as const

const breakpoints = { sm: 30, md: 48, lg: 64, xl: 80 } as const // em

/** Media queries, mobile first: styles outside a query apply to phones. */
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}em)`,
  md: `@media (min-width: ${breakpoints.md}em)`,
  lg: `@media (min-width: ${breakpoints.lg}em)`,
  xl: `@media (min-width: ${breakpoints.xl}em)`,
  /** Below the width where the full navigation fits in one row. */
  belowXl: `@media (max-width: ${breakpoints.xl - 0.01}em)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
  motionAllowed: "@media (prefers-reduced-motion: no-preference)",
} as const

/** A focus ring: an outline, parted from the element by a band of the background's colour. */
const ring = (color: string, background: string) =>
  ({ outline: `3px solid ${color}`, outlineOffset: "2px", boxShadow: `0 0 0 2px ${background}` }) as const

/** A visible focus ring that works on light and dark backgrounds alike. */
export const focusRing = ring(colors.focus, colors.white)
export const focusRingOnDark = ring(colors.focusOnDark, colors.navy)
