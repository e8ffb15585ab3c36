import { pageHref, pathOf } from "../../content/links"
import { NAV_LIST_ID } from "../../content/page-ids"
import type { Site } from "../../hooks/use-site"
import { colors, fontSizes, fontWeights, lineHeights, mq, radii, shadows, sizes, space } from "../../styles/theme"
import { buttonStyles } from "../ui/buttons"
import { Container } from "../ui/Container"
import { Icon } from "../ui/Icon"
import { SmartLink } from "../ui/SmartLink"
import { VisuallyHidden } from "../ui/VisuallyHidden"
import { Logo } from "./Logo"

interface HeaderProps {
  readonly site: Pick<Site, "boardName" | "boardShortName" | "header" | "navigation">
  /** The address of the page being shown, to mark its link as current. */
  readonly currentPath: string
}

/**
 * The styles below are written for browsers without popover support first (before Chrome 114,
 * Safari 17, Firefox 125), where the menu button could not open anything: the button is hidden
 * and the links are listed in full under the bar, which stops being sticky below the xl
 * breakpoint so the list does not cover the page. Browsers with popovers get the menu from this
 * block; a browser too old to read it (no `@supports selector()`) keeps the full list.
 */
const withPopovers = "@supports selector(:popover-open)"

/**
 * The sticky top bar: name, a link to each page, Apply Now, and on narrower screens a menu
 * button. The menu is an HTML popover: the browser opens and closes it from the button, closes
 * it on Escape or a click outside, returns focus to the button, and tells assistive technology
 * whether it is expanded, all without JavaScript. Following a link loads the next page, whose
 * menu starts closed.
 */
export function Header({ site, currentPath }: HeaderProps) {
  const current = pathOf(currentPath)

  return (
    <header
      css={{
        position: "sticky",
        top: 0,
        zIndex: 10,
        background: colors.surface,
        boxShadow: shadows.header,
        [mq.belowXl]: { position: "static" },
        [withPopovers]: { [mq.belowXl]: { position: "sticky" } },
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
          flexWrap: "wrap",
          [withPopovers]: { flexWrap: "nowrap" },
        }}
      >
        <a
          href="/"
          css={{
            display: "flex",
            alignItems: "center",
            gap: space.xs,
            color: colors.navy,
            fontWeight: fontWeights.bold,
            textDecoration: "none",
            lineHeight: lineHeights.compact,
            marginRight: "auto",
          }}
        >
          <Logo />
          <span css={{ display: "none", [mq.md]: { display: "inline", maxWidth: "13em" } }}>{site.boardName}</span>
          <span css={{ [mq.md]: { display: "none" } }}>
            {site.boardShortName}
            <VisuallyHidden> {site.boardName}</VisuallyHidden>
          </span>
        </a>

        <nav
          aria-label={site.header.navLabel}
          css={{
            order: 3,
            [mq.belowXl]: { flex: "1 0 100%" },
            [mq.xl]: { order: 0 },
            [withPopovers]: { [mq.belowXl]: { flex: "0 1 auto" } },
          }}
        >
          <button
            type="button"
            popoverTarget={NAV_LIST_ID}
            css={{
              display: "none",
              alignItems: "center",
              gap: space.xs,
              minHeight: sizes.target,
              minWidth: sizes.target,
              justifyContent: "center",
              padding: `0 ${space.sm}`,
              border: `2px solid ${colors.navy}`,
              borderRadius: radii.sm,
              background: colors.surface,
              color: colors.navy,
              fontWeight: fontWeights.semibold,
              cursor: "pointer",
              '& [data-icon="close"]': { display: "none" },
              "&:has(+ :popover-open)": {
                background: colors.navy,
                color: colors.white,
                '& [data-icon="menu"]': { display: "none" },
                '& [data-icon="close"]': { display: "inline-flex" },
              },
              [withPopovers]: { display: "inline-flex", [mq.xl]: { display: "none" } },
            }}
          >
            <span data-icon="menu" css={{ display: "inline-flex" }}>
              <Icon name="menu" />
            </span>
            <span data-icon="close">
              <Icon name="close" />
            </span>
            <span css={{ display: "none", [mq.sm]: { display: "inline" } }}>{site.header.menuButtonLabel}</span>
            <span css={{ [mq.sm]: { display: "none" } }}>
              <VisuallyHidden>{site.header.menuButtonLabel}</VisuallyHidden>
            </span>
          </button>
          <ul
            id={NAV_LIST_ID}
            popover="auto"
            css={{
              listStyle: "none",
              margin: 0,
              padding: 0,
              color: colors.ink,
              [mq.belowXl]: { display: "block", padding: `0 0 ${space.xs}` },
              [withPopovers]: {
                [mq.belowXl]: {
                  // Open, the list sits in the top layer, fixed under the bar across the whole
                  // width. Its display reverts to the browser's, which hides it while closed.
                  display: "revert",
                  position: "fixed",
                  inset: `${sizes.header} 0 auto 0`,
                  width: "auto",
                  height: "auto",
                  maxHeight: `calc(100dvh - ${sizes.header})`,
                  overflowY: "auto",
                  border: 0,
                  borderTop: `1px solid ${colors.border}`,
                  background: colors.surface,
                  boxShadow: shadows.raised,
                  padding: `${space.xs} ${space.md} ${space.md}`,
                },
              },
              [mq.xl]: {
                display: "flex",
                gap: space.xxs,
                position: "static",
                inset: "auto",
                width: "auto",
                height: "auto",
                overflow: "visible",
                border: 0,
                background: "none",
              },
            }}
          >
            {site.navigation.map((item) => {
              const isCurrent = pathOf(item.path) === current
              return (
                <li key={item.path}>
                  <a
                    href={pageHref(item.path)}
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
                  </a>
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
