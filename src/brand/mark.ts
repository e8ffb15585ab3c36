/**
 * The board's mark, drawn once: a pulse line across a rounded navy tile with a gold dot.
 * The header and footer draw it with React (components/layout/Logo.tsx); the favicon, app
 * icons and share image are rendered from markSvg() by scripts/brand-images.ts.
 */
import { colors } from "../styles/theme"

/** The mark's coordinate system: a 40 x 40 square. */
export const MARK_SIZE = 40

export const mark = {
  tileRadius: 10,
  pulse: "M5 21h8l3-8 6 16 4-11 2 3h7",
  pulseWidth: 2.75,
  dot: { cx: 33, cy: 10, r: 3.5 },
} as const

interface MarkSvgOptions {
  /** Rendered width and height in pixels; omitted for a scalable file such as favicon.svg. */
  readonly size?: number
  /**
   * Draw the tile edge to edge, without rounded corners, with the pulse scaled into the middle
   * (the "safe zone" of maskable and Apple touch icons, which the platform crops to its own shape).
   */
  readonly fullBleed?: boolean
}

/** The mark as a standalone SVG document. */
export function markSvg({ size, fullBleed = false }: MarkSvgOptions = {}): string {
  const dimensions = size === undefined ? "" : ` width="${size}" height="${size}"`
  const corners = fullBleed ? "" : ` rx="${mark.tileRadius}"`
  // A maskable icon may be cut to a circle of 80% of its width: keep the drawing inside it.
  const scale = fullBleed ? 0.7 : 1
  const offset = (MARK_SIZE * (1 - scale)) / 2
  const transform = fullBleed ? ` transform="translate(${offset} ${offset}) scale(${scale})"` : ""
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK_SIZE} ${MARK_SIZE}"${dimensions}>` +
    `<rect width="${MARK_SIZE}" height="${MARK_SIZE}"${corners} fill="${colors.navy}"/>` +
    `<g${transform}>` +
    `<path d="${mark.pulse}" fill="none" stroke="${colors.white}" stroke-width="${mark.pulseWidth}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="${mark.dot.cx}" cy="${mark.dot.cy}" r="${mark.dot.r}" fill="${colors.gold}"/>` +
    `</g></svg>`
  )
}
