/**
 * The `_headers` file (the format Netlify and Cloudflare Pages read) and each page's own policy.
 * Every response gets the security headers, a site-wide header policy, its opener policy and
 * revalidation from one rule; each page carries its own Content-Security-Policy, allowing exactly
 * its inline scripts and styles by hash, in a <meta> element; the editor's folder has a rule of its
 * own. So the file has the same two rules at 10 pages or 10,000. Pure functions that build the
 * rules and the policies and format the file; the build writes them (write-cdn-files.ts). How a
 * host reads the file and which headers it then sends is host-headers.ts, apart on purpose.
 */
import type { PublishingSettings } from "../settings/publishing"
import { editorConnectOrigins, editorOpensLoginWindow } from "../cms/config/editor-backend"
import { ADMIN_FOLDER, ADMIN_PATH, CALENDAR_FOLDER } from "../content/routes"
import { LOCAL_FILE_SERVER } from "../cms/local-file-server"

export type Header = readonly [name: string, value: string]

export interface HeaderRule {
  /** A path on the site; "*" matches any run of characters, including "/". */
  readonly path: string
  /** Headers an earlier matching rule gave, which this one takes off first (Cloudflare Pages' "! Name"). */
  readonly detach: readonly string[]
  readonly headers: readonly Header[]
}

/** One year, the longest lifetime caches honour; HSTS asks for at least this much. */
const ONE_YEAR = 31536000

/** Pages: a cache may keep them but must ask whether they changed before using them. */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate"

/** Browser features the site never uses, switched off for it and for anything it could embed. */
const DISABLED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const

export interface PolicyInputs {
  /** 'sha256-…' expressions for every inline script the page contains. */
  readonly scriptHashes: readonly string[]
  /** 'sha256-…' expressions for every <style> element the page contains. */
  readonly styleHashes: readonly string[]
  /** Other sites the pages' forms submit to (https origins), besides this one. */
  readonly formOrigins: readonly string[]
  /** Addresses the page's own script sends to (the contact form's service), for its connect-src. */
  readonly connectTo?: readonly string[]
}

/**
 * A page's own Content-Security-Policy, carried in a <meta http-equiv> element right after its
 * charset (not-found-policy.ts), so that _headers needs no rule per page: nothing loads or runs
 * unless it comes from this site, and the page's inline code is allowed one element at a time, by
 * hash. A meta element cannot carry frame-ancestors, report-uri or sandbox: framing is refused by
 * the site-wide header policy (SITE_HEADER_POLICY) and X-Frame-Options on every response.
 */
export function pageContentSecurityPolicy({
  scriptHashes,
  styleHashes,
  formOrigins,
  connectTo = [],
}: PolicyInputs): string {
  for (const hash of [...scriptHashes, ...styleHashes]) {
    if (!/^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(hash)) throw new Error(`${hash} is not a CSP hash`)
  }
  return formatPolicy([
    ["default-src", "'self'"],
    // Pages load no script file: their inline scripts (a widget module, the speculation rules,
    // the not-found log) are allowed one by one.
    ["script-src", ...(scriptHashes.length > 0 ? scriptHashes : ["'none'"])],
    // A page's styles are the one <style> element the build writes into its head: no style
    // attribute, no other inline style and no stylesheet file is allowed.
    ["style-src", ...(styleHashes.length > 0 ? styleHashes : ["'none'"])],
    // Pictures are files of the site (content/images/, encoded by the build); the placeholder
    // colour behind one is CSS, so no data: image is needed.
    ["img-src", "'self'"],
    ["font-src", "'self'"],
    // A page's script may send only where its own form posts (the contact form's service).
    ["connect-src", "'self'", ...unique(connectTo.map(originOf))],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", ...unique(formOrigins.map(originOf))],
  ])
}

/**
 * The policy every response carries in its header, beside a page's own meta policy (a browser
 * enforces both): what a meta element cannot say (frame-ancestors), and what holds for the content
 * editor too, whose policy differs from the pages' (editorContentSecurityPolicy).
 */
export const SITE_HEADER_POLICY = formatPolicy([
  ["frame-ancestors", "'none'"],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
])

type Directive = [name: string, ...sources: string[]]

function formatPolicy(directives: readonly Directive[]): string {
  return directives.map((directive) => directive.join(" ")).join("; ")
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)]
}

/** The origin a form posts to, from its action URL; only https, since the site is served over https. */
export function originOf(url: string): string {
  const parsed = new URL(url)
  if (parsed.protocol !== "https:") throw new Error(`${url} is not an https address`)
  return parsed.origin
}

/**
 * The content editor's policy (/admin, Decap CMS): its bundled validator compiles schemas with
 * eval, and it talks to its backend's API (publishing.yaml's backend: GitHub's API, a GitLab, or only
 * this site for Git Gateway). A picture an editor uploads is held as a blob: address until
 * it is saved, which the editor reads back (connect-src) to send. It runs no inline script and
 * cannot be framed.
 */
