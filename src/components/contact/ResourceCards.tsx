import { colors } from "../../styles/theme"
import { cardGrid } from "../../styles/layout"
import { ButtonLink } from "../ui/ButtonLink"
import { Card } from "../ui/Card"
import type { IconName } from "../ui/Icon"
import { Section, type SectionIntro } from "../ui/Section"

export interface ResourcesCopy extends SectionIntro {
  readonly cards: readonly {
    readonly title: string
    readonly body: string
    readonly href: string
    readonly linkLabel: string
  }[]
}

const icons: readonly IconName[] = ["document", "users", "badge"]

/** Contact: places to find answers without writing to us. */
export function ResourceCards({ copy }: { readonly copy: ResourcesCopy }) {
  return (
    <Section intro={copy}>
      <ul css={cardGrid("16rem")}>
        {copy.cards.map((card, index) => (
          <li key={card.title} css={{ display: "grid" }}>
            <Card title={card.title} icon={icons[index % icons.length]}>
              <p css={{ color: colors.inkMuted, flexGrow: 1 }}>{card.body}</p>
              <div>
                <ButtonLink action={{ label: card.linkLabel, href: card.href }} variant="secondary" />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}
