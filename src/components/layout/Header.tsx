import { Link } from "gatsby"
import { pathOf } from "../../content/links"
import type { Site } from "../../hooks/use-site"
import { colors, fontSizes, fontWeights, mq, radii, shadows, sizes, space } from "../../styles/theme"
import { buttonStyles } from "../ui/buttons"
import { Container } from "../ui/Container"
import { Icon } from "../ui/Icon"
import { SmartLink } from "../ui/SmartLink"
import { VisuallyHidden } from "../ui/VisuallyHidden"
import { Logo } from "./Logo"
import { useMenu } from "./use-menu"

interface HeaderProps {
  readonly site: Pick<Site, "boardName" | "boardShortName" | "header" | "navigation">
  /** The address of the page being shown, to mark its link as current. */
  readonly currentPath: string
}

export const NAV_LIST_ID = "site-nav-list"

/** The sticky top bar: name, the eight page links, Apply Now, and the menu button on narrower screens. */
export function Header({ site, currentPath }: HeaderProps) {
  const { open, toggle, close, buttonRef } = useMenu()
  const current = pathOf(currentPath)

  return (
    <header
      css={{
        position: "sticky",
        top: 0,
        zIndex: 10,
        background: colors.surface,
        boxShadow: shadows.header,
      }}
    >
      <Container
        css={{
          display: "flex",
          alignItems: "center",
          gap: space.xs,
          minHeight: sizes.header,
          position: "relative",
          [mq.sm]: { gap: space.sm },
        }}
      >
        <Link
          to="/"
          css={{
            display: "flex",
            alignItems: "center",
            gap: space.xs,
            color: colors.navy,
            fontWeight: fontWeights.bold,
            textDecoration: "none",
            lineHeight: 1.15,
            marginRight: "auto",
          }}
        >
          <Logo />
          <span css={{ display: "none", [mq.md]: { display: "inline", maxWidth: "13em" } }}>{site.boardName}</span>
          <span css={{ [mq.md]: { display: "none" } }}>
            {site.boardShortName}
            <VisuallyHidden> {site.boardName}</VisuallyHidden>
          </span>
        </Link>

        <nav aria-label={site.header.navLabel} css={{ order: 3, [mq.xl]: { order: 0 } }}>
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={NAV_LIST_ID}
            onClick={toggle}
            data-menu-button=""
            css={{
              display: "inline-flex",
              alignItems: "center",
              gap: space.xs,
              minHeight: sizes.target,
              minWidth: sizes.target,
              justifyContent: "center",
              padding: `0 ${space.sm}`,
              border: `2px solid ${colors.navy}`,
              borderRadius: radii.sm,
              background: open ? colors.navy : colors.surface,
              color: open ? colors.white : colors.navy,
              fontWeight: fontWeights.semibold,
              cursor: "pointer",
              [mq.xl]: { display: "none" },
            }}
          >
            <Icon name={open ? "close" : "menu"} />
            <span css={{ display: "none", [mq.sm]: { display: "inline" } }}>{site.header.menuButtonLabel}</span>
            <span css={{ [mq.sm]: { display: "none" } }}>
              <VisuallyHidden>{site.header.menuButtonLabel}</VisuallyHidden>
            </span>
          </button>
          <ul
            id={NAV_LIST_ID}
            data-open={open}
            onClick={(event) => {
              if ((event.target as HTMLElement).closest("a")) close()
            }}
            css={{
              listStyle: "none",
              margin: 0,
              padding: 0,
              [mq.belowXl]: {
                display: "none",
                '&[data-open="true"]': { display: "block" },
                position: "absolute",
                top: "100%",
                left: 0,
                right: 0,
                background: colors.surface,
                boxShadow: shadows.raised,
                padding: `${space.xs} ${space.md} ${space.md}`,
                borderTop: `1px solid ${colors.border}`,
                maxHeight: `calc(100vh - ${sizes.header})`,
                overflowY: "auto",
              },
              [mq.xl]: { display: "flex", gap: space.xxs },
            }}
          >
            {site.navigation.map((item) => {
              const isCurrent = item.path === current
              return (
                <li key={item.path}>
                  <Link
                    to={item.path}
                    aria-current={isCurrent ? "page" : undefined}
                    css={{
                      display: "flex",
                      alignItems: "center",
                      minHeight: sizes.target,
                      padding: `0 ${space.xs}`,
                      borderRadius: radii.sm,
                      color: colors.ink,
                      fontSize: fontSizes.base,
                      fontWeight: fontWeights.medium,
                      textDecoration: "none",
                      "&:hover": { color: colors.teal, textDecoration: "underline" },
                      '&[aria-current="page"]': {
                        color: colors.navy,
                        fontWeight: fontWeights.bold,
                        background: colors.surfaceTint,
                        boxShadow: `inset 0 -3px 0 ${colors.teal}`,
                      },
                      [mq.belowXl]: { fontSize: fontSizes.md, borderBottom: `1px solid ${colors.border}` },
                    }}
                  >
                    {item.name}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>

        <SmartLink
          href={site.header.applyHref}
          css={{
            ...buttonStyles("primary"),
            whiteSpace: "nowrap",
            fontSize: fontSizes.sm,
            paddingInline: space.md,
            [mq.sm]: { fontSize: fontSizes.base, paddingInline: space.lg },
          }}
        >
          {site.header.applyLabel}
        </SmartLink>
      </Container>
    </header>
  )
}
