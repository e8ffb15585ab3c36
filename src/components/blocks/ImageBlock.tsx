import { graphql } from "gatsby"
import { colors, fontSizes, radii, sizes, space } from "../../styles/theme"
import { Picture } from "../ui/Picture"

/** How wide a page's picture block is drawn: the text's width, or the screen's. */
const BLOCK_PICTURE_SIZES = `min(${sizes.prose}, calc(100vw - 2rem))`

/** A picture as wide as the text, with its caption under it: a figure. */
export function ImageBlock({ block }: { readonly block: Queries.ImageBlockFieldsFragment }) {
  return (
    <figure css={{ margin: 0, maxWidth: sizes.prose, display: "grid", gap: space.xs }}>
      <Picture
        image={block.image}
        sizes={BLOCK_PICTURE_SIZES}
        css={{ img: { width: "100%", height: "auto", borderRadius: radii.md } }}
      />
      {block.caption && (
        <figcaption css={{ fontSize: fontSizes.sm, color: colors.inkMuted }}>{block.caption}</figcaption>
      )}
    </figure>
  )
}

export const imageBlockFields = graphql`
  fragment ImageBlockFields on ImageBlock {
    caption
    image {
      ...PictureFields
    }
  }
`
