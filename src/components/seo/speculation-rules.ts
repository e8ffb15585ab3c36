import { ADMIN_PATH, CALENDAR_FOLDER, FUNCTIONS_PATH } from "../../content/routes"

/**
 * What keeps navigation instant without a client-side router: the Speculation Rules API. Every
 * page asks browsers that support it (Chromium-based ones) to prerender a page of this site
 * when the visitor shows intent to open it (eagerness "moderate": the pointer resting on a link
 * for a moment, or pressing it), so the next page is often fully loaded before the click lands.
 * Other browsers ignore the element. It sits inline in each page's head, allowed by its hash in
 * the Content-Security-Policy like any inline script. Never the editor (an application, not a
 * page) nor the site's Functions: a prerendered /api/auth would start a login the visitor never
 * asked for; nor the calendar files, which are no page to show and which a calendar app opens.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: `${ADMIN_PATH}*` } },
          { not: { href_matches: `${FUNCTIONS_PATH}*` } },
          { not: { href_matches: `/${CALENDAR_FOLDER}/*` } },
        ],
      },
      eagerness: "moderate",
    },
  ],
})
