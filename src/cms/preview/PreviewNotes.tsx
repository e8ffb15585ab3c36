/**
 * What the preview says besides the pages: notes on what it cannot show yet (sticky, above the
 * pages), parts of a file no visitor sees, and in place of a page it cannot draw, why.
 */
import type { ReactNode } from "react"
import type { FallbackProps } from "react-error-boundary"
import { Container } from "../../components/ui/Container"
import { colors, fontSizes, radii, space } from "../../styles/theme"

export const noteBox = {
  padding: `${space.sm} ${space.md}`,
  borderRadius: radii.sm,
  fontSize: fontSizes.sm,
} as const

export function PreviewBanner({
  notes,
  loading,
  children,
}: {
  readonly notes: readonly string[]
  readonly loading: boolean
  /** Said below the notes. */
  readonly children?: ReactNode
}) {
  if (!loading && notes.length === 0 && !children) return null
  return (
    // Sticky: the editor scrolls the preview along with the form, and a note must stay in view.
    <Container
      css={{
        position: "sticky",
        top: 0,
        zIndex: 20,
        background: colors.surface,
        paddingBlock: space.sm,
        display: "grid",
        gap: space.xs,
      }}
    >
      {loading && <p css={{ ...noteBox, background: colors.surfaceAlt }}>Loading the rest of the page…</p>}
      {notes.length > 0 && (
        // The status is around the list: on the list, its role would leave the items outside a list.
        <div role="status">
          <ul
            css={{
              ...noteBox,
              listStyle: "none",
              background: colors.noticeSurface,
              border: `1px solid ${colors.goldDeep}`,
              display: "grid",
              gap: space.xxs,
            }}
          >
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
      {children}
    </Container>
  )
}

/** Where the preview says what it cannot show: parts of the file no visitor sees on a page. */
export function UnseenParts({ text }: { readonly text: string | undefined }) {
  if (!text) return null
  return (
    <Container css={{ paddingBlock: space.sm }}>
      <p css={{ ...noteBox, background: colors.surfaceAlt }}>{text}</p>
    </Container>
  )
}

/** What the preview shows where a page could not be drawn: the site's own words on why. */
export function cannotDraw(path: string) {
  function CannotDraw({ error }: FallbackProps) {
    const message = error instanceof Error ? error.message : String(error)
    return (
      <Container css={{ paddingBlock: space.sm }}>
        <p role="status" css={{ ...noteBox, background: colors.noticeSurface, border: `1px solid ${colors.goldDeep}` }}>
          {`The page at ${path} cannot be drawn with this change, and publishing it would stop the build: ${message}`}
        </p>
      </Container>
    )
  }
  return CannotDraw
}
