import type { ServedValue } from "../../src/content/fields"
import { linkKind, unbreakablePhone } from "../../src/content/links"
import type { domainsSchema, eventsSchema, examSchema, faqSchema } from "../../src/content/schemas"
import type { aboutPageSchema } from "../../src/page-kinds/about/fields"
import type { certificationPageSchema } from "../../src/page-kinds/certification/fields"
import type { communityPageSchema } from "../../src/page-kinds/community/fields"
import type { contactPageSchema } from "../../src/page-kinds/contact/fields"
import type { directoryPageSchema } from "../../src/page-kinds/directory/fields"
import type { fellowshipPageSchema } from "../../src/page-kinds/fellowship/fields"
import type { recertificationPageSchema } from "../../src/page-kinds/recertification/fields"
import { buildDateForSite } from "../../src/content/build-date"
import { eventsInTime, isDated } from "../../src/content/events"
import { loadContent } from "../support/fixtures/content-fixtures"
import {
  asText,
  builtPage,
  type ContentLink,
  type ContentSectionCopy,
  heardTextOf,
  heardWhen,
  hrefOf,
  linkOf,
  linkTextOf,
  sectionOf,
  sentencesOf,
  site,
  textOf,
} from "./built-site"

const exam = loadContent<ServedValue<typeof examSchema>>("exam.yaml")
const domains = loadContent<ServedValue<typeof domainsSchema>>("domains.yaml")

function sectionText(document: Document, id: string): string {
  return textOf(sectionOf(document, id))
}

/** The section of the page content gives `copy`'s id, saying every sentence of it. */
function expectSection(document: Document, copy: ContentSectionCopy) {
  expect(sectionOf(document, copy.id).tagName).toBe("SECTION")
  const text = sectionText(document, copy.id)
  for (const sentence of sentencesOf(copy)) expect(text).toContain(sentence)
}

/** Each of `links` drawn in the page's main content, with its text, going where content says. */
function expectLinks(document: Document, links: readonly ContentLink[]) {
  const main = document.querySelector("main")!
  for (const link of links) {
    const anchor = linkOf(main, link)
    expect(anchor.getAttribute("href")).toBe(hrefOf(link))
    expect(anchor.getAttribute("target")).toBe(linkKind(link.href) === "external" ? "_blank" : null)
  }
}

/** The texts of the elements `selector` finds in a section. */
const textsIn = (document: Document, id: string, selector: string) =>
  [...sectionOf(document, id).querySelectorAll(selector)].map((element) => textOf(element))

describe("About", () => {
  const document = builtPage("/about")
  const about = loadContent<ServedValue<typeof aboutPageSchema>>("pages/about.yaml")
  it("has mission, vision, what we do, who we serve, and leadership and affiliation, each saying what its file says", () => {
    for (const section of [about.mission, about.vision, about.whatWeDo, about.whoWeServe, about.leadership]) {
      expectSection(document, section)
    }
    expectLinks(document, about.leadership.actions ?? [])
  })
})

