import type { SiteYaml } from "../../src/content/site-yaml"
import { loadContent } from "../../src/test-support/content-fixtures"
import { builtPage, textOf } from "./built-site"
import { unbreakablePhone } from "../../src/content/links"

const site = loadContent<SiteYaml>("site.yaml")

function linkNamed(document: Document, label: string): HTMLAnchorElement {
  const link = [...document.querySelectorAll<HTMLAnchorElement>("main a")].find((anchor) =>
    textOf(anchor).startsWith(label),
  )
  if (!link) throw new Error(`no link "${label}"`)
  return link
}

function sectionText(document: Document, id: string): string {
  const section = document.getElementById(id)
  if (!section) throw new Error(`no section #${id}`)
  return textOf(section)
}

describe("About", () => {
  const document = builtPage("/about")
  it("has mission, vision, what we do, who we serve, and leadership and affiliation", () => {
    for (const id of ["mission", "vision", "what-we-do", "who-we-serve", "leadership"]) {
      expect(document.getElementById(id)?.tagName).toBe("SECTION")
    }
    expect(sectionText(document, "leadership")).toContain("Health Quality Alliance")
    expect(sectionText(document, "leadership")).toContain("American College of Digital Medicine")
  })
})

describe("Certification", () => {
  const document = builtPage("/certification")
  it("states the exam as published: 4 hours, 160 questions in 4 blocks of 40, $550", () => {
    const text = sectionText(document, "exam-details")
    expect(text).toContain("4 hours, 160 multiple-choice questions")
    expect(text).toContain("4 blocks of 40 questions")
    expect(text).toContain("Computer-based, proctored online or at test centers")
    expect(text).toContain("Exam fee: $550 USD")
  })
  it("has the five topic tiles, the application note, eligibility and documents", () => {
    expect(document.querySelectorAll("#topics h3")).toHaveLength(5)
    expect(sectionText(document, "apply-any-time")).toContain("year-round, with no deadlines")
    expect(sectionText(document, "apply-any-time")).toContain("rolling basis")
    expect(sectionText(document, "eligibility")).toContain("MD, DO, MBBS, NP, PA, PharmD or equivalent")
    expect(sectionText(document, "eligibility")).toContain("English proficiency")
    expect(sectionText(document, "required-documents")).toContain("Endorsement letter (optional)")
  })
  it("lists the ten domains and the five steps of the application flow", () => {
    expect(document.querySelectorAll("#domains ol > li")).toHaveLength(10)
    const steps = [...document.querySelectorAll("#how-to-apply ol > li")].map((step) => textOf(step))
    expect(steps).toHaveLength(5)
    expect(steps[3]).toContain("scheduling authorization")
  })
  it("sends visitors to apply and to the practice test on the external sites", () => {
    expect(linkNamed(document, "Apply for Certification").getAttribute("href")).toBe(site.links.applicationUrl)
    expect(linkNamed(document, "Take the Practice Test").getAttribute("href")).toBe(site.links.practiceTestUrl)
  })
  it("has the digital badge section the footer links to", () => {
    expect(document.getElementById("digital-badge")).not.toBeNull()
  })
})

describe("Fellowship", () => {
  const document = builtPage("/fellowship")
  it("says the board recognizes programs and does not run fellowships", () => {
    expect(textOf(document.querySelector("main")!)).toContain("We do not run fellowships ourselves")
  })
  it("names the four partner institution types and sends both buttons to /contact", () => {
    const partners = [...document.querySelectorAll("#partners h3")].map((heading) => textOf(heading))
    expect(partners).toEqual([
      "Academic centers",
      "Healthcare organizations",
      "Technology companies",
      "Innovation labs",
    ])
    expect(linkNamed(document, "Nominate a Program").getAttribute("href")).toBe("/contact/")
    expect(linkNamed(document, "Become a Partner").getAttribute("href")).toBe("/contact/")
  })
  it("has offerings, who should apply and recognition standards", () => {
    for (const id of ["offerings", "who-should-apply", "standards"]) expect(document.getElementById(id)).not.toBeNull()
  })
})

describe("Recertification", () => {
  const document = builtPage("/recertification")
  it("has the nine external buttons with exactly the specified labels", () => {
    const labels = [
      "Log My CME Credits",
      "Take Sample Recertification Quiz",
      "Access Review Materials",
      "Submit CME Transcript",
      "Upload Supporting Documents",
      "Start My Recertification Application",
      "Pay Recertification Fee",
      "Upload Records & Quiz Results",
      "Subscribe to Recertification Alerts",
    ]
    const buttons = [...document.querySelectorAll<HTMLAnchorElement>("main a")].filter(
      (link) => link.target === "_blank",
    )
    expect(buttons.map((link) => textOf(link).replace(" (opens in a new tab)", ""))).toEqual(labels)
  })
  it("states the cycle, the CME split, the assessment and the secure portal", () => {
    expect(sectionText(document, "cycle")).toContain("up to 6 months before your certification expires")
    const cme = sectionText(document, "cme-requirements")
    for (const fact of [
      "100 CME/CPD credits",
      "60 credits",
      "Core digital medicine",
      "Ethics and compliance",
      "at most 20 credits",
    ]) {
      expect(cme).toContain(fact)
    }
    const assessment = sectionText(document, "assessment")
    for (const fact of ["50 questions, open-book", "Fee: $295", "waived for CME excellence", "Once every 5 years"]) {
      expect(assessment).toContain(fact)
    }
    expect(sectionText(document, "apply")).toContain(
      "All recertification applications go through the secure member portal",
    )
  })
})

