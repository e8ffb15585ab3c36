import type { CSSObject } from "@emotion/react"
import { colors, focusRingOnDark, fontSizes, fontWeights, lineHeights, radii, sizes, space } from "../../styles/theme"

export type ButtonVariant = "primary" | "secondary"
/** The background the button sits on: light sections or the navy hero and footer. */
export type ButtonTone = "light" | "dark"

const base: CSSObject = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: space.xs,
  minHeight: sizes.target,
  padding: `${space.xs} ${space.lg}`,
  borderRadius: radii.pill,
  border: "2px solid transparent",
  fontSize: fontSizes.base,
  fontWeight: fontWeights.semibold,
  lineHeight: lineHeights.tight,
  textDecoration: "none",
  textAlign: "center",
  cursor: "pointer",
  transition: "background-color 150ms ease, color 150ms ease, border-color 150ms ease",
}

const looks: Record<ButtonTone, Record<ButtonVariant, CSSObject>> = {
  light: {
    primary: {
      background: colors.navy,
      color: colors.white,
      "&:hover": { background: colors.teal, color: colors.white },
    },
    secondary: {
      background: colors.white,
      color: colors.navy,
      borderColor: colors.navy,
      "&:hover": { background: colors.surfaceTint, color: colors.navy },
    },
  },
  dark: {
    primary: {
      background: colors.gold,
      color: colors.navy,
      "&:hover": { background: colors.white, color: colors.navy },
      "&:focus-visible": focusRingOnDark,
    },
    secondary: {
      background: "transparent",
      color: colors.white,
      borderColor: colors.white,
      "&:hover": { background: colors.white, color: colors.navy },
      "&:focus-visible": focusRingOnDark,
    },
  },
}

export function buttonStyles(variant: ButtonVariant, tone: ButtonTone = "light"): CSSObject {
  return { ...base, ...looks[tone][variant] }
}
