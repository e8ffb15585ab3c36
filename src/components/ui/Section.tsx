import type { ReactNode } from "react"
import { colors, fontSizes, mq, sizes, space } from "../../styles/theme"
import { eyebrowStyles } from "../../styles/text"
import { Container } from "./Container"

export interface SectionIntro {
  readonly id: string
  readonly eyebrow?: string | null
  readonly heading: string
  readonly lead?: string | null
}

interface SectionProps {
  readonly intro: SectionIntro
  readonly tone?: "plain" | "alt"
  readonly children: ReactNode
}

/**
 * A page section: a landmark named by its heading (so screen reader users can jump to it),
 * with an id for #fragment links from anywhere on the site.
 */
export function Section({ intro, tone = "plain", children }: SectionProps) {
  const headingId = `${intro.id}-heading`
  return (
    <section
      id={intro.id}
      aria-labelledby={headingId}
      css={{
        background: tone === "alt" ? colors.surfaceAlt : colors.surface,
        paddingBlock: space.xxl,
        [mq.md]: { paddingBlock: space.xxxl },
      }}
    >
      <Container>
        <header css={{ maxWidth: sizes.prose, marginBottom: space.xl }}>
          {intro.eyebrow && (
            <p css={eyebrowStyles(colors.teal)}>
              {intro.eyebrow}
            </p>
          )}
          <h2 id={headingId} css={{ fontSize: fontSizes.xxl, color: colors.navy }}>
            {intro.heading}
          </h2>
          {intro.lead && (
            <p css={{ marginTop: space.sm, fontSize: fontSizes.md, color: colors.inkMuted }}>{intro.lead}</p>
          )}
        </header>
        {children}
      </Container>
    </section>
  )
}
