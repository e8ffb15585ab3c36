/**
 * The site built as of two days with the tests' own dated events (tests/support/fixtures/dated-events.ts:
 * the shipped events keep the specification's words, none dated): once before both dated events,
 * once after both have ended, as the daily build does with no edit between. A scratch copy of the
 * project (scripts/scratch-copy.ts) is built with the build's own script and SOURCE_DATE_EPOCH, the
 * second time incrementally, as the pipeline rebuilds. Its content is the repository's with the
 * dated events, {year} in the footer, and no picture but the first event's, which nothing here is
 * about and which would take most of a clean build to encode.
 */
import { spawn } from "node:child_process"
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs"
import type { Server } from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import ICAL from "ical.js"
import { JSDOM } from "jsdom"
import { isMap, isSeq, parseDocument, visit, type Document as YamlDocument } from "yaml"
import { startServer } from "../../scripts/serve"
import { makeScratchCopy, removeScratchCopy } from "../../scripts/scratch-copy"
import { eventWhen, onBothClocksInWords } from "../../src/components/events/event-when"
import { EVENTS_FEED_PATH, eventCalendarPath, eventPagePath, type EventTiming } from "../../src/content/events"
import { pageHref } from "../../src/content/links"
import { sitePagesIn } from "../../src/content/site-pages"
import { checkChangedPages } from "../../src/publish/check-pages"
import { fingerprintsOf, servedPagesOf, writeRecord } from "../../src/publish/checked-pages"
import { parseHeadersFile } from "../../src/cdn/host-headers"
import type { PublishResult } from "../../src/publish/report"
import {
  AFTER_THE_EVENTS,
  BEFORE_THE_EVENTS,
  DATED_FIRST_EVENT,
  ONLINE_EVENT,
  sourceDateEpochOf,
  withDatedEvents,
} from "../support/fixtures/dated-events"
import { loadContent, ownerSettings } from "../support/fixtures/content-fixtures"
import { heardTextOf, heardWhen, site } from "./built-site"
import { readPublishingSettings } from "../../src/settings/read-publishing"
import { SITE_BUILD_MS } from "../support/time-limits"

/** The Community page's words for events, as the pages show them. */
const { eventLabels: labels } = loadContent<{ eventLabels: Queries.EventLabelsFieldsFragment }>("pages/community.yaml")

// A clean build of the scratch copy (about a minute and a half on 2 cores), the publish check's page
// checks (Chromium and Java), an incremental build (about 30 s) and the checks again.
jest.setTimeout(SITE_BUILD_MS)

const root = path.join(__dirname, "..", "..")

interface Event extends EventTiming {
  readonly format: string
  readonly description: string
}

/** A content file of the scratch copy with every picture left out (a picture field, or a picture block). */
function withoutPictures(source: string): string {
  const document: YamlDocument = parseDocument(source)
  visit(document, {
    Pair(_, pair) {
      if (isMap(pair.value) && pair.value.has("file") && String(pair.key) === "image") return visit.REMOVE
      return undefined
    },
    Seq(_, list) {
      list.items = list.items.filter((item) => !(isMap(item) && item.get("type") === "image"))
      return undefined
    },
  })
  return document.toString({ lineWidth: 0 })
}

/** The scratch copy's content: the dated events (the first keeps its photo), {year} in the footer, no other picture. */
function editContent(contentDir: string): readonly Event[] {
  const edit = (file: string, change: (source: string) => string) =>
    writeFileSync(path.join(contentDir, file), change(readFileSync(path.join(contentDir, file), "utf8")))
  for (const page of sitePagesIn(contentDir).filter((sitePage) => sitePage.file.startsWith("pages/"))) {
    edit(page.file, withoutPictures)
  }
  edit("slides.yaml", withoutPictures)
  edit("site.yaml", (source) => source.replace(/^ {2}copyright: .*$/m, "  copyright: © {year} {boardName}."))
  edit("events.yaml", (source) => {
    // Only the first event keeps its photo.
    const document: YamlDocument = parseDocument(withDatedEvents(source))
    if (isSeq(document.contents)) {
      document.contents.items.slice(1).forEach((item) => {
        if (isMap(item)) item.delete("image")
      })
    }
    return document.toString({ lineWidth: 0 })
  })
  return parseDocument(readFileSync(path.join(contentDir, "events.yaml"), "utf8")).toJS() as Event[]
}

