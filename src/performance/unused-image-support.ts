/**
 * gatsby-plugin-image writes its support into the head of every page: a stylesheet, a
 * <noscript> stylesheet and a module script that fades each image in once it has loaded. A page
 * without a Gatsby image uses none of it (and today no page has one), so after the build it is
 * removed from those pages: about 1.3 KB of HTML and one script less each. A page that gains an
 * image keeps all three, since the check is made on each built page.
 */

/** The marker gatsby-plugin-image puts on the wrapper of every image it renders. */
const IMAGE_WRAPPER = "data-gatsby-image-wrapper"

/** The three head elements, recognised by the selectors and data attributes only they contain. */
const SUPPORT = [
  /<style>\.gatsby-image-wrapper\{[^<]*<\/style>/g,
  /<noscript><style>\.gatsby-image-wrapper noscript[^<]*<\/style><\/noscript>/g,
  /<script type="module">[^<]*gatsbyImageWrapper[^<]*<\/script>/g,
] as const

export function withoutUnusedImageSupport(html: string): string {
  if (html.includes(IMAGE_WRAPPER)) return html
  return SUPPORT.reduce((page, element) => page.replace(element, ""), html)
}