describe("Directory", () => {
  const document = builtPage("/directory")
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
      [site.directorySearch.nameParam, "text", "Physician name"],
      [site.directorySearch.locationParam, "text", "Location"],
      [site.directorySearch.specialtyParam, "text", "Specialty"],
    ])
    expect(textOf(form.querySelector('button[type="submit"]')!)).toContain("Search Directory")
  })
  it("launches the full directory externally and requests verification through /contact", () => {
    expect(linkNamed(document, "Launch Full Directory").getAttribute("href")).toBe(site.links.directoryUrl)
    expect(linkNamed(document, "Request Verification").getAttribute("href")).toBe("/contact/")
  })
  it("lists what verification covers", () => {
    const text = sectionText(document, "verification")
    for (const item of [
      "Current certification status",
      "Issue date",
      "Expiration date",
      "Any disciplinary actions",
      "Specialty focus",
      "Official certification number",
    ]) {
      expect(text).toContain(item)
    }
  })
})

describe("Community", () => {
  const document = builtPage("/community")
  it("offers membership at $150/year with its seven benefits and an external Join button", () => {
    expect(sectionText(document, "membership")).toContain("$150/year")
    const benefits = [...document.querySelectorAll("#membership li")].filter((item) => !item.querySelector("a"))
    expect(benefits).toHaveLength(7)
    expect(linkNamed(document, "Join the College").target).toBe("_blank")
  })
  it("states fellowship and membership eligibility", () => {
    expect(sectionText(document, "fellows")).toContain(
      "At least 2 years of experience in digital medicine, or the equivalent",
    )
    expect(sectionText(document, "eligibility")).toContain("College membership requires current CDM certification")
    expect(sectionText(document, "eligibility")).toContain("Fellowship is optional")
  })
  it("lists the four events and the FAQ as disclosure widgets", () => {
    expect(document.querySelectorAll("#events h3")).toHaveLength(loadContent<unknown[]>("events.yaml").length)
    expect(sectionText(document, "events")).toContain("Annual Digital Medicine Summit 2025")
    expect(sectionText(document, "events")).toContain("date to be announced")
    expect(document.querySelectorAll("#faq details > summary")).toHaveLength(loadContent<unknown[]>("faq.yaml").length)
  })
})

describe("Contact", () => {
  const document = builtPage("/contact")
  it("shows address, phone, email and business hours from site.yaml", () => {
    const text = sectionText(document, "contact-details")
    for (const line of site.contact.addressLines) expect(text).toContain(line)
    // Written never to wrap: no-break spaces and a non-breaking hyphen (textOf turns the spaces into spaces).
    expect(document.getElementById("contact-details")?.textContent).toContain(unbreakablePhone(site.contact.phone))
    expect(text).toContain(site.contact.email)
    expect(text).toContain("Monday - Friday")
    expect(text).toContain("9:00 AM - 5:00 PM EST")
    expect(text).toContain("Closed")
  })
  it("lists quick actions and the response times", () => {
    expect(linkNamed(document, "Start Your Application").getAttribute("href")).toBe(site.links.applicationUrl)
    expect(linkNamed(document, "Email Support").getAttribute("href")).toBe(`mailto:${site.contact.email}`)
    const times = sectionText(document, "response-times")
    for (const fact of [
      "24-48 hours",
      "24 hours",
      "4-8 hours",
      `Call us on ${site.contact.phone.replace(/-/g, "\u2011")}`,
    ])
      expect(times).toContain(fact)
  })
  it("has the contact form posting the specified fields to the form service", () => {
    const form = document.querySelector<HTMLFormElement>('form[method="post"]')!
    expect(form.getAttribute("action")).toBe(site.contactForm.endpoint)
    const names = [...form.querySelectorAll("input, textarea")].map((field) => field.getAttribute("name"))
    expect(names).toEqual([
      "title",
      "firstName",
      "lastName",
      "phone",
      "email",
      "subject",
      "contactMethod",
      "contactMethod",
      "message",
      site.contactForm.redirectField,
      site.contactForm.honeypotName,
      null,
    ])
    // The service sends the visitor back to this site's own thank-you page.
    const redirect = form.querySelector(`input[name="${site.contactForm.redirectField}"]`)
    expect(redirect?.getAttribute("value")).toBe(`${site.siteUrl}/contact/sent/`)
  })

  it("has the three resource cards", () => {
    expect([...document.querySelectorAll("#resources h3")].map((heading) => textOf(heading))).toEqual([
      "Documents",
      "Community forum",
      "Practice exams",
    ])
  })
})