/** `npm run build`'s own script in the scratch copy, as of an instant; rejects with its last lines when it fails. */
function build(dir: string, instant: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/build.ts"], {
      cwd: dir,
      env: { ...process.env, SOURCE_DATE_EPOCH: sourceDateEpochOf(instant), GATSBY_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)))
    child.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)))
    child.once("error", reject)
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`The scratch build as of ${instant} failed:\n${output.slice(-4000)}`)),
    )
  })
}

/** A built site as one test reads it: its pages parsed, its files read. */
class BuiltAsOf {
  private readonly documents = new Map<string, Document>()
  constructor(readonly publicDir: string) {}

  page(address: string): Document {
    let document = this.documents.get(address)
    if (!document) {
      document = new JSDOM(readFileSync(path.join(this.publicDir, address, "index.html"), "utf8")).window.document
      this.documents.set(address, document)
    }
    return document
  }

  file(address: string): string {
    return readFileSync(path.join(this.publicDir, ...address.split("/")), "utf8")
  }
}

let scratch = ""
let events: readonly Event[] = []
let before: BuiltAsOf
let after: BuiltAsOf
let checkedBefore: PublishResult
let checkedAfter: PublishResult

/** The publish check's page checks on the scratch build, served as the CDN serves it. */
async function checkPages(publicDir: string, recordFile: string): Promise<PublishResult> {
  const server: Server = await startServer(0, "127.0.0.1", publicDir)
  try {
    return await checkChangedPages({
      publicDir,
      contentDir: path.join(scratch, "content"),
      recordFile,
      host: readPublishingSettings(scratch).host,
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    })
  } finally {
    server.closeAllConnections()
    server.close()
  }
}

beforeAll(async () => {
  scratch = makeScratchCopy(root, "events-in-time-").dir
  const contentDir = path.join(scratch, "content")
  events = editContent(contentDir)
  const publicDir = path.join(scratch, "public")
  const recordFile = path.join(scratch, "checked-pages.json")

  await build(scratch, BEFORE_THE_EVENTS)
  // As if every other page had been checked by the last publish: the pages the events make are checked.
  const pages = servedPagesOf(sitePagesIn(contentDir))
  const rules = parseHeadersFile(readFileSync(path.join(publicDir, "_headers"), "utf8"))
  const eventAddresses = new Set([
    "/community/",
    ...events.flatMap((event) => (event.start ? [eventPagePath(event)] : [])),
  ])
  const current = fingerprintsOf(publicDir, pages, rules, "cloudflare-pages")
  writeRecord(
    recordFile,
    Object.fromEntries(Object.entries(current).filter(([address]) => !eventAddresses.has(address))),
  )
  checkedBefore = await checkPages(publicDir, recordFile)
  cpSync(publicDir, path.join(scratch, "public-before"), { recursive: true })
  before = new BuiltAsOf(path.join(scratch, "public-before"))

  // The next morning's build, with no edit: incremental, as the pipeline's.
  await build(scratch, AFTER_THE_EVENTS)
  checkedAfter = await checkPages(publicDir, recordFile)
  after = new BuiltAsOf(publicDir)
})

afterAll(() => {
  if (scratch) removeScratchCopy(scratch)
})

const titleOf = (event: Pick<Event, "title">) => event.title
const summit = () => events[0]
const online = () => events.find((event) => event.title === ONLINE_EVENT.title) ?? events[1]
const undated = () => events.filter((event) => !event.start)
/** The titles of the Community page's event cards, in order. */
const cardTitles = (document: Document) =>
  [...document.querySelectorAll("#events li h3")].map((heading) => (heading.textContent ?? "").trim())
