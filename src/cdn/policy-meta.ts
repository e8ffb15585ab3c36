/**
 * A page's own Content-Security-Policy, in a <meta http-equiv="Content-Security-Policy"> element
 * right after its charset declaration: a browser applies such a policy to everything after it,
 * which is every script and style of the page (the element comes first in the head). The policy
 * travels with the page, so _headers needs no rule per page, and an unknown address answered with
 * 404.html gets that page's policy too.
 */

import { attributeOf, editedHtml, elementsOf, removalOf, type PageElement } from "./page-html"

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")
}

const isPolicyMeta = (element: PageElement) =>
  element.tagName === "meta" && attributeOf(element, "http-equiv")?.toLowerCase() === "content-security-policy"

/**
 * The page with `policy` in a meta element right after its charset declaration (which must stay
 * within the first 1024 bytes), replacing any a previous build wrote. The page is read with the
 * HTML parser, which says where each element sits in its text, and written into there: every
 * other byte stays as Gatsby wrote it.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const elements = elementsOf(html)
  const head = elements.find((element) => element.tagName === "head")
  // The parser supplies a head a page lacks; one it supplied has no place in the text.
  const headTag = head?.sourceCodeLocation?.startTag
  if (!head || !headTag) throw new Error("the page has no <head> to put its policy in")
  const charset = elements.find(
    (element) => element.parentNode === head && element.tagName === "meta" && attributeOf(element, "charset") !== null,
  )
  const after = charset?.sourceCodeLocation?.endOffset ?? headTag.endOffset
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`
  return editedHtml(html, [
    { start: after, end: after, text: meta },
    ...elements.filter(isPolicyMeta).flatMap(removalOf),
  ])
}
