import { graphql } from "gatsby"
import { colors, focusRingOnDark, fontSizes, fontWeights, mq, radii, sizes, space } from "../../styles/theme"
import { eyebrowStyles } from "../../styles/text"
import { ActionRow } from "../../components/ui/ButtonLink"
import { CheckList } from "../../components/ui/CheckList"
import { Container } from "../../components/ui/Container"
import { Icon, type IconName } from "../../components/ui/Icon"
import { VisuallyHidden, visuallyHidden } from "../../components/ui/VisuallyHidden"
import { Picture } from "../../components/ui/Picture"
import { CredentialBadge } from "../../components/ui/CredentialBadge"
import { CAROUSEL, having } from "./markup"

/** The carousel's two columns on a wide screen: the slides' words, and the badge or a slide's picture. */
const COLUMNS = "1.5fr 1fr"

/** How wide a slide's picture is drawn: its column on a wide screen, at most 24rem under the words otherwise. */
const SLIDE_PICTURE_SIZES =
  "(min-width: 76rem) 27rem, (min-width: 64em) calc(40vw - 2rem), min(24rem, calc(100vw - 2rem))"

function SlideText({ slide }: { readonly slide: Queries.HeroCarouselSlideFieldsFragment }) {
  return (
    <div css={{ display: "grid", gap: space.md, alignContent: "start" }}>
      <h2 css={{ fontSize: fontSizes.display, fontWeight: fontWeights.bold }}>{slide.title}</h2>
      <p css={{ fontSize: fontSizes.xl, color: colors.tealBright, fontWeight: fontWeights.semibold }}>
        {slide.subtitle}
      </p>
      <p css={{ fontSize: fontSizes.md, color: colors.onDarkMuted, maxWidth: sizes.prose }}>{slide.description}</p>
      {slide.bullets && slide.bullets.length > 0 && (
        <div css={{ fontSize: fontSizes.md, [mq.sm]: { columns: 2 } }}>
          <CheckList items={slide.bullets} tone="dark" />
        </div>
      )}
    </div>
  )
}

/**
 * Beside a slide's words, when the carousel has pictures: the slide's own, or the badge for one
 * that has none. Every slide's picture is in the page, each where its slide is, so the carousel
 * keeps the height of its tallest slide; the first is the largest thing in the first screen.
 */
function SlideVisual({
  slide,
  index,
  credential,
}: {
  readonly slide: Queries.HeroCarouselSlideFieldsFragment
  readonly index: number
  readonly credential: string
}) {
  if (!slide.image) {
    return (
      <div css={{ display: "none", [mq.lg]: { display: "flex", justifyContent: "center" } }}>
        <CredentialBadge credential={credential} id={`slide-${index + 1}-badge`} />
      </div>
    )
  }
  return (
    <Picture
      image={slide.image}
      sizes={SLIDE_PICTURE_SIZES}
      priority={index === 0}
      css={{
        maxWidth: "24rem",
        [mq.lg]: { maxWidth: "none" },
        img: { width: "100%", height: "auto", borderRadius: radii.lg },
      }}
    />
  )
}

