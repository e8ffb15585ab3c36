import { graphql } from "gatsby"
import { colors, fontSizes, fontWeights, radii, space } from "../../styles/theme"
import { cardGrid } from "../../styles/layout"

/** The exam's content domains, numbered in blueprint order. */
export function DomainList({ domains }: { readonly domains: readonly Queries.DomainListFieldsFragment[] }) {
  return (
    <ol
      css={{
        ...cardGrid("20rem", space.md),
        counterReset: "domain",
      }}
    >
      {domains.map((domain) => (
        <li
          key={domain.title}
          css={{
            counterIncrement: "domain",
            display: "grid",
            gridTemplateColumns: "auto 1fr",
            gap: `${space.xxs} ${space.md}`,
            padding: space.md,
            borderRadius: radii.md,
            background: colors.surface,
            border: `1px solid ${colors.border}`,
            "&::before": {
              content: "counter(domain, decimal-leading-zero)",
              gridRow: "span 2",
              fontSize: fontSizes.xl,
              fontWeight: fontWeights.bold,
              color: colors.teal,
            },
          }}
        >
          <span css={{ fontWeight: fontWeights.bold, color: colors.navy }}>{domain.title}</span>
          <span css={{ color: colors.inkMuted, fontSize: fontSizes.sm }}>{domain.description}</span>
        </li>
      ))}
    </ol>
  )
}

export const domainListFields = graphql`
  fragment DomainListFields on DomainsYaml {
    title
    description
  }
`
