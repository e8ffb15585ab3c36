import { parse } from "parse5"
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { CalendarFile } from "../cdn/calendar"
import { parseHeadersFile } from "../cdn/host-headers"
import { cspHash } from "../cdn/inline-code"
import { builtInSitePages, type SitePage } from "../content/page-registry"
import { contentDir, publishing } from "../../tests/support/fixtures/content-fixtures"
import type { WidgetScript } from "../widgets/bundle"
import { notFoundLogScript } from "../widgets/not-found-log"
import { speculationRules } from "../components/seo/speculation-rules"
import { checkStaticPages, finishBuild, servedFileCount } from "./finish-build"
import { finishBuildApart } from "./finish-build-apart"
import { scratchFolder } from "../../tests/support/scratch-folder"

// parse5's parser, counted: parsing is most of what the build's last steps cost a page.
jest.mock("parse5", () => {
  const actual = jest.requireActual<typeof import("parse5")>("parse5")
  return { ...actual, parse: jest.fn(actual.parse) }
})

const carousel: WidgetScript = { name: "carousel", code: 'document.querySelector("[data-carousel]")', bytes: 2345 }
const carouselProblem = `/ is not a static page: it carries an inline script of type module ("${carousel.code}").`

const runtimeScript = '<script src="/app-0123.js" async></script>'

/** A page as the build writes it: one <style> in the head, JSON-LD, the speculation rules, then its own scripts. */
function page(style: string, { head = "", body = "" }: { head?: string; body?: string } = {}): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    `<style>${style}</style>` +
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
    `<script type="speculationrules">${speculationRules}</script>${head}</head>` +
    `<body><div id="___gatsby"><div id="gatsby-focus-wrapper"><main>Text</main>${body}</div></div></body></html>`
  )
}

