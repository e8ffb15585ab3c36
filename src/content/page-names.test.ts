import { readdirSync } from "node:fs"
import path from "node:path"
import { PAGE_NAME_PATTERN, pageNameFrom, pageNameProblem } from "./page-names"
import { RESERVED_PAGE_NAMES } from "./routes"

describe("page names", () => {
  it("are made from a title: lowercase, without accents, words joined by single hyphens", () => {
    expect(pageNameFrom("Exam Policies (2027)")).toBe("exam-policies-2027")
    expect(pageNameFrom("  Résumé & CV — Guide ")).toBe("resume-cv-guide")
    expect(pageNameFrom("---")).toBe("")
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