/** The Event node of a page's JSON-LD. */
function eventNodeOf(document: Document): Record<string, unknown> | undefined {
  const json = document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}"
  const graph = (JSON.parse(json) as { "@graph"?: Record<string, unknown>[] })["@graph"] ?? []
  return graph.find((node) => node["@type"] === "Event")
}
/** A calendar file's events, parsed by ical.js with its zones registered. */
function calendarEvents(text: string) {
  const calendar = ICAL.Component.fromString(text)
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone)
  return calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event))
}

describe("built before the dated events", () => {
  it("lists them on the Community page soonest first, then the events without a date in the file's order, and no past events", () => {
    const community = before.page("/community/")
    expect(cardTitles(community)).toEqual([titleOf(online()), titleOf(summit()), ...undated().map(titleOf)])
    const text = heardTextOf(community.getElementById("events") ?? community.body)
    expect(text).toContain(heardWhen({ ...online(), start: ONLINE_EVENT.start }))
    expect(text).toContain(heardWhen({ ...summit(), start: DATED_FIRST_EVENT.start }))
    expect([...community.querySelectorAll("#events h3")].filter((heading) => !heading.closest("li"))).toEqual([])
  })

  it("links each dated event's card to its page and its calendar file, and the list to the feed of every event to come", () => {
    const community = before.page("/community/")
    const links = [...community.querySelectorAll("#events a")].map((link) => link.getAttribute("href"))
    for (const event of [online(), summit()]) {
      expect(links).toContain(eventPagePath(event))
      expect(links).toContain(eventCalendarPath(event))
    }
    expect(links).toContain(EVENTS_FEED_PATH)
  })

  it("gives each dated event a page: when and where, how to join it or register, its calendar file, and its Event for search engines", () => {
    const page = before.page(eventPagePath(summit()))
    const main = page.querySelector("main")?.textContent ?? ""
    for (const line of [DATED_FIRST_EVENT.place.name, DATED_FIRST_EVENT.place.street, DATED_FIRST_EVENT.details[0]]) {
      expect(main).toContain(line)
    }
    const hrefs = [...page.querySelectorAll("main a")].map((link) => link.getAttribute("href"))
    expect(hrefs).toEqual(
      expect.arrayContaining([site.links.joinCollegeUrl, eventCalendarPath(summit()), pageHref("/community#events")]),
    )
    const url = page.querySelector('link[rel="canonical"]')?.getAttribute("href")
    expect(eventNodeOf(page)).toMatchObject({
      name: summit().title,
      startDate: DATED_FIRST_EVENT.start,
      endDate: DATED_FIRST_EVENT.end,
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: {
        "@type": "Place",
        name: DATED_FIRST_EVENT.place.name,
        address: { "@type": "PostalAddress", streetAddress: DATED_FIRST_EVENT.place.street },
      },
      organizer: { "@type": "Organization", name: site.collegeName },
      image: [expect.stringMatching(/^https:\/\/.*\.jpg$/)],
      url,
    })
    const symposium = before.page(eventPagePath(online()))
    expect(symposium.querySelector(`main a[href="${ONLINE_EVENT.online}"]`)).not.toBeNull()
    expect(symposium.querySelector("main dl")?.textContent).toContain(`${labels.status}${ONLINE_EVENT.status}`)
    expect(eventNodeOf(symposium)).toMatchObject({
      startDate: `${ONLINE_EVENT.start}T${ONLINE_EVENT.startTime}:00+01:00`,
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      eventStatus: "https://schema.org/EventCancelled",
      location: { "@type": "VirtualLocation", url: ONLINE_EVENT.online },
    })
  })

  it("gives the evening on London's clock the board's clock too, where that reads otherwise: on its card and page, each zone in words for screen readers, in its calendar file and its Event", () => {
    const evening = { ...online(), start: ONLINE_EVENT.start }
    const when = eventWhen(evening, site.timeZone, site.locale)
    const starts = [when, ...(when.boardClock ? [when.boardClock] : [])].map((reading) => reading.dateTime)
    const card = [...before.page("/community/").querySelectorAll("#events li")].find(
      (item) => item.querySelector("h3")?.textContent?.trim() === evening.title,
    )
    const facts = before.page(eventPagePath(evening)).querySelector("main dl")
    for (const shown of [card, facts]) {
      if (!shown) throw new Error(`The evening's card or page facts are missing`)
      expect([...shown.querySelectorAll("time")].map((time) => time.getAttribute("datetime"))).toEqual(starts)
      expect(heardTextOf(shown)).toContain(heardWhen(evening))
    }
    const description = onBothClocksInWords(evening, site.timeZone, site.locale) ?? ONLINE_EVENT.description
    expect(calendarEvents(before.file(eventCalendarPath(evening)))[0].description).toContain(description)
    expect(eventNodeOf(before.page(eventPagePath(evening)))?.description).toContain(description)
  })

  it("writes each dated event's calendar file and the feed of both, stamped with the build's instant", () => {
    const [summitFile] = calendarEvents(before.file(eventCalendarPath(summit())))
    expect([summitFile.startDate.toString(), summitFile.endDate.toString()]).toEqual(["2027-05-14", "2027-05-17"])
    expect(summitFile.component.getFirstPropertyValue("dtstamp")?.toString()).toBe(BEFORE_THE_EVENTS)
    const [onlineFile] = calendarEvents(before.file(eventCalendarPath(online())))
    expect(onlineFile.startDate.toJSDate().toISOString()).toBe("2027-05-12T17:00:00.000Z")
    expect(onlineFile.component.getFirstPropertyValue("status")).toBe("CANCELLED")
    expect(calendarEvents(before.file(EVENTS_FEED_PATH)).map((event) => event.summary)).toEqual([
      online().title,
      summit().title,
    ])
  })

  it("lists the event pages in the sitemap, and writes the footer's {year} as of the build", () => {
    const sitemap = before.file("sitemap-0.xml")
    for (const event of [online(), summit()])
      expect(sitemap).toContain(`${ownerSettings.siteUrl}${eventPagePath(event)}`)
    expect(before.page("/community/").querySelector("footer")?.textContent).toContain(
      `© ${BEFORE_THE_EVENTS.slice(0, 4)} ${site.boardName}.`,
    )
  })

  it("passes the publish check's page checks on the pages the events make (Nu, axe at both widths, links, policy)", () => {
    expect(checkedBefore.checked.map((page) => page.address).sort()).toEqual(
      ["/community/", eventPagePath(summit()), eventPagePath(online())].sort(),
    )
    expect(checkedBefore.findings).toEqual([])
  })
})

