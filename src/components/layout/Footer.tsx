import { telHref, unbreakablePhone } from "../../content/links"
import type { Site } from "../../hooks/use-site"
import { colors, focusRingOnDark, fontSizes, fontWeights, mq, space } from "../../styles/theme"
import { Container } from "../ui/Container"
import { Icon } from "../ui/Icon"
import { SmartLink } from "../ui/SmartLink"
import { Logo } from "./Logo"

interface FooterProps {
  readonly site: Pick<Site, "boardName" | "tagline" | "contact" | "footer">
}

const headingStyles = {
  fontSize: fontSizes.base,
  color: colors.white,
  fontWeight: fontWeights.bold,
  marginBottom: space.sm,
} as const

const linkStyles = {
  color: colors.onDarkMuted,
  textDecoration: "none",
  display: "inline-flex",
  alignItems: "center",
  gap: space.xs,
  minHeight: "1.75rem",
  "&:hover": { color: colors.white, textDecoration: "underline" },
  "&:focus-visible": focusRingOnDark,
} as const

/** The footer's link lists, each as the site query gives it (ActionFields). */
type Links = readonly Queries.ActionFieldsFragment[]

/** A list of footer links, as a column or in a row. */
function LinkList({ links, row = false }: { readonly links: Links; readonly row?: boolean }) {
  const layout = row ? { display: "flex", flexWrap: "wrap", gap: `0 ${space.lg}` } : { display: "grid", gap: space.xxs }
  return (
    <ul css={{ listStyle: "none", padding: 0, ...layout }}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <SmartLink href={link.href} css={linkStyles}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}

function LinkColumn({ heading, links }: { readonly heading: string; readonly links: Links }) {
  return (
    <div>
      <h2 css={headingStyles}>{heading}</h2>
      <LinkList links={links} />
    </div>
  )
}

/** The footer on every page: contact details (the same values as the Contact page), link columns and the copyright. */
export function Footer({ site }: FooterProps) {
  const { contact, footer } = site
  return (
    <footer css={{ background: colors.navyDeep, color: colors.onDarkMuted, fontSize: fontSizes.sm }}>
      <Container
        css={{
          display: "grid",
          gap: space.xl,
          paddingBlock: space.xxl,
          [mq.md]: { gridTemplateColumns: "repeat(2, 1fr)" },
          [mq.lg]: { gridTemplateColumns: "1.6fr 1fr 1fr 1fr" },
        }}
      >
        <div css={{ display: "grid", gap: space.md, alignContent: "start" }}>
          <p
            css={{
              display: "flex",
              alignItems: "center",
              gap: space.xs,
              color: colors.white,
              fontWeight: fontWeights.bold,
              fontSize: fontSizes.md,
            }}
          >
            <Logo size="2rem" />
            {site.boardName}
          </p>
          <p>{footer.about}</p>
          <div>
            <h2 css={headingStyles}>{footer.contactHeading}</h2>
            <address css={{ fontStyle: "normal", display: "grid", gap: space.xs }}>
              <span css={{ display: "flex", gap: space.xs }}>
                <Icon name="pin" />
                <span>
                  {contact.addressLines.map((line) => (
                    <span key={line} css={{ display: "block" }}>
                      {line}
                    </span>
                  ))}
                </span>
              </span>
              <a href={telHref(contact.phone)} css={linkStyles}>
                <Icon name="phone" />
                {unbreakablePhone(contact.phone)}
              </a>
              <a href={`mailto:${contact.email}`} css={linkStyles}>
                <Icon name="mail" />
                {contact.email}
              </a>
            </address>
          </div>
        </div>
        <LinkColumn heading={footer.quickLinksHeading} links={footer.quickLinks} />
        <LinkColumn heading={footer.communityHeading} links={footer.communityLinks} />
        <LinkColumn heading={footer.resourcesHeading} links={footer.resourceLinks} />
      </Container>
      <div css={{ borderTop: "1px solid rgba(255, 255, 255, 0.15)" }}>
        <Container
          css={{
            display: "flex",
            flexWrap: "wrap",
            gap: `${space.xs} ${space.lg}`,
            justifyContent: "space-between",
            paddingBlock: space.lg,
          }}
        >
          <p>{footer.copyright}</p>
          <p>{footer.parentNote}</p>
          <LinkList links={footer.legalLinks} row />
          <p css={{ color: colors.tealBright, fontWeight: fontWeights.bold }}>{site.tagline}</p>
        </Container>
      </div>
    </footer>
  )
}