export function editorContentSecurityPolicy(settings: PublishingSettings): string {
  return formatPolicy([
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", "blob:", ...editorConnectOrigins(settings)],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ])
}

/**
 * The editor's policy on an editor's own computer (scripts/serve.ts), where it also reaches the
 * local file server (decap-server) it saves through there. Never in the deployed _headers: on the live site no page may talk to a
 * plain-http address on the visitor's machine.
 */
export function onEditorsOwnComputer(policy: string): string {
  return policy.replace(/(^|; )connect-src ([^;]*)/, `$1connect-src $2 ${new URL(LOCAL_FILE_SERVER).origin}`)
}

/** What a calendar file is, for calendar apps and browsers: RFC 5545's media type, in UTF-8 (its default charset). */
export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8"

/** The editor's addresses: the clean URL, the folder it is built into, and its page file. */
const EDITOR_PATHS: readonly string[] = [`/${ADMIN_FOLDER}`, ADMIN_PATH, `${ADMIN_PATH}index.html`]

export function isEditorPath(path: string): boolean {
  return EDITOR_PATHS.includes(path)
}

/**
 * Cross-Origin-Opener-Policy: no other site's window keeps a handle on a page of this site. The
 * editor, when logging in opens a window that messages it back (GitHub), allows the windows it
 * opens to keep theirs; same-origin would cut that window off at github.com.
 */
export function openerPolicy(address: string, editor: PublishingSettings): string {
  return isEditorPath(address) && editorOpensLoginWindow(editor) ? "same-origin-allow-popups" : "same-origin"
}

/**
 * The rules of _headers: three, however many pages and events the site has (Cloudflare Pages reads
 * at most 100).
 *
 * - /* gives every response the security headers, the site-wide header policy, the opener policy
 *   and revalidation. Each page's own policy, with the hashes of its inline code, is in the page
 *   itself (pageContentSecurityPolicy), and an unknown address answered with 404.html gets that
 *   page's, since it travels with the page.
 * - The editor's folder replaces the policy and the opener policy with its own. The hosts read a
 *   header named by two matching rules differently: Cloudflare Pages joins the two values, unless
 *   the later rule first detaches the inherited one ("! Name", which Netlify's parser skips as a
 *   line without a colon); Netlify keeps the later rule's value. Detaching and then setting gives
 *   the editor exactly its own headers on both (host-headers.ts reads the file each host's way).
 * - The calendar files' folder is sent as text/calendar, whatever a host's own table of file types
 *   says of .ics (both hosts let _headers set Content-Type; Cloudflare Pages replaces its own with it).
 */
export function headerRules(editor: PublishingSettings): HeaderRule[] {
  return [
    {
      path: "/*",
      detach: [],
      headers: [
        // The security headers.
        ["Strict-Transport-Security", `max-age=${ONE_YEAR}; includeSubDomains`],
        ["X-Content-Type-Options", "nosniff"],
        ["X-Frame-Options", "DENY"],
        ["Referrer-Policy", "strict-origin-when-cross-origin"],
        ["Permissions-Policy", DISABLED_FEATURES.map((feature) => `${feature}=()`).join(", ")],
        ["Content-Security-Policy", SITE_HEADER_POLICY],
        ["Cross-Origin-Opener-Policy", "same-origin"],
        // Pages and the files whose names never change (the icons, the manifest) are revalidated;
        // both hosts answer an unchanged file with 304, so this costs a round trip, not a download.
        ["Cache-Control", CACHE_REVALIDATE],
      ],
    },
    {
      // Its page and the files it loads (ADMIN_PATH is "/admin/").
      path: `${ADMIN_PATH}*`,
      detach: ["Content-Security-Policy", "Cross-Origin-Opener-Policy"],
      headers: [
        ["Content-Security-Policy", editorContentSecurityPolicy(editor)],
        ["Cross-Origin-Opener-Policy", openerPolicy(ADMIN_PATH, editor)],
      ],
    },
    { path: `/${CALENDAR_FOLDER}/*`, detach: [], headers: [["Content-Type", CALENDAR_CONTENT_TYPE]] },
  ]
}

/** What the hosts read of _headers: Cloudflare Pages at most 100 rules and 2,000 characters a line. */
export const HEADERS_FILE_LIMITS = { rules: 100, lineCharacters: 2000 } as const

/** Why a host would not read the whole file; none when it would. */
export function limitProblems(rules: readonly HeaderRule[]): string[] {
  const problems: string[] = []
  if (rules.length > HEADERS_FILE_LIMITS.rules) {
    problems.push(`${rules.length} rules; Cloudflare Pages reads at most ${HEADERS_FILE_LIMITS.rules}`)
  }
  for (const rule of rules) {
    for (const [name, value] of rule.headers) {
      const length = `  ${name}: ${value}`.length
      if (length > HEADERS_FILE_LIMITS.lineCharacters) {
        problems.push(
          `${rule.path} ${name} is ${length} characters; the limit is ${HEADERS_FILE_LIMITS.lineCharacters}`,
        )
      }
    }
  }
  return problems
}

export function formatHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const blocks = rules.map((rule) =>
    [
      rule.path,
      ...rule.detach.map((name) => `  ! ${name}`),
      ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n"),
  )
  return `${comment
    .split("\n")
    .map((line) => `# ${line}`.trimEnd())
    .join("\n")}\n${blocks.join("\n")}\n`
}
