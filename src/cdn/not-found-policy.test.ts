import { withPolicyMeta } from "./not-found-policy"

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Not found</title><script>window.a=1</script></head><body></body></html>'
const policy = "default-src 'self'; script-src 'self' 'sha256-abc='"

describe("withPolicyMeta", () => {
  it("puts the policy right after the charset declaration, before every script", () => {
    const parsed = new DOMParser().parseFromString(withPolicyMeta(page, policy), "text/html")
    const head = [...parsed.head.children].map((element) => element.tagName.toLowerCase())
    expect(head).toEqual(["meta", "meta", "title", "script"])
    expect(parsed.head.children[1].getAttribute("http-equiv")).toBe("Content-Security-Policy")
    expect(parsed.head.children[1].getAttribute("content")).toBe(policy)
  })

  it("replaces the policy a previous build wrote instead of adding a second", () => {
    const once = withPolicyMeta(page, "default-src 'none'")
    const twice = withPolicyMeta(once, policy)
    expect(twice).toBe(withPolicyMeta(page, policy))
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1)
  })

  it("keeps a policy with quotes or ampersands one attribute", () => {
    const parsed = new DOMParser().parseFromString(withPolicyMeta(page, `a "b" & c`), "text/html")
    expect(parsed.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content")).toBe(
      `a "b" & c`,
    )
  })

  it("refuses a page without a head rather than leave it unprotected", () => {
    expect(() => withPolicyMeta("<p>Not found</p>", policy)).toThrow(/no <head>/)
  })
})
