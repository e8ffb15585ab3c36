import type { SiteYaml } from "../../src/content/site-yaml"
import { loadContent } from "../../src/test-support/content-fixtures"
import { builtPage, textOf } from "./built-site"

interface SlideContent {
  title: string
}

describe("the built Home page", () => {
  const document = builtPage("/")
  const main = document.querySelector("main")!
  const text = textOf(main)

  it("renders all four slides in the HTML, with the first one showing", () => {
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')]
    expect(slides).toHaveLength(4)
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"])
    expect(slides.map((slide) => slide.getAttribute("aria-hidden"))).toEqual(["false", "true", "true", "true"])
    const titles = loadContent<SlideContent[]>("slides.yaml").map((slide) => slide.title)
    expect(slides.map((slide) => textOf(slide.querySelector("h2")!))).toEqual(titles)
  })

  it("lists slide 3's five topics", () => {
    const third = document.querySelectorAll('[aria-roledescription="slide"]')[2]
    expect([...third.querySelectorAll("li")].map((item) => textOf(item))).toEqual([
      "Virtual care",
      "AI/ML tools",
      "Digital therapeutics",
      "Clinical informatics",
      "Remote diagnostics",
    ])
  })

  it("has the Apply Today and Learn More buttons and the carousel controls", () => {
    const carousel = document.querySelector('[aria-roledescription="carousel"]')!
    const links = [...carousel.querySelectorAll("a")]
    expect(links.find((link) => textOf(link) === "Apply Today")?.getAttribute("href")).toBe("/certification/")
    expect(links.find((link) => textOf(link).startsWith("Learn More"))?.getAttribute("target")).toBe("_blank")
    const buttons = [...carousel.querySelectorAll("button")].map((button) => textOf(button))
    expect(buttons).toEqual([
      "Pause slide show",
      "Previous slide",
      "Go to slide 1 of 4",
      "Go to slide 2 of 4",
      "Go to slide 3 of 4",
      "Go to slide 4 of 4",
      "Next slide",
    ])
  })

  it("states the exam as the Apply Today section and the eligibility card publish it", () => {
    expect(text).toContain("Exam fee: $550 USD")
    expect(text).toContain("4 hours, 160 multiple-choice questions")
    expect(text).toContain("4 blocks of 40 questions")
    expect(text).toContain("$695")
    expect(text).toContain("Includes practice test, certificate and digital badge.")
    expect(text).toContain("2 hours")
    expect(text).toContain("100 questions")
  })

  it("lists the ten exam domains and the five application steps", () => {
    const domains = loadContent<{ title: string }[]>("domains.yaml")
    expect(domains).toHaveLength(10)
    for (const domain of domains) expect(text).toContain(domain.title)
    const apply = document.getElementById("apply")!
    expect(apply.querySelectorAll("ol")[1].querySelectorAll("li")).toHaveLength(5)
  })

  it("offers the application, practice test, support email and blueprint", () => {
    const apply = document.getElementById("apply")!
    const hrefs = [...apply.querySelectorAll("a")].map((link) => link.getAttribute("href"))
    const { links, contact } = loadContent<SiteYaml>("site.yaml")
    expect(hrefs).toEqual(
      expect.arrayContaining([
        links.applicationUrl,
        links.practiceTestUrl,
        `mailto:${contact.email}`,
        links.blueprintUrl,
      ]),
    )
  })

  it("has the sections on what sets the board apart, who should apply and why", () => {
    const headings = [...main.querySelectorAll("h2")].map((heading) => textOf(heading))
    expect(headings).toEqual(
      expect.arrayContaining([
        "Apply Today",
        "Eligibility & Exam Details",
        "What Sets Us Apart",
        "Who Should Apply",
        "Why Get Certified",
      ]),
    )
    expect(document.querySelectorAll("#why-abdm li")).toHaveLength(3)
  })
})
