/**
 * The policy of the not-found page. A host answers an unknown address with 404.html under the
 * rules of that address, which match only /*, and the Content-Security-Policy cannot go on /*
 * (see headerRules). So 404.html carries the site's policy itself, in a
 * <meta http-equiv="Content-Security-Policy"> element early in its head: a browser applies such a
 * policy to everything after it, which is every script and style of the page.
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
  if (!page.includes("<head>")) throw new Error("the not-found page has no <head> to put its policy in")
  return page.replace("<head>", `<head>${meta}`)
}
