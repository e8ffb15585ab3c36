import { graphql } from "gatsby"
import { colors, fontSizes, fontWeights, radii, sizes, space } from "../../styles/theme"
import { Icon } from "../ui/Icon"

/**
 * Questions as native disclosure widgets (details/summary): keyboard and screen reader
 * support come from the browser, and answers open without JavaScript too.
 */
export function FaqList({ faqs }: { readonly faqs: readonly Queries.QuestionFieldsFragment[] }) {
  return (
    <div css={{ display: "grid", gap: space.sm, maxWidth: sizes.prose }}>
      {faqs.map((faq) => (
        <details
          key={faq.question}
          css={{
            border: `1px solid ${colors.border}`,
            borderRadius: radii.md,
            background: colors.surface,
            "&[open] summary svg": { transform: "rotate(90deg)" },
          }}
        >
          <summary
            css={{
              display: "flex",
              alignItems: "center",
              gap: space.sm,
              minHeight: sizes.target,
              padding: `${space.sm} ${space.md}`,
              cursor: "pointer",
              fontWeight: fontWeights.semibold,
              fontSize: fontSizes.md,
              color: colors.navy,
              listStyle: "none",
              "&::-webkit-details-marker": { display: "none" },
              svg: { transition: "transform 150ms ease" },
            }}
          >
            <Icon name="chevronRight" />
            {faq.question}
          </summary>
          <p css={{ padding: `0 ${space.md} ${space.md} calc(${space.md} + 1.25em + ${space.sm})` }}>{faq.answer}</p>
        </details>
      ))}
    </div>
  )
}

/** The questions of faq.yaml, which the Community page lists (and describes to search engines). */
export const faqListFields = graphql`
  fragment FaqListFields on FaqYaml {
    question
    answer
  }
`

/** A general page's questions block. */
export const questionFields = graphql`
  fragment QuestionFields on Question {
    question
    answer
  }
`
