import { mq, space } from "../../styles/theme"
import { ActionRow } from "../ui/ButtonLink"

/** A row of buttons closing a section, a little apart from the text above it on wider screens. */
export function Buttons({ actions }: { readonly actions: readonly Queries.ActionFieldsFragment[] }) {
  return (
    <div css={{ [mq.md]: { marginTop: space.xs } }}>
      <ActionRow actions={actions} />
    </div>
  )
}
