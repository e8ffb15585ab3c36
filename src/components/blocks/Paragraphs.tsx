import { graphql } from "gatsby"
import { fontSizes, sizes, space } from "../../styles/theme"

/** Paragraphs of running text, at a readable line length. */
export function Paragraphs({ paragraphs }: { readonly paragraphs: readonly string[] }) {
  return (
    <div css={{ display: "grid", gap: space.md, maxWidth: sizes.prose, fontSize: fontSizes.md }}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
}

export const paragraphsBlockFields = graphql`
  fragment ParagraphsBlockFields on ParagraphsBlock {
    paragraphs
  }
`