/** The calendar files the build made of the events: here, the feed of a site with none to come. */
const calendars: readonly CalendarFile[] = [
  { path: "/calendar/events.ics", text: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" },
]

/** The pages of the small site the tests build: home, about and the not-found page, as the registry gives them. */
const pages: readonly SitePage[] = builtInSitePages.filter((page) => ["home", "about", "not-found"].includes(page.kind))

/** A public/ folder as the build leaves it, with `changes` written over its files. */
function builtSite(changes: Record<string, string> = {}): string {
  const dir = scratchFolder("public")
  const files: Record<string, string> = {
    "index.html": page(".home{}", { head: `<script type="module">${carousel.code}</script>` }),
    "about/index.html": page(".about{}"),
    "404.html": page(".not-found{}", { head: `<script>${notFoundLogScript}</script>` }),
    "404/index.html": page(".not-found{}", { head: `<script>${notFoundLogScript}</script>` }),
    // The content editor: an application with scripts of its own, under a policy of its own.
    "admin/index.html":
      '<!doctype html><html><head><meta charset="utf-8"/><script defer="defer" src="/admin/decap-cms-app.js"></script>' +
      '<script>window.CMS_MANUAL_INIT=true</script></head><body style="margin:0"></body></html>',
    // Gatsby's own fragment, which it stitches into pages: not a page, and not checked as one.
    "_gatsby/slices/_gatsby-scripts-1.html": `<script>window.___webpackCompilationHash="0123";</script>${runtimeScript}`,
    ...changes,
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return dir
}

/** finishBuild on a built site of the sample pages, with the carousel's module unless told otherwise. */
function finishSite(publicDir: string, widgetScripts: readonly WidgetScript[] = [carousel]) {
  return finishBuild({ publicDir, contentDir, settings: publishing, pages, widgetScripts, calendars })
}

describe("checkStaticPages", () => {
  it("finds no problem in the pages as the build writes them", () => {
    expect(checkStaticPages(builtSite(), [carousel])).toEqual([])
  })

  it("names the page and what it carries", () => {
    const dir = builtSite({ "about/index.html": page(".about{}", { body: runtimeScript }) })
    expect(checkStaticPages(dir, [carousel])).toEqual([
      "/about/ is not a static page: it carries a script loaded from /app-0123.js.",
    ])
  })

  it("reports every page that is not static, each problem on its own", () => {
    const dir = builtSite({
      "about/index.html": page(".about{}", { body: `${runtimeScript}<p style="color:red">x</p>` }),
      "404.html": page(".not-found{}", { body: runtimeScript }),
    })
    const problems = checkStaticPages(dir, [carousel])
    expect(problems).toHaveLength(3)
    expect(problems.filter((problem) => problem.startsWith("/about/ is not a static page"))).toHaveLength(2)
    expect(problems.filter((problem) => problem.startsWith("/404.html is not a static page"))).toHaveLength(1)
  })

  it("allows only the widget modules of this build", () => {
    expect(checkStaticPages(builtSite(), [])).toEqual([carouselProblem])
    const other: WidgetScript = { name: "carousel", code: "document.body", bytes: 13 }
    expect(checkStaticPages(builtSite(), [other])).toHaveLength(1)
  })

  it("does not check the content editor, whose scripts and styles are its own", () => {
    const dir = builtSite({
      "admin/index.html": `<html><head>${runtimeScript}</head><body><div style="x"><style>a{}</style></div></body></html>`,
    })
    expect(checkStaticPages(dir, [carousel])).toEqual([])
  })

  it("does not check Gatsby's fragments, which are not pages", () => {
    const dir = builtSite({
      "_gatsby/slices/_gatsby-scripts-2.html": `${runtimeScript}<div style="outline:none"></div>`,
    })
    expect(checkStaticPages(dir, [carousel])).toEqual([])
  })

  it("checks pages in folders, not only at the top", () => {
    const dir = builtSite({ "a/b/index.html": page(".deep{}", { body: runtimeScript }) })
    expect(checkStaticPages(dir, [carousel])).toEqual([
      "/a/b/ is not a static page: it carries a script loaded from /app-0123.js.",
    ])
  })
})

describe("finishBuild", () => {
  it("writes the CDN's files and the calendar files when every page is static, and reports what it checked and wrote", () => {
    const dir = builtSite()
    // A calendar file a removed event left is gone: the folder holds this build's.
    mkdirSync(path.join(dir, "calendar", "events"), { recursive: true })
    writeFileSync(path.join(dir, "calendar", "events", "gone.ics"), "BEGIN:VCALENDAR")
    const result = finishSite(dir)
    expect(result.problems).toEqual([])
    expect(readFileSync(path.join(dir, "calendar", "events.ics"), "utf8")).toBe(calendars[0].text)
    expect(existsSync(path.join(dir, "calendar", "events", "gone.ics"))).toBe(false)
    const headers = readFileSync(path.join(dir, "_headers"), "utf8")
    const rules = parseHeadersFile(headers)
    expect(readFileSync(path.join(dir, "about", "index.html"), "utf8")).toContain(`style-src ${cspHash(".about{}")};`)
    expect(existsSync(path.join(dir, "robots.txt"))).toBe(true)
    expect(readFileSync(path.join(dir, "404.html"), "utf8")).toContain(
      '<meta http-equiv="Content-Security-Policy" content="',
    )
    expect(result.report).toEqual([
      "3 pages of content/ built, as 4 files, all static; widget modules: carousel (2345 bytes)",
      `4 pages given their own policy; public/_headers: ${rules.length} rules, ${Buffer.byteLength(headers)} bytes; 1 calendar files; ${servedFileCount(dir)} files to publish`,
    ])
  })

  it("parses each page once for its gate, the files it loads and its policy", () => {
    const dir = builtSite()
    jest.mocked(parse).mockClear()
    expect(finishSite(dir).problems).toEqual([])
    // The home page, about/ and the not-found page (404.html and 404/ are the same text): every page but the editor's.
    expect(jest.mocked(parse)).toHaveBeenCalledTimes(3)
  })

  it("runs in a process of its own with the same outcome: the files written, the problems and the report", () => {
    const [here, apart] = [builtSite(), builtSite()]
    const inputs = { contentDir, settings: publishing, pages, widgetScripts: [carousel], calendars }
    const result = finishBuildApart(path.join(__dirname, "..", ".."), { publicDir: apart, ...inputs })
    expect(result).toEqual(finishBuild({ publicDir: here, ...inputs }))
    for (const file of ["_headers", "about/index.html", "calendar/events.ics"])
      expect(readFileSync(path.join(apart, file), "utf8")).toBe(readFileSync(path.join(here, file), "utf8"))
    const broken = builtSite({ "404.html": page(".not-found{}", { body: runtimeScript }) })
    expect(finishBuildApart(path.join(__dirname, "..", ".."), { publicDir: broken, ...inputs }).problems[0]).toBe(
      "/404.html is not a static page: it carries a script loaded from /app-0123.js.",
    )
  })

  it("writes nothing when a page is not static, and says why and where to look", () => {
    const notFound = page(".not-found{}", { body: runtimeScript })
    const dir = builtSite({ "404.html": notFound })
    const result = finishSite(dir)
    expect(result.problems).toEqual([
      "/404.html is not a static page: it carries a script loaded from /app-0123.js.",
      expect.stringMatching(/gatsby-plugin-no-javascript-utils.*src\/build\/static-page\.ts/),
    ])
    expect(result.report).toEqual([])
    expect(existsSync(path.join(dir, "_headers"))).toBe(false)
    expect(existsSync(path.join(dir, "robots.txt"))).toBe(false)
    // Not even 404.html's policy, which would allow its runtime's inline scripts by hash.
    expect(readFileSync(path.join(dir, "404.html"), "utf8")).toBe(notFound)
  })

  it("stops the build for a widget module the build did not bundle", () => {
    const dir = builtSite()
    const result = finishSite(dir, [])
    expect(result.problems[0]).toBe(carouselProblem)
    expect(existsSync(path.join(dir, "_headers"))).toBe(false)
  })

  it("stops the build when a page of the registry was not written, naming the page and its content file", () => {
    const dir = builtSite()
    rmSync(path.join(dir, "about", "index.html"))
    const result = finishSite(dir)
    expect(result.problems).toEqual([
      "/about/ (content/pages/about.yaml) was not built: public/about/index.html is missing.",
    ])
    expect(existsSync(path.join(dir, "_headers"))).toBe(false)
  })

  it("stops the build for a page file no page of the registry makes, which no policy would cover", () => {
    const dir = builtSite({ "old-page/index.html": page(".old{}") })
    const result = finishSite(dir)
    expect(result.problems).toEqual([
      "public/old-page/index.html is not a page of the site: no file of content/ makes it. If its page was removed, run npm run clean and build again.",
    ])
    expect(existsSync(path.join(dir, "_headers"))).toBe(false)
  })

  it("stops the build for a picture a page loads that public/ lacks, naming the page and the file", () => {
    const dir = builtSite({
      "about/index.html": page(".about{}", { body: '<img src="/static/abc/600/about.jpg" alt=""/>' }),
    })
    const result = finishSite(dir)
    expect(result.problems).toEqual([
      "/about/ loads /static/abc/600/about.jpg, which is not in public/. Run npm run clean and build again.",
    ])
    expect(existsSync(path.join(dir, "_headers"))).toBe(false)
  })
})
