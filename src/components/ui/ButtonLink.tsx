import { graphql } from "gatsby"
import { linkKind } from "../../content/links"
import { space } from "../../styles/theme"
import { buttonStyles, type ButtonTone, type ButtonVariant } from "./buttons"
import { Icon } from "./Icon"
import { SmartLink } from "./SmartLink"

interface ButtonLinkProps {
  readonly action: Queries.ActionFieldsFragment
  readonly variant?: ButtonVariant
  readonly tone?: ButtonTone
}

/** A link that looks like a button; links to other sites carry an outward arrow. */
export function ButtonLink({ action, variant = "primary", tone = "light" }: ButtonLinkProps) {
  const external = linkKind(action.href) === "external"
  return (
    <SmartLink href={action.href} css={buttonStyles(variant, tone)}>
      {action.label}
      <Icon name={external ? "external" : "arrowRight"} size="1.1em" />
    </SmartLink>
  )
}

interface ActionRowProps {
  readonly actions: readonly Queries.ActionFieldsFragment[]
  readonly tone?: ButtonTone
}

/** A row of buttons: the first is the main action, the others secondary. */
export function ActionRow({ actions, tone = "light" }: ActionRowProps) {
  return (
    <ul css={{ listStyle: "none", padding: 0, display: "flex", flexWrap: "wrap", gap: space.sm }}>
      {actions.map((action, index) => (
        <li key={action.label}>
          <ButtonLink action={action} tone={tone} variant={index === 0 ? "primary" : "secondary"} />
        </li>
      ))}
    </ul>
  )
}

/** A button or link as content gives it; every query that draws one spreads this. */
export const actionFields = graphql`
  fragment ActionFields on Action {
    label
    href
  }
`
