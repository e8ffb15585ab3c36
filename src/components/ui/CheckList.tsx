import { colors, space } from "../../styles/theme"
import { Icon } from "./Icon"

interface CheckListProps {
  readonly items: readonly string[]
  readonly tone?: "light" | "dark"
}

/** A bulleted list with check marks, for eligibility, benefits and similar lists. */
export function CheckList({ items, tone = "light" }: CheckListProps) {
  return (
    <ul css={{ listStyle: "none", padding: 0, display: "grid", gap: space.xs }}>
      {items.map((item, index) => (
        <li key={index} css={{ display: "flex", gap: space.xs, alignItems: "flex-start" }}>
          <span css={{ color: tone === "dark" ? colors.tealBright : colors.teal, paddingTop: "0.2em", flexShrink: 0 }}>
            <Icon name="check" size="1.1em" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
