import { loadContent } from "../../../tests/support/fixtures/content-fixtures"
import {
  absoluteUrl,
  boardOrganization,
  credential,
  eventNode,
  faqPage,
  jsonLdDocument,
  website,
  yearsDuration,
  type BoardFacts,
  type JsonLdNode,
} from "./structured-data"

const board: BoardFacts = {
  boardName: "Board of Examples",
  boardShortName: "BOE",
  parentOrganizationName: "Example Alliance",
  siteUrl: "https://board.example",
  locale: "en_US",
  contact: { phone: "+1 (555) 000-1111", email: "help@board.example" },
}

describe("a node of structured data", () => {
  it("is typed by schema.org's vocabulary: a misspelt property or a wrong kind of value does not compile", () => {
    // npm run typecheck fails on an unused @ts-expect-error: these lines prove the type refuses them.
    const nodes: JsonLdNode[] = [
      // @ts-expect-error -- an Organization has a telephone, not a "telefone"
      { "@type": "Organization", name: "Board of Examples", telefone: "+1 (555) 000-1111" },
      // @ts-expect-error -- an Event's status is one of schema.org's EventStatusType values
      { "@type": "Event", name: "Summit", eventStatus: "https://schema.org/EventRescheduledSomehow" },
    ]
    expect(nodes).toHaveLength(2)
  })
})

describe("absoluteUrl", () => {
  it("makes addresses on the site absolute, the home page with its slash", () => {
    expect(absoluteUrl("https://board.example", "/")).toBe("https://board.example/")
    expect(absoluteUrl("https://board.example", "/about")).toBe("https://board.example/about")
    expect(absoluteUrl("https://board.example", "/share-image.png")).toBe("https://board.example/share-image.png")
  })
})

describe("yearsDuration", () => {
  it("writes whole years as an ISO 8601 duration", () => {
    expect(yearsDuration(5)).toBe("P5Y")
    expect(yearsDuration(10)).toBe("P10Y")
  })

  it("refuses what is not a whole number of years", () => {
    expect(() => yearsDuration(0)).toThrow()
    expect(() => yearsDuration(2.5)).toThrow()
  })
})

describe("boardOrganization", () => {
  it("names the board, its logo, its contact point and its parent organisation", () => {
    expect(boardOrganization(board)).toEqual({
      "@type": "Organization",
      "@id": "https://board.example/#organization",
      name: "Board of Examples",
      alternateName: "BOE",
      url: "https://board.example/",
      logo: {
        "@type": "ImageObject",
        url: "https://board.example/icons/icon-512.png",
        width: { "@type": "QuantitativeValue", value: 512, unitCode: "E37" },
        height: { "@type": "QuantitativeValue", value: 512, unitCode: "E37" },
      },
      email: "help@board.example",
      telephone: "+1 (555) 000-1111",
      contactPoint: [
        {
          "@type": "ContactPoint",
          contactType: "customer support",
          telephone: "+1 (555) 000-1111",
          email: "help@board.example",
        },
      ],
      parentOrganization: { "@type": "Organization", name: "Example Alliance" },
    })
  })
})

describe("website", () => {
  it("is published by the board", () => {
    expect(website(board)).toMatchObject({
      "@type": "WebSite",
      url: "https://board.example/",
      publisher: { "@id": "https://board.example/#organization" },
    })
  })

  it("is in the language of site.yaml's locale, as the pages' lang attribute", () => {
    expect(website(board).inLanguage).toBe("en")
    expect(website({ ...board, locale: "fr_CA" }).inLanguage).toBe("fr")
  })
})

describe("credential", () => {
  const cdm = credential({
    board,
    credentialName: "Certified in Examples",
    credentialAbbreviation: "CE",
    description: "The credential.",
    path: "/certification",
    recertCycleYears: 7,
    domains: [{ title: "First", description: "One." }, { title: "Second" }],
  })

  it("is recognised by the board and valid for the recertification cycle", () => {
    expect(cdm).toMatchObject({
      "@type": "EducationalOccupationalCredential",
      name: "Certified in Examples",
      alternateName: "CE",
      credentialCategory: "certification",
      url: "https://board.example/certification",
      recognizedBy: {
        "@type": "Organization",
        "@id": "https://board.example/#organization",
        name: "Board of Examples",
      },
      validFor: "P7Y",
    })
  })

  it("requires the competencies of each domain, in order", () => {
    expect(cdm.competencyRequired).toEqual([
      { "@type": "DefinedTerm", name: "First", description: "One." },
      { "@type": "DefinedTerm", name: "Second" },
    ])
  })
})

describe("faqPage", () => {
  it("gives each question its accepted answer", () => {
    const faq = faqPage("https://board.example", "/community", [{ question: "Why?", answer: "Because." }])
    expect(faq).toEqual({
      "@type": "FAQPage",
      "@id": "https://board.example/community#faq",
      url: "https://board.example/community",
      mainEntity: [{ "@type": "Question", name: "Why?", acceptedAnswer: { "@type": "Answer", text: "Because." } }],
    })
  })

  it("takes the real FAQ with its placeholders resolved", () => {
    const faqs = loadContent<{ question: string; answer: string }[]>("faq.yaml")
    const faq = faqPage("https://board.example", "/community", faqs)
    expect(faq.mainEntity).toHaveLength(faqs.length)
    expect(JSON.stringify(faq)).not.toMatch(/\{[A-Za-z]+\}/)
  })
})

