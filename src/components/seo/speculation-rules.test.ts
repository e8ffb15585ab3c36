import { SITE_LOGIN_ENDPOINT } from "../../hosts/cloudflare-pages"
import { ADMIN_PATH, CALENDAR_FOLDER, FUNCTIONS_PATH } from "../../content/routes"
import { speculationRules } from "./speculation-rules"

interface Rule {
  readonly source: string
  readonly eagerness: string
  readonly where: { readonly and: readonly { href_matches?: string; not?: { href_matches: string } }[] }
}

describe("the speculation rules", () => {
  const [rule] = (JSON.parse(speculationRules) as { prerender: Rule[] }).prerender

  it("prerender a page of the site once the visitor shows intent to open it", () => {
    expect(rule.source).toBe("document")
    expect(rule.eagerness).toBe("moderate")
    expect(rule.where.and).toContainEqual({ href_matches: "/*" })
  })

  it("never prerender the editor, the site's Functions (a prerendered login start would mint a token) or a calendar file", () => {
    const excluded = rule.where.and.flatMap((condition) => (condition.not ? [condition.not.href_matches] : []))
    expect(excluded).toEqual([`${ADMIN_PATH}*`, `${FUNCTIONS_PATH}*`, `/${CALENDAR_FOLDER}/*`])
    // The editor's login is one of those Functions.
    expect(`/${SITE_LOGIN_ENDPOINT}`).toMatch(new RegExp(`^${excluded[1].replace("*", ".*")}$`))
  })
})
