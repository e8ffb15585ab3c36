import { linkKind } from "../../content/links"
import { space } from "../../styles/theme"
import { buttonStyles, type ButtonTone, type ButtonVariant } from "./buttons"
import { Icon } from "./Icon"
import { SmartLink } from "./SmartLink"

export interface Action {
  readonly label: string
  readonly href: string
}

interface ButtonLinkProps {
  readonly action: Action
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
  readonly actions: readonly Action[]
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