/** What a JSON-LD script holds, as far as these tests read it. */
interface JsonLdDocument {
  "@context": string
  "@graph": { "@type": string; name?: string }[]
}

describe("jsonLdDocument", () => {
  it("is one JSON document with the schema.org context and every node in its graph", () => {
    const document = JSON.parse(jsonLdDocument([boardOrganization(board), website(board)])) as JsonLdDocument
    expect(document["@context"]).toBe("https://schema.org")
    expect(document["@graph"].map((node) => node["@type"])).toEqual(["Organization", "WebSite"])
  })

  it("cannot close its script element, whatever the content says", () => {
    const text = jsonLdDocument([{ "@type": "Thing", name: "</script><script>alert(1)</script>" }])
    expect(text).not.toContain("<")
    expect((JSON.parse(text) as JsonLdDocument)["@graph"][0].name).toBe("</script><script>alert(1)</script>")
  })
})

describe("eventNode", () => {
  const context = {
    siteUrl: "https://board.example",
    boardZone: "America/New_York",
    locale: "en_US",
    organizer: { name: "College of Examples", path: "/community/" },
  }
  const place = {
    name: "Convention Center",
    street: "1101 Arch Street",
    city: "Philadelphia",
    region: "PA",
    postalCode: "19107",
    country: "United States",
  }

  it("describes an event in person over whole days: its dates, its place and postal address, who organizes it, its page", () => {
    const node = eventNode(
      {
        title: "Summit",
        start: "2027-05-14",
        end: "2027-05-16",
        format: "In person",
        place,
        description: "Three days.",
        photo: "/static/abc/summit.jpg",
      },
      "/community/events/summit/",
      context,
    )
    expect(node).toEqual({
      "@type": "Event",
      "@id": "https://board.example/community/events/summit/#event",
      name: "Summit",
      description: "Three days.",
      startDate: "2027-05-14",
      endDate: "2027-05-16",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: {
        "@type": "Place",
        name: "Convention Center",
        address: {
          "@type": "PostalAddress",
          streetAddress: "1101 Arch Street",
          addressLocality: "Philadelphia",
          addressRegion: "PA",
          postalCode: "19107",
          addressCountry: "United States",
        },
      },
      image: ["https://board.example/static/abc/summit.jpg"],
      organizer: { "@type": "Organization", name: "College of Examples", url: "https://board.example/community/" },
      url: "https://board.example/community/events/summit/",
    })
  })

  it("gives a timed event online its times with their offset and its address as a VirtualLocation; both places when it is both", () => {
    const online = {
      title: "Symposium",
      start: "2027-05-12",
      startTime: "18:00",
      endTime: "19:30",
      format: "Online",
      online: "https://meet.example.org/s",
      description: "An evening.",
    }
    expect(eventNode(online, "/community/events/symposium/", context)).toMatchObject({
      description: "An evening.",
      startDate: "2027-05-12T18:00:00-04:00",
      endDate: "2027-05-12T19:30:00-04:00",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://meet.example.org/s" },
    })
    const both = eventNode({ ...online, format: "In person and online", place }, "/community/events/both/", context)
    expect(both.eventStatus).toBe("https://schema.org/EventScheduled")
    expect(both.eventAttendanceMode).toBe("https://schema.org/MixedEventAttendanceMode")
    expect(both.location).toEqual([
      expect.objectContaining({ "@type": "Place" }),
      { "@type": "VirtualLocation", url: "https://meet.example.org/s" },
    ])
  })

  it("says in the description when an event on another clock is on the board's too, its zones in words", () => {
    const london = {
      title: "Seminar",
      start: "2027-07-01",
      startTime: "18:00",
      endTime: "19:30",
      timeZone: "Europe/London",
      format: "Online",
      online: "https://meet.example.org/s",
      description: "An evening in London.",
    }
    const node = eventNode(london, "/community/events/seminar/", context)
    expect(node.startDate).toBe("2027-07-01T18:00:00+01:00")
    // Intl's thin and narrow no-break spaces, around the dash and before AM/PM, read as spaces.
    const description = typeof node.description === "string" ? node.description : ""
    expect(description.replace(/[\u2009\u202f]/g, " ")).toBe(
      "An evening in London. Thursday, July 1, 2027, 6:00 – 7:30 PM British Summer Time (1:00 – 2:30 PM Eastern Time)",
    )
  })

  it("says an event cancelled, postponed or moved online is so, in schema.org's words", () => {
    const statusOf = (status: string) =>
      eventNode(
        {
          title: "Summit",
          start: "2027-05-14",
          format: "Online",
          online: "https://meet.example.org/s",
          description: "A day.",
          status,
        },
        "/community/events/summit/",
        context,
      ).eventStatus
    expect(["Cancelled", "Postponed", "Moved online"].map(statusOf)).toEqual([
      "https://schema.org/EventCancelled",
      "https://schema.org/EventPostponed",
      "https://schema.org/EventMovedOnline",
    ])
  })
})
