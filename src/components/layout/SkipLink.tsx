import { MAIN_CONTENT_ID } from "../../content/page-ids"
import { colors, focusRing, fontWeights, radii, space } from "../../styles/theme"
import { visuallyHidden } from "../ui/VisuallyHidden"

/** The first stop for keyboard users: jumps past the top bar to the page's content. Visible once focused. */
export function SkipLink({ label }: { readonly label: string }) {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      css={{
        ...visuallyHidden,
        "&:focus": {
          position: "fixed",
          top: space.xs,
          left: space.xs,
          zIndex: 100,
          width: "auto",
          height: "auto",
          margin: 0,
          clip: "auto",
          overflow: "visible",
          padding: `${space.sm} ${space.md}`,
          background: colors.surface,
          color: colors.navy,
          fontWeight: fontWeights.bold,
          borderRadius: radii.sm,
          ...focusRing,
        },
      }}
    >
      {label}
    </a>
  )
}
