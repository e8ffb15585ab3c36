/**
 * The site's own addresses that are not pages of content: where the content editor is served and
 * where the not-found page is built. Facts of the site, at the bottom of the code: components,
 * the CDN's files (sitemap, robots.txt, _headers), the speculation rules and the editor's plugin
 * import them from here.
 */

/**
 * The folder the content editor is built into (plugins/decap-admin). The sitemap, robots.txt and
 * the speculation rules keep crawlers and prerendering away from it, and _headers gives it its own
 * Content-Security-Policy (src/cdn).
 */
export const ADMIN_FOLDER = "admin"

/** The editor's address, in the site's trailing-slash form. */
export const ADMIN_PATH = `/${ADMIN_FOLDER}/`
