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

/**
 * Where the site's Pages Functions answer (functions/api/): the content editor's login, which mints
 * a token with each start. The speculation rules never prerender an address here.
 */
export const FUNCTIONS_PATH = "/api/"

/**
 * Where the editor's gateway answers (src/editor-gateway): editors' sign-in and every call the
 * editor makes to the repository, when editors sign in with the organisation's accounts.
 */
export const EDITOR_GATEWAY_PATH = `${FUNCTIONS_PATH}gateway/`

/**
 * Where the not-found page is built. Gatsby writes it as 404/index.html and as 404.html, the file
 * hosts answer every unknown address with.
 */
export const NOT_FOUND_PATH = "/404/"

/**
 * Where the contact form ends once the form service has the message: the service sends the
 * visitor here (publishing.yaml, contactForm.redirectField), and the form's script shows the same
 * words in place. Below /contact/, so no page of content/pages/ can take it.
 */
export const CONTACT_SENT_PATH = "/contact/sent/"

/**
 * The folder of the calendar files (iCalendar, RFC 5545) the build writes for the college's events:
 * one per dated event and one feed of those to come (src/content/events.ts names them). Hosts send
 * them as text/calendar (src/cdn/headers.ts), and the speculation rules never prerender them.
 */
export const CALENDAR_FOLDER = "calendar"

/**
 * Top-level names of the built site that a page of content/pages/ may not take, because something
 * else is published there: the editor's folder, the not-found page, Gatsby's own folders for its
 * assets and page data, the web manifest's icons, the calendar files, and the folders of
 * static/ (a test holds this list against static/).
 */
export const RESERVED_PAGE_NAMES: readonly string[] = [
  ADMIN_FOLDER,
  "404",
  "static",
  "page-data",
  "icons",
  CALENDAR_FOLDER,
]