interface HeroCarouselProps {
  /** The page's h1, shown above the slides. */
  readonly heading: string
  readonly slides: readonly Queries.HeroCarouselSlideFieldsFragment[]
  readonly copy: Queries.HeroCarouselFieldsFragment
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

interface ControlButtonProps {
  readonly label: string
  readonly icon: IconName
  /** The data attribute the enhancement module finds this button by (markup.ts). */
  readonly part: string
}

function ControlButton({ label, icon, part }: ControlButtonProps) {
  return (
    <button type="button" css={controlStyles} {...{ [part]: "" }}>
      <Icon name={icon} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </button>
  )
}

/**
 * The Home page hero: slides that rotate every few seconds, following the WAI-ARIA carousel
 * pattern. This renders the markup: every slide is in the HTML, stacked in one grid cell so the
 * hero keeps the height of its tallest slide and nothing below it moves when slides change; the
 * first one shows. The behaviour (rotation, controls, pausing) is the module in
 * src/widgets/carousel, which finds this markup by its data attributes (markup.ts). Until it runs
 * the controls keep their place but stay invisible, and where scripting is off they take none.
 */
export function HeroCarousel({ heading, slides, copy, intervalMs, credential }: HeroCarouselProps) {
  const position = (index: number) => `${index + 1} ${copy.positionWord} ${slides.length}`
  // With pictures, each slide shows its own beside its words; without, one badge stands beside them all.
  const withPictures = slides.some((slide) => slide.image)

  return (
    <section
      aria-roledescription="carousel"
      aria-label={copy.label}
      {...{ [CAROUSEL.root]: "", [CAROUSEL.intervalMs]: String(intervalMs) }}
      css={{
        color: colors.onDark,
        background: `radial-gradient(circle at 85% 20%, rgba(127, 214, 207, 0.18), transparent 45%), linear-gradient(135deg, ${colors.navyDeep} 0%, ${colors.navy} 55%, ${colors.teal} 150%)`,
        paddingBlock: space.xxl,
        [mq.md]: { paddingBlock: space.xxxl },
        [`&[${CAROUSEL.playing}="true"] [data-icon="play"], &[${CAROUSEL.playing}="false"] [data-icon="pause"]`]: {
          display: "none",
        },
      }}
    >
      <Container
        css={{
          display: "grid",
          gap: space.xl,
          alignItems: "center",
          [mq.lg]: { gridTemplateColumns: withPictures ? "1fr" : COLUMNS },
        }}
      >
        <div>
          <h1 css={eyebrowStyles(colors.tealBright)}>{heading}</h1>
          <div aria-live="off" {...{ [CAROUSEL.slides]: "" }} css={{ display: "grid" }}>
            {slides.map((slide, index) => (
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={position(index)}
                aria-hidden={index !== 0}
                {...{ [CAROUSEL.slide]: "" }}
                css={{
                  gridArea: "1 / 1",
                  transition: "opacity 400ms ease, visibility 400ms",
                  display: "grid",
                  gap: space.xl,
                  // The slides share the tallest one's height: the space left over goes below.
                  alignContent: "start",
                  alignItems: "center",
                  [mq.lg]: withPictures ? { gridTemplateColumns: COLUMNS } : {},
                  '&[aria-hidden="true"]': { visibility: "hidden", opacity: 0 },
                }}
              >
                <SlideText slide={slide} />
                {withPictures && <SlideVisual slide={slide} index={index} credential={credential} />}
              </div>
            ))}
          </div>
          <div css={{ marginTop: space.xl }}>
            <ActionRow actions={copy.actions} tone="dark" />
          </div>
          <div
            {...{ [CAROUSEL.controls]: "" }}
            css={{
              marginTop: space.xl,
              display: "flex",
              flexWrap: "wrap",
              alignItems: "center",
              gap: space.xs,
              visibility: "hidden",
              [`${having(CAROUSEL.enhanced)} &`]: { visibility: "visible" },
              "@media (scripting: none)": { display: "none" },
            }}
          >
            <button
              type="button"
              css={controlStyles}
              {...{
                [CAROUSEL.toggle]: "",
                [CAROUSEL.pauseLabel]: copy.pauseLabel,
                [CAROUSEL.playLabel]: copy.playLabel,
              }}
            >
              <span data-icon="pause" css={{ display: "inline-flex" }}>
                <Icon name="pause" />
              </span>
              <span data-icon="play" css={{ display: "inline-flex" }}>
                <Icon name="play" />
              </span>
              <span css={visuallyHidden} {...{ [CAROUSEL.toggleLabel]: "" }}>
                {copy.pauseLabel}
              </span>
            </button>
            <ControlButton label={copy.previousLabel} icon="chevronLeft" part={CAROUSEL.previous} />
            <ul css={{ listStyle: "none", padding: 0, margin: 0, display: "flex" }}>
              {slides.map((slide, index) => (
                <li key={slide.title}>
                  <button
                    type="button"
                    aria-current={index === 0 ? "true" : undefined}
                    {...{ [CAROUSEL.dot]: "" }}
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
                        width: "0.75rem",
                        height: "0.75rem",
                        borderRadius: radii.pill,
                        background: "rgba(255, 255, 255, 0.7)",
                        transition: "width 200ms ease",
                      },
                      '&[aria-current="true"]::before': { width: "1.75rem", background: colors.gold },
                      "&:hover::before": { background: colors.white },
                      "&:focus-visible": focusRingOnDark,
                    }}
                  >
                    <VisuallyHidden>
                      {copy.dotLabel} {position(index)}
                    </VisuallyHidden>
                  </button>
                </li>
              ))}
            </ul>
            <ControlButton label={copy.nextLabel} icon="chevronRight" part={CAROUSEL.next} />
          </div>
        </div>
        {!withPictures && (
          <div css={{ display: "none", [mq.lg]: { display: "flex", justifyContent: "center" } }}>
            <CredentialBadge credential={credential} />
          </div>
        )}
      </Container>
    </section>
  )
}

export const heroCarouselFields = graphql`
  fragment HeroCarouselFields on HomePageYamlCarousel {
    label
    previousLabel
    nextLabel
    pauseLabel
    playLabel
    positionWord
    dotLabel
    actions {
      ...ActionFields
    }
  }
`

export const heroCarouselSlideFields = graphql`
  fragment HeroCarouselSlideFields on SlidesYaml {
    title
    subtitle
    description
    bullets
    image {
      ...PictureFields
    }
  }
`
