import type { ReactNode } from "react"

/** Styles that hide content visually but keep it for screen readers. */
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const

/** Text for screen readers only, such as "(opens in a new tab)" after a link. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span css={visuallyHidden}>{children}</span>
}
