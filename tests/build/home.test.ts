import type { ServedValue } from "../../src/content/fields"
import { linkKind } from "../../src/content/links"
import type { domainsSchema, examSchema, slidesSchema } from "../../src/content/schemas"
import type { homePageSchema } from "../../src/page-kinds/home/fields"
import { loadContent } from "../support/fixtures/content-fixtures"
import { asText, builtPage, hrefOf, linkOf, sectionOf, textOf } from "./built-site"

const home = loadContent<ServedValue<typeof homePageSchema>>("pages/home.yaml")
const slides = loadContent<ServedValue<typeof slidesSchema>>("slides.yaml")
const exam = loadContent<ServedValue<typeof examSchema>>("exam.yaml")
const domains = loadContent<ServedValue<typeof domainsSchema>>("domains.yaml")
/** A slide's place as the carousel announces it: "2 of 4" (src/widgets/carousel/HeroCarousel.tsx). */
const positionOf = (index: number) => `${index + 1} ${home.carousel.positionWord} ${slides.length}`

describe("the built Home page", () => {
  const document = builtPage("/")
  const main = document.querySelector("main")!
  const slideElements = [...document.querySelectorAll('[aria-roledescription="slide"]')]
  const itemsOf = (element: Element, selector = "li") =>
    [...element.querySelectorAll(selector)].map((item) => textOf(item))

  it("renders every slide of slides.yaml in the HTML, with the first one showing", () => {
    expect(slideElements).toHaveLength(slides.length)
    expect(slideElements.map((slide) => slide.getAttribute("aria-label"))).toEqual(
      slides.map((_, index) => positionOf(index)),
    )
    expect(slideElements.map((slide) => slide.getAttribute("aria-hidden"))).toEqual(
      slides.map((_, index) => String(index !== 0)),
    )
    expect(slideElements.map((slide) => textOf(slide.querySelector("h2")!))).toEqual(
      slides.map((slide) => asText(slide.title)),
    )
  })

  it("lists each slide's bullets, and none on a slide without", () => {
    expect(slideElements.map((slide) => itemsOf(slide))).toEqual(
      slides.map((slide) => (slide.bullets ?? []).map(asText)),
    )
  })

  it("has the carousel's buttons to pages and other sites, and its controls", () => {
    const carousel = document.querySelector('[aria-roledescription="carousel"]')!
    expect(carousel.getAttribute("aria-label")).toBe(home.carousel.label)
    for (const action of home.carousel.actions) {
      const link = linkOf(carousel, action)
      expect(link.getAttribute("href")).toBe(hrefOf(action))
      expect(link.getAttribute("target")).toBe(linkKind(action.href) === "external" ? "_blank" : null)
    }
    const buttons = [...carousel.querySelectorAll("button")].map((button) => textOf(button))
    const { pauseLabel, previousLabel, nextLabel, dotLabel } = home.carousel
    expect(buttons).toEqual(
      [pauseLabel, previousLabel, ...slides.map((_, index) => `${dotLabel} ${positionOf(index)}`), nextLabel].map(
        asText,
      ),
    )
  })

  it("states the exam as exam.yaml gives it in the apply section, and the package as the eligibility card publishes it", () => {
    const apply = itemsOf(sectionOf(document, home.apply.id))
    expect(apply).toEqual(expect.arrayContaining([...exam.format, ...exam.fees, ...exam.scheduling].map(asText)))
    const details = sectionOf(document, home.details.id)
    expect(textOf(details)).toContain(asText(home.details.packagePrice))
    expect(textOf(details)).toContain(asText(home.details.packageNote))
    expect(itemsOf(details)).toEqual(
      expect.arrayContaining([...exam.eligibility, ...home.details.examFacts].map(asText)),
    )
  })

  it("lists the exam domains of domains.yaml and the application steps of exam.yaml, in order", () => {
    const apply = sectionOf(document, home.apply.id)
    const [domainList, stepList] = [...apply.querySelectorAll("ol")]
    expect(itemsOf(domainList)).toEqual(domains.map((domain) => asText(domain.title)))
    const steps = [...stepList.querySelectorAll("li")]
    expect(steps).toHaveLength(exam.applicationSteps.length)
    for (const [index, step] of exam.applicationSteps.entries()) {
      expect(textOf(steps[index])).toContain(asText(step.title))
      expect(textOf(steps[index])).toContain(asText(step.description))
    }
  })

  it("offers the apply section's buttons, each to its address", () => {
    const apply = sectionOf(document, home.apply.id)
    for (const action of home.apply.actions) expect(linkOf(apply, action).getAttribute("href")).toBe(hrefOf(action))
  })

  it("has the sections on what sets the board apart, who should apply and why", () => {
    const headings = [...main.querySelectorAll("h2")].map((heading) => textOf(heading))
    const { apply, details, differentiators, audience } = home
    expect(headings).toEqual(
      expect.arrayContaining(
        [apply.heading, details.heading, differentiators.heading, audience.whoHeading, audience.whyHeading].map(asText),
      ),
    )
    const cards = sectionOf(document, differentiators.id).querySelectorAll("li")
    expect(cards).toHaveLength(differentiators.cards.length)
    for (const [index, card] of differentiators.cards.entries()) {
      expect(textOf(cards[index])).toContain(asText(card.title))
      expect(textOf(cards[index])).toContain(asText(card.body))
    }
    const audienceItems = itemsOf(sectionOf(document, audience.id))
    expect(audienceItems).toEqual([...audience.who, ...audience.why].map(asText))
  })
})
