import type { ServedPage } from "./checked-pages"
import {
  ANNOTATION_LIMIT,
  contentAnnotations,
  contentSummary,
  pageAnnotations,
  publishLog,
  publishSummary,
  type PublishResult,
} from "./report"

const home: ServedPage = { address: "/", file: "index.html", contentFile: "pages/home.yaml" }
const about: ServedPage = { address: "/about/", file: "about/index.html", contentFile: "pages/about.yaml" }

const passed: PublishResult = { pages: [home, about], checked: [about], firstRun: false, findings: [], seconds: 4.25 }
const failed: PublishResult = {
  ...passed,
  findings: [
    { address: "/about/", check: "axe at phone width", message: "Images must have alternative text at img" },
    {
      address: "/about/",
      check: "links and fragments",
      message: 'the link "Board" (/#board): / has no element with the id "board"',
    },
  ],
}

describe("the publish check's log", () => {
  it("lists each checked page with its file and each check's outcome, then one line of summary", () => {
    expect(publishLog(passed)).toEqual([
      "Publish check: 1 page of 2 changed since the last checked build.",
      "  /about/ (content/pages/about.yaml): Nu ok, axe phone ok, axe desktop ok, links ok, policy ok",
      "Publish check passed: 1 page checked (Nu HTML Checker, axe at phone width, axe at desktop width, links and fragments, policy and headers), 1 unchanged, in 4.3 s.",
    ])
  })

  it("puts each problem under its page, and counts them in the last line", () => {
    const log = publishLog(failed)
    expect(log[1]).toBe(
      "  /about/ (content/pages/about.yaml): Nu ok, axe phone FAILED, axe desktop ok, links FAILED, policy ok",
    )
    expect(log[2]).toBe("      - axe at phone width: Images must have alternative text at img")
    expect(log.at(-1)).toMatch(/^Publish check FAILED: 2 problems on 1 page; 1 page checked/)
  })

  it("says why every page was checked on a first run", () => {
    expect(publishLog({ ...passed, checked: passed.pages, firstRun: true })[0]).toBe(
      "Publish check: no record of a checked build, so every page is checked.",
    )
  })
})

describe("GitHub's annotations", () => {
  it("marks a content problem on its file and line, escaping what GitHub's commands reserve", () => {
    expect(
      contentAnnotations([
        { file: "pages/about.yaml", line: 7, where: "hero, title", message: "is 100% too long:\nshorten it" },
      ]),
    ).toEqual([
      "::error file=content/pages/about.yaml,line=7,title=The change was not published::hero, title: is 100%25 too long:%0Ashorten it",
    ])
  })

  it("marks a page's problem on the page's content file", () => {
    expect(pageAnnotations(failed)[0]).toBe(
      "::error file=content/pages/about.yaml,title=/about/ was not published (axe at phone width)::Images must have alternative text at img",
    )
  })

  it("stays within GitHub's limit of annotations a step, the last saying how many more there are", () => {
    const problems = Array.from({ length: 14 }, (_, index) => ({
      file: "faq.yaml",
      line: index + 1,
      message: "is empty.",
    }))
    const commands = contentAnnotations(problems)
    expect(commands).toHaveLength(ANNOTATION_LIMIT)
    expect(commands.at(-1)).toMatch(/line=10,.*is empty\. \(and 4 more problems: see the run's summary\)$/)
  })
})

describe("the run's summary", () => {
  it("links each changed page at the address it is published at", () => {
    const summary = publishSummary(passed, { address: "https://pr-12.cdm-site.pages.dev", kind: "preview" })
    expect(summary).toContain("## Your change passed the publish check")
    expect(summary).toContain("as they will be at https://pr-12.cdm-site.pages.dev (the draft's preview):")
    expect(summary).toContain("| [/about/](https://pr-12.cdm-site.pages.dev/about/) | content/pages/about.yaml |")
  })

  it("says nothing was published, and each problem under its page, when a check failed", () => {
    const summary = publishSummary(failed, { address: "https://cdm.example", kind: "live" })
    expect(summary).toContain("## Your change was not published")
    expect(summary).toContain("### /about/, made from content/pages/about.yaml")
    expect(summary).toContain("- **axe at phone width**: Images must have alternative text at img")
  })

  it("lists each content problem in the content check's words", () => {
    expect(
      contentSummary([{ file: "constants.yaml", line: 4, where: "examFee", message: "should be a number." }]),
    ).toContain("- content/constants.yaml, line 4, examFee: should be a number.")
  })
})