describe("Certification", () => {
  const document = builtPage("/certification")
  const certification = loadContent<ServedValue<typeof certificationPageSchema>>("pages/certification.yaml")
  it("states the exam's format and fees as exam.yaml publishes them", () => {
    expectSection(document, certification.examDetails)
    expect(textsIn(document, certification.examDetails.id, "li")).toEqual([...exam.format, ...exam.fees].map(asText))
  })
  it("has the topic tiles, the application note, eligibility and documents", () => {
    expectSection(document, certification.overview)
    expectSection(document, certification.topics)
    expect(textsIn(document, certification.topics.id, "h3")).toEqual(
      (certification.topics.cards ?? []).map((card) => asText(card.title)),
    )
    for (const [section, items] of [
      [certification.applicationNote, exam.scheduling],
      [certification.eligibility, exam.eligibility],
      [certification.documents, exam.requiredDocuments],
    ] as const) {
      expectSection(document, section)
      expect(textsIn(document, section.id, "li")).toEqual(expect.arrayContaining(items.map(asText)))
    }
  })
  it("lists the domains of domains.yaml and the steps of the application flow of exam.yaml", () => {
    expectSection(document, certification.domains)
    const listed = textsIn(document, certification.domains.id, "ol > li")
    expect(listed).toHaveLength(domains.length)
    for (const [index, domain] of domains.entries()) expect(listed[index]).toContain(asText(domain.title))
    expectSection(document, certification.process)
    const steps = textsIn(document, certification.process.id, "ol > li")
    expect(steps).toHaveLength(exam.applicationSteps.length)
    for (const [index, step] of exam.applicationSteps.entries()) {
      expect(steps[index]).toContain(asText(step.title))
      expect(steps[index]).toContain(asText(step.description))
    }
  })
  it("sends visitors to apply and to the practice test on the external sites", () => {
    expectLinks(document, [...(certification.domains.actions ?? []), ...(certification.process.actions ?? [])])
  })
  it("has the digital badge section the footer links to", () => {
    expectSection(document, certification.badge)
    expectLinks(document, certification.badge.actions ?? [])
  })
})

describe("Fellowship", () => {
  const document = builtPage("/fellowship")
  const fellowship = loadContent<ServedValue<typeof fellowshipPageSchema>>("pages/fellowship.yaml")
  it("says the board recognizes programs and does not run fellowships", () => {
    expect(textOf(document.querySelector("main")!)).toContain(asText(fellowship.hero.lead))
    expectSection(document, fellowship.recognition)
  })
  it("names the partner institution types and sends their buttons where the file says", () => {
    expect(textsIn(document, fellowship.partners.id, "h3")).toEqual(
      (fellowship.partners.cards ?? []).map((card) => asText(card.title)),
    )
    expectSection(document, fellowship.partners)
    expectLinks(document, fellowship.partners.actions ?? [])
  })
  it("has offerings, who should apply and recognition standards", () => {
    for (const section of [fellowship.offerings, fellowship.whoShouldApply, fellowship.standards]) {
      expectSection(document, section)
    }
  })
})

describe("Recertification", () => {
  const document = builtPage("/recertification")
  const recertification = loadContent<ServedValue<typeof recertificationPageSchema>>("pages/recertification.yaml")
  // In the order the page draws them (src/page-kinds/recertification/RecertificationBody.tsx).
  const sections = [
    recertification.cycle,
    recertification.cme,
    recertification.assessment,
    recertification.activities,
    recertification.apply,
    recertification.reminders,
  ]
  it("has exactly the external buttons its file gives, in order, with their labels", () => {
    const external = sections
      .flatMap((section) => section.actions ?? [])
      .filter((action) => linkKind(action.href) === "external")
    const buttons = [...document.querySelectorAll<HTMLAnchorElement>("main a")].filter(
      (link) => link.target === "_blank",
    )
    expect(buttons.map((link) => textOf(link))).toEqual(external.map(linkTextOf))
    expectLinks(document, external)
  })
  it("states the cycle, the CME split, the assessment and the secure portal", () => {
    for (const section of sections) expectSection(document, section)
  })
})

describe("Directory", () => {
  const document = builtPage("/directory")
  const directory = loadContent<ServedValue<typeof directoryPageSchema>>("pages/directory.yaml")
  const { searchForm } = directory
  it("searches the external directory with a GET form in a new tab", () => {
    const form = document.querySelector<HTMLFormElement>('form[role="search"]')!
    expect(form.getAttribute("method")).toBe("get")
    expect(form.getAttribute("action")).toBe(site.directorySearch.action)
    expect(form.getAttribute("target")).toBe("_blank")
    const inputs = [...form.querySelectorAll("input")].map((input) => [
      input.name,
      input.type,
      textOf(document.querySelector(`label[for="${input.id}"]`)!),
    ])
    expect(inputs).toEqual([
      [site.directorySearch.nameParam, "text", asText(searchForm.nameLabel)],
      [site.directorySearch.locationParam, "text", asText(searchForm.locationLabel)],
      [site.directorySearch.specialtyParam, "text", asText(searchForm.specialtyLabel)],
    ])
    expect(textOf(form.querySelector('button[type="submit"]')!)).toContain(asText(searchForm.submitLabel))
  })
  it("launches the full directory externally and requests verification where the file says", () => {
    expectLinks(document, [...(directory.search.actions ?? []), ...(directory.verification.actions ?? [])])
  })
  it("says what the directory is and what verification covers", () => {
    for (const section of [directory.about, directory.search, directory.verification]) expectSection(document, section)
  })
})

