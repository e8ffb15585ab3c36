import { colors, focusRingOnDark, fontSizes, fontWeights, mq, radii, sizes, space } from "../../styles/theme"
import { eyebrowStyles } from "../../styles/text"
import { ActionRow, type Action } from "../ui/ButtonLink"
import { CheckList } from "../ui/CheckList"
import { Container } from "../ui/Container"
import { Icon, type IconName } from "../ui/Icon"
import { VisuallyHidden } from "../ui/VisuallyHidden"
import { CredentialBadge } from "./CredentialBadge"
import { useCarousel } from "./use-carousel"

export interface Slide {
  readonly title: string
  readonly subtitle: string
  readonly description: string
  readonly bullets?: readonly string[] | null
}

export interface CarouselCopy {
  readonly label: string
  readonly previousLabel: string
  readonly nextLabel: string
  readonly pauseLabel: string
  readonly playLabel: string
  readonly positionWord: string
  readonly dotLabel: string
  readonly actions: readonly Action[]
}

interface HeroCarouselProps {
  /** The page's h1, shown above the slides. */
  readonly heading: string
  readonly slides: readonly Slide[]
  readonly copy: CarouselCopy
  readonly intervalMs: number
  readonly credential: string
}

const controlStyles = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: sizes.target,
  minHeight: sizes.target,
  padding: 0,
  border: `2px solid rgba(255, 255, 255, 0.6)`,
  borderRadius: radii.pill,
  background: "transparent",
  color: colors.white,
  cursor: "pointer",
  "&:hover": { background: colors.white, color: colors.navy },
  "&:focus-visible": focusRingOnDark,
} as const

function ControlButton({ label, icon, onClick }: { label: string; icon: IconName; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} css={controlStyles}>
      <Icon name={icon} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </button>
  )
}

/**
 * The Home page hero: slides that rotate every few seconds, following the WAI-ARIA
 * carousel pattern. All slides are in the HTML, stacked in one grid cell so the hero
 * keeps the height of its tallest slide and nothing below it moves when slides change.
 */
export function HeroCarousel({ heading, slides, copy, intervalMs, credential }: HeroCarouselProps) {
  const carousel = useCarousel(slides.length, intervalMs)
  const position = (index: number) => `${index + 1} ${copy.positionWord} ${slides.length}`

  return (
    <section
      aria-roledescription="carousel"
      aria-label={copy.label}
      {...carousel.regionHandlers}
      css={{
        color: colors.onDark,
        background: `radial-gradient(circle at 85% 20%, rgba(127, 214, 207, 0.18), transparent 45%), linear-gradient(135deg, ${colors.navyDeep} 0%, ${colors.navy} 55%, ${colors.teal} 150%)`,
        paddingBlock: space.xxl,
        [mq.md]: { paddingBlock: space.xxxl },
      }}
    >
      <Container
        css={{ display: "grid", gap: space.xl, alignItems: "center", [mq.lg]: { gridTemplateColumns: "1.5fr 1fr" } }}
      >
        <div>
          <h1 css={eyebrowStyles(colors.tealBright)}>{heading}</h1>
          <div aria-live={carousel.rotating ? "off" : "polite"} css={{ display: "grid" }}>
            {slides.map((slide, index) => {
              const current = index === carousel.index
              return (
                <div
                  key={slide.title}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={position(index)}
                  aria-hidden={!current}
                  data-current={current}
                  css={{
                    gridArea: "1 / 1",
                    visibility: current ? "visible" : "hidden",
                    opacity: current ? 1 : 0,
                    transition: "opacity 400ms ease, visibility 400ms",
                    display: "grid",
                    gap: space.md,
                    alignContent: "start",
                  }}
                >
                  <h2 css={{ fontSize: fontSizes.display, fontWeight: fontWeights.bold }}>{slide.title}</h2>
                  <p css={{ fontSize: fontSizes.xl, color: colors.tealBright, fontWeight: fontWeights.semibold }}>
                    {slide.subtitle}
                  </p>
                  <p css={{ fontSize: fontSizes.md, color: colors.onDarkMuted, maxWidth: sizes.prose }}>
                    {slide.description}
                  </p>
                  {slide.bullets && slide.bullets.length > 0 && (
                    <div css={{ fontSize: fontSizes.md, [mq.sm]: { columns: 2 } }}>
                      <CheckList items={slide.bullets} tone="dark" />
                    </div>
                  )}
                </div>
              )
            })}
          </div>
          <div css={{ marginTop: space.xl }}>
            <ActionRow actions={copy.actions} tone="dark" />
          </div>
          <div
            data-carousel-controls=""
            css={{ marginTop: space.xl, display: "flex", flexWrap: "wrap", alignItems: "center", gap: space.xs }}
          >
            <ControlButton
              label={carousel.playing ? copy.pauseLabel : copy.playLabel}
              icon={carousel.playing ? "pause" : "play"}
              onClick={carousel.togglePlaying}
            />
            <ControlButton label={copy.previousLabel} icon="chevronLeft" onClick={carousel.previous} />
            <ul css={{ listStyle: "none", padding: 0, margin: 0, display: "flex" }}>
              {slides.map((slide, index) => {
                const current = index === carousel.index
                return (
                  <li key={slide.title}>
                    <button
                      type="button"
                      aria-current={current ? "true" : undefined}
                      onClick={() => carousel.goTo(index)}
                      css={{
                        width: sizes.target,
                        height: sizes.target,
                        display: "inline-flex",
                        alignItems: "center",
                        justifyContent: "center",
                        padding: 0,
                        border: 0,
                        borderRadius: radii.pill,
                        background: "transparent",
                        cursor: "pointer",
                        "&::before": {
                          content: '""',
                          width: current ? "1.75rem" : "0.75rem",
                          height: "0.75rem",
                          borderRadius: radii.pill,
                          background: current ? colors.gold : "rgba(255, 255, 255, 0.7)",
                          transition: "width 200ms ease",
                        },
                        "&:hover::before": { background: colors.white },
                        "&:focus-visible": focusRingOnDark,
                      }}
                    >
                      <VisuallyHidden>
                        {copy.dotLabel} {position(index)}
                      </VisuallyHidden>
                    </button>
                  </li>
                )
              })}
            </ul>
            <ControlButton label={copy.nextLabel} icon="chevronRight" onClick={carousel.next} />
          </div>
        </div>
        <div css={{ display: "none", [mq.lg]: { display: "flex", justifyContent: "center" } }}>
          <CredentialBadge credential={credential} />
        </div>
      </Container>
    </section>
  )
}
