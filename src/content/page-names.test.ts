import { readdirSync } from "node:fs"
import path from "node:path"
import { loadContent } from "../../tests/support/fixtures/content-fixtures"
import { ONLINE_EVENT } from "../../tests/support/fixtures/dated-events"
import { eventPageName } from "./events"
import { PAGE_NAME_PATTERN, pageNameFrom, pageNameProblem } from "./page-names"
import { RESERVED_PAGE_NAMES } from "./routes"

/**
 * How names were made before letters such as ß were spelt out: every letter outside a-z that lost
 * no accent was dropped. Kept to prove that no name made from any other title moved.
 */
function nameAsFirstMade(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

describe("page names", () => {
  it("are made from a title: lowercase, without accents, words joined by single hyphens", () => {
    expect(pageNameFrom("Exam Policies (2027)")).toBe("exam-policies-2027")
    expect(pageNameFrom("  Résumé & CV — Guide ")).toBe("resume-cv-guide")
    expect(pageNameFrom("---")).toBe("")
  })

  it("spell a letter that has no accent to take off in Latin letters, as a slug library does, instead of dropping it", () => {
    expect(pageNameFrom("Straße")).toBe("strasse")
    expect(pageNameFrom("Łódź Summit")).toBe("lodz-summit")
    expect(pageNameFrom("Ærø")).toBe("aero")
    expect(pageNameFrom("Þingvellir Retreat 2027")).toBe("thingvellir-retreat-2027")
  })

  it("stay as they were for every title that lost no letter: the events' addresses and calendar UIDs with them", () => {
    const events = [...loadContent<{ title: string; page?: string }[]>("events.yaml"), ONLINE_EVENT]
    for (const event of events) {
      const page = "page" in event ? event.page : undefined
      expect({ title: event.title, name: eventPageName(event) }).toEqual({
        title: event.title,
        name: page ?? nameAsFirstMade(event.title),
      })
    }
    for (const title of ["Exam Policies (2027)", "  Résumé & CV — Guide ", "Zürich: Café Ümlaut, 3–4 May", "São Paulo"])
      expect(pageNameFrom(title)).toBe(nameAsFirstMade(title))
  })

  it("may be clean addresses only, with a suggestion for the file and for the editor's field", () => {
    expect(pageNameProblem("exam-policies")).toBeUndefined()
    expect(pageNameProblem("Exam_Policies", [], ".yaml")).toBe(
      '"Exam_Policies" cannot be a page\'s address: use lowercase letters (a-z), digits and single hyphens between words, like exam-policies. Rename the file to exam-policies.yaml.',
    )
    expect(pageNameProblem("exam--policies")).toMatch(/ Try exam-policies\.$/)
    expect(pageNameProblem("-")).toMatch(/like exam-policies\.$/)
  })

  it("may not be a built-in page's, a reserved address or one taken elsewhere", () => {
    expect(pageNameProblem("about")).toBe('"about" is the address of a built-in page. Choose another name.')
    expect(pageNameProblem("admin")).toBe(
      "/admin/ is reserved for something else the site publishes there. Choose another name.",
    )
    expect(pageNameProblem("downloads", ["downloads"])).toMatch(/^\/downloads\/ is reserved/)
  })

  it("reserve every folder of static/ that could be taken for a page's address", () => {
    const folders = readdirSync(path.join(__dirname, "..", "..", "static")).filter((name) =>
      PAGE_NAME_PATTERN.test(name),
    )
    for (const name of folders) expect(RESERVED_PAGE_NAMES).toContain(name)
  })
})
