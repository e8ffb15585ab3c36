import { graphql } from "gatsby"
import { colors, fontWeights, radii, sizes, space } from "../../styles/theme"

/** A sentence set apart from the text around it, with a gold bar beside it. */
export function Note({ note }: { readonly note: string }) {
  return (
    <p
      css={{
        maxWidth: sizes.prose,
        padding: space.md,
        borderLeft: `4px solid ${colors.gold}`,
        borderRadius: radii.sm,
        background: colors.surfaceTint,
        fontWeight: fontWeights.medium,
      }}
    >
      {note}
    </p>
  )
}

export const noteBlockFields = graphql`
  fragment NoteBlockFields on NoteBlock {
    note
  }
`
