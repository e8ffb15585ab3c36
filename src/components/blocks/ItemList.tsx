import { graphql } from "gatsby"
import { colors, fontSizes, sizes, space } from "../../styles/theme"
import { CheckList } from "../ui/CheckList"

interface ItemListProps {
  readonly heading?: string | null
  readonly items: readonly string[]
}

/** A list with ticks, under an optional small heading. */
export function ItemList({ heading, items }: ItemListProps) {
  return (
    <div css={{ maxWidth: sizes.prose }}>
      {heading && <h3 css={{ fontSize: fontSizes.lg, color: colors.navy, marginBottom: space.sm }}>{heading}</h3>}
      <CheckList items={items} />
    </div>
  )
}

export const listBlockFields = graphql`
  fragment ListBlockFields on ListBlock {
    heading
    items
  }
`
