import type { ReactNode } from "react"
import { headingIdOf } from "../../content/page-ids"
import { colors, fontSizes, mq, sizes, space } from "../../styles/theme"
import { eyebrowStyles } from "../../styles/text"
import { Container } from "./Container"

/**
 * What a section's heading block needs. Written here rather than generated from a fragment: the
 * sections that have one are each their own GraphQL type (sectionIntro's fields are spread into
 * each, in schema-kit.ts), so there is no one type a fragment could be on. Each section's own
 * fragment asks for these fields, and its generated type fits this one.
 */
export interface SectionIntro {
  readonly id: string
  readonly eyebrow?: string | null
  readonly heading: string
  readonly lead?: string | null
}

export type SectionTone = "plain" | "alt"

interface SectionProps {
  readonly intro: SectionIntro
  readonly tone?: SectionTone
  /** "band" spans the page with its own background; "panel" sits in a SectionRow beside another. */
  readonly layout?: "band" | "panel"
  readonly children: ReactNode
}

/** A full-width band holding sections side by side on wide screens (short sections read better paired). */
export function SectionRow({ tone = "plain", children }: Pick<SectionProps, "tone" | "children">) {
  return (
    <div css={bandStyles(tone)}>
      <Container css={{ display: "grid", gap: space.xxl, [mq.lg]: { gridTemplateColumns: "1fr 1fr" } }}>
        {children}
      </Container>
    </div>
  )
}

function bandStyles(tone: SectionTone) {
  return {
    background: tone === "alt" ? colors.surfaceAlt : colors.surface,
    paddingBlock: space.xxl,
    [mq.md]: { paddingBlock: space.xxxl },
  }
}

/**
 * A page section: a landmark named by its heading (so screen reader users can jump to it),
 * with an id for #fragment links from anywhere on the site.
 */
export function Section({ intro, tone = "plain", layout = "band", children }: SectionProps) {
  const headingId = headingIdOf(intro.id)
  const content = (
    <>
      <header css={{ maxWidth: sizes.prose, marginBottom: space.xl }}>
        {intro.eyebrow && <p css={eyebrowStyles(colors.teal)}>{intro.eyebrow}</p>}
        <h2 id={headingId} css={{ fontSize: fontSizes.xxl, color: colors.navy }}>
          {intro.heading}
        </h2>
        {intro.lead && (
          <p css={{ marginTop: space.sm, fontSize: fontSizes.md, color: colors.inkMuted }}>{intro.lead}</p>
        )}
      </header>
      {children}
    </>
  )
  if (layout === "panel") {
    return (
      <section id={intro.id} aria-labelledby={headingId}>
        {content}
      </section>
    )
  }
  return (
    <section id={intro.id} aria-labelledby={headingId} css={bandStyles(tone)}>
      <Container>{content}</Container>
    </section>
  )
}
