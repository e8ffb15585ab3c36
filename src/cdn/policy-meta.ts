/**
 * A page's own Content-Security-Policy, in a <meta http-equiv="Content-Security-Policy"> element
 * right after its charset declaration: a browser applies such a policy to everything after it,
 * which is every script and style of the page (the element comes first in the head). The policy
 * travels with the page, so _headers needs no rule per page, and an unknown address answered with
 * 404.html gets that page's policy too.
 */

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g
const CHARSET_META = /<meta charSet="utf-8"\/>/i

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")
}

/**
 * The page with `policy` in a meta element right after its charset declaration (which must stay
 * within the first 1024 bytes), replacing the one a previous build wrote.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const page = html.replace(POLICY_META, "")
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`
  if (CHARSET_META.test(page)) return page.replace(CHARSET_META, (charset) => `${charset}${meta}`)
  if (!page.includes("<head>")) throw new Error("the page has no <head> to put its policy in")
  return page.replace("<head>", `<head>${meta}`)
}
