import type { CSSObject } from "@emotion/react"
import { space } from "./theme"

/**
 * A list laid out as a grid of cards that fills the width with as many columns as fit,
 * each at least `minWidth` wide (one column on narrow phones).
 */
export function cardGrid(minWidth: string, gap: string = space.lg): CSSObject {
  return {
    listStyle: "none",
    padding: 0,
    display: "grid",
    gap,
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minWidth}), 1fr))`,
  }
}
