import type { CSSObject } from "@emotion/react"
import { colors, focusRing, fontSizes, fontWeights, radii, sizes, space } from "../../styles/theme"

/** Shared looks of form controls, so the contact form and the directory search match. */
export const fieldStack: CSSObject = { display: "grid", gap: space.xxs, alignContent: "start" }

export const labelStyles: CSSObject = { fontWeight: fontWeights.semibold, color: colors.ink }

export const hintStyles: CSSObject = { fontSize: fontSizes.sm, color: colors.inkMuted }

export const inputStyles: CSSObject = {
  width: "100%",
  minHeight: sizes.target,
  padding: `${space.xs} ${space.sm}`,
  border: `2px solid ${colors.inkMuted}`,
  borderRadius: radii.sm,
  background: colors.white,
  fontSize: fontSizes.base,
  "&:focus-visible": { ...focusRing, borderColor: colors.navy },
}

export const choiceStyles: CSSObject = {
  width: "1.5rem",
  height: "1.5rem",
  margin: 0,
  flexShrink: 0,
  accentColor: colors.navy,
}

/** Read by screen readers, not shown: a word that colour and position say to sighted visitors ("Error:"). */
export const visuallyHidden: CSSObject = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
}

/** A field's problem, in words beside it, once the form service refused it. */
export const errorMessageStyles: CSSObject = { color: colors.error, fontWeight: fontWeights.bold }

/** A field the form service refused: a thicker border in the error colour. */
export const invalidInputStyles: CSSObject = {
  "&[aria-invalid='true']": { borderColor: colors.error, borderWidth: "3px" },
}
