import type { CSSObject } from "@emotion/react"
import { fontSizes, fontWeights, space } from "./theme"

/** The small uppercase line above a heading. */
export function eyebrowStyles(color: string): CSSObject {
  return {
    color,
    fontSize: fontSizes.sm,
    fontWeight: fontWeights.bold,
    letterSpacing: "0.08em",
    textTransform: "uppercase",
    marginBottom: space.xs,
  }
}
