/**
 * Where the content editor is served. plugins/decap-admin builds it into this folder; the sitemap,
 * robots.txt and the speculation rules keep crawlers and prerendering away from it, and _headers
 * gives it its own Content-Security-Policy (src/cdn).
 */
export const ADMIN_FOLDER = "admin"

/** The editor's address, in the site's trailing-slash form. */
export const ADMIN_PATH = `/${ADMIN_FOLDER}/`