describe("Community", () => {
  const document = builtPage("/community")
  const community = loadContent<ServedValue<typeof communityPageSchema>>("pages/community.yaml")
  it("offers membership at its price with its benefits and an external Join button", () => {
    expect(sectionText(document, community.membership.id)).toContain(asText(community.membershipPrice))
    const benefits = [...sectionOf(document, community.membership.id).querySelectorAll("li")]
      .filter((item) => !item.querySelector("a"))
      .map((item) => textOf(item))
    expect(benefits).toEqual((community.membership.items ?? []).map(asText))
    expectSection(document, community.membership)
    expectLinks(document, community.membership.actions ?? [])
  })
  it("states fellowship and membership eligibility", () => {
    for (const section of [community.college, community.fellows, community.eligibility]) {
      expectSection(document, section)
    }
  })
  it("lists the events of events.yaml to come, then those without a date, each with when and how, and the FAQ of faq.yaml as disclosure widgets", () => {
    // As of the build's day (the clock's, as the build read it): the events built with days are tests/build/events-in-time.test.ts's.
    const { upcoming, undated } = eventsInTime(
      loadContent<ServedValue<typeof eventsSchema>>("events.yaml"),
      buildDateForSite(site).today,
    )
    const listed = [...upcoming, ...undated]
    expect(textsIn(document, community.events.id, "li h3")).toEqual(listed.map((event) => asText(event.title)))
    // As a screen reader reads it: a time's zone is said in words.
    const eventText = heardTextOf(sectionOf(document, community.events.id))
    for (const event of listed) {
      const when = isDated(event) ? heardWhen(event) : (event.when ?? community.eventLabels.toBeAnnounced)
      for (const sentence of [when, event.format, event.description]) expect(eventText).toContain(asText(sentence))
    }
    const faqs = loadContent<ServedValue<typeof faqSchema>>("faq.yaml")
    expect(textsIn(document, community.faq.id, "details > summary")).toEqual(faqs.map((faq) => asText(faq.question)))
  })
})

describe("Contact", () => {
  const document = builtPage("/contact")
  const contact = loadContent<ServedValue<typeof contactPageSchema>>("pages/contact.yaml")
  it("shows address, phone, email and business hours from site.yaml", () => {
    const text = sectionText(document, contact.details.id)
    for (const line of site.contact.addressLines) expect(text).toContain(asText(line))
    // Written never to wrap: no-break spaces and a non-breaking hyphen (textOf turns the spaces into spaces).
    expect(document.getElementById(contact.details.id)?.textContent).toContain(unbreakablePhone(site.contact.phone))
    expect(text).toContain(site.contact.email)
    for (const row of site.contact.hours) {
      expect(text).toContain(asText(row.days))
      expect(text).toContain(asText(row.time))
    }
  })
  it("lists quick actions and the response times", () => {
    expectLinks(document, contact.quickActions.actions)
    const times = sectionText(document, contact.responseTimes.id)
    for (const row of contact.responseTimes.times) {
      expect(times).toContain(asText(row.topic))
      // A time that names {phone} shows it never wrapping, as the placeholder gives it.
      expect(times).toContain(asText(row.time))
    }
  })
  it("has the resource cards of its file, each linking where it says", () => {
    expect(textsIn(document, contact.resources.id, "h3")).toEqual(
      contact.resources.cards.map((card) => asText(card.title)),
    )
    expectLinks(
      document,
      contact.resources.cards.map((card) => ({ label: card.linkLabel, href: card.href })),
    )
  })
})