describe("built again the day after they ended, with no edit", () => {
  it("takes them off the Community page's events to come and lists them under past events, the latest first", () => {
    const community = after.page("/community/")
    expect(cardTitles(community)).toEqual(undated().map(titleOf))
    const past = [...community.querySelectorAll("#events h3 + ul a")].map((link) => link.getAttribute("href"))
    expect(past).toEqual([eventPagePath(summit()), eventPagePath(online())])
  })

  it("keeps their pages, saying they are over and offering no registration, and a feed with no event to come", () => {
    const page = after.page(eventPagePath(summit()))
    const hrefs = [...page.querySelectorAll("main a")].map((link) => link.getAttribute("href"))
    expect(hrefs).not.toContain(site.links.joinCollegeUrl)
    expect(hrefs).toContain(eventCalendarPath(summit()))
    expect(page.querySelector("main")?.textContent).toContain(labels.ended)
    expect(before.page(eventPagePath(summit())).querySelector("main")?.textContent).not.toContain(labels.ended)
    expect(existsSync(path.join(after.publicDir, ...eventCalendarPath(summit()).split("/")))).toBe(true)
    expect(calendarEvents(after.file(EVENTS_FEED_PATH))).toEqual([])
    expect(after.file("sitemap-0.xml")).toContain(`${ownerSettings.siteUrl}${eventPagePath(summit())}`)
  })

  it("changes only the pages the day changes, which the publish check checks again and passes", () => {
    expect(checkedAfter.firstRun).toBe(false)
    expect(checkedAfter.checked.map((page) => page.address).sort()).toEqual(
      ["/community/", eventPagePath(summit()), eventPagePath(online())].sort(),
    )
    expect(checkedAfter.findings).toEqual([])
  })
})
