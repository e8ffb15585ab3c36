/**
 * The `_headers` file (the format Netlify and Cloudflare Pages read): security headers for every
 * response, on each page a Content-Security-Policy that allows exactly that page's own inline
 * scripts and styles (each by its hash) and nothing else, its Cross-Origin-Opener-Policy, and
 * revalidation of pages. Pure
 * functions that build the rules and format the file; the build writes it (write-cdn-files.ts).
 * How a host reads it and which headers it then sends is host-headers.ts, apart on purpose.
 *
 * Both hosts apply every rule whose path matches a request and join repeated headers with ", ",
 * so a header may appear in only one of the rules that can match the same path: the security
 * headers are on /*, the policies and Cache-Control only on rules that never overlap.
 */
import { editorConnectOrigins, editorOpensLoginWindow, type EditorSettings } from "../content/editor-backend"
import { ADMIN_FOLDER, ADMIN_PATH } from "../content/routes"
import { LOCAL_FILE_SERVER } from "../cms/local-file-server"

export type Header = readonly [name: string, value: string]

export interface HeaderRule {
  /** A path on the site; "*" matches any run of characters, including "/". */
  readonly path: string
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

/** Directives a browser honours only in a header, never in a <meta http-equiv> element. */
const HEADER_ONLY_DIRECTIVES = new Set(["frame-ancestors", "report-uri", "sandbox"])

/** The Content-Security-Policy: nothing loads or runs unless it comes from this site. */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  return formatPolicy(policyDirectives(inputs))
}

/**
 * The same policy for a <meta http-equiv="Content-Security-Policy"> element, without the
 * directives a meta element cannot carry (framing stays refused by X-Frame-Options on every response).
 */
export function metaContentSecurityPolicy(inputs: PolicyInputs): string {
  return formatPolicy(policyDirectives(inputs).filter(([name]) => !HEADER_ONLY_DIRECTIVES.has(name)))
}

type Directive = [name: string, ...sources: string[]]

function formatPolicy(directives: readonly Directive[]): string {
  return directives.map((directive) => directive.join(" ")).join("; ")
}

function policyDirectives({ scriptHashes, styleHashes, formOrigins, connectTo = [] }: PolicyInputs): Directive[] {
  for (const hash of [...scriptHashes, ...styleHashes]) {
    if (!/^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(hash)) throw new Error(`${hash} is not a CSP hash`)
  }
  const directives: Directive[] = [
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
    // Only honoured as a header, never in a <meta> element.
    ["frame-ancestors", "'none'"],
  ]
  return directives
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
 * eval, and it talks to its backend's API (site.yaml's editor settings: GitHub's API, a GitLab, or
 * only this site for Git Gateway). A picture an editor uploads is held as a blob: address until
 * it is saved, which the editor reads back (connect-src) to send. It runs no inline script and
 * cannot be framed.
 */
export function editorContentSecurityPolicy(settings: EditorSettings): string {
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

/** The local file server (decap-server) that the editor saves through on an editor's own computer. */
export const LOCAL_FILE_SERVER_ORIGIN = new URL(LOCAL_FILE_SERVER).origin

/**
 * The editor's policy on an editor's own computer (scripts/serve.ts), where it also reaches the
 * local file server. Never in the deployed _headers: on the live site no page may talk to a
 * plain-http address on the visitor's machine.
 */
export function onEditorsOwnComputer(policy: string): string {
  return policy.replace(/(^|; )connect-src ([^;]*)/, `$1connect-src $2 ${LOCAL_FILE_SERVER_ORIGIN}`)
}

/** The editor's addresses: the clean URL, the folder it is built into, and its page file. */
const EDITOR_PATHS: readonly string[] = [`/${ADMIN_FOLDER}`, ADMIN_PATH, `${ADMIN_PATH}index.html`]

/** The headers every response carries; the Content-Security-Policy is set per page (see headerRules). */
function securityHeaders(): Header[] {
  return [
    ["Strict-Transport-Security", `max-age=${ONE_YEAR}; includeSubDomains`],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", DISABLED_FEATURES.map((feature) => `${feature}=()`).join(", ")],
  ]
}

/**
 * Cross-Origin-Opener-Policy, set per page like the policy (a host joins a header repeated by two
 * rules into a value no browser reads): no other site's window keeps a handle on a page of this
 * site. The editor, when logging in opens a window that messages it back (GitHub), allows the
 * windows it opens to keep theirs; same-origin would cut that window off at github.com.
 */
export function openerPolicy(address: string, editor: EditorSettings): string {
  return isEditorPath(address) && editorOpensLoginWindow(editor) ? "same-origin-allow-popups" : "same-origin"
}

export interface BuiltPage {
  /** The address of the page: "/", "/about/", "/404.html". */
  readonly address: string
  /** The hashes of the page's own inline scripts, for its script-src. */
  readonly scriptHashes: readonly string[]
  /** The hashes of the page's <style> elements, for its style-src. */
  readonly styleHashes: readonly string[]
  /** Where the page's script sends its form, for its connect-src. */
  readonly connectTo?: readonly string[]
}

export interface BuiltSite {
  readonly pages: readonly BuiltPage[]
}

export function isEditorPath(path: string): boolean {
  return EDITOR_PATHS.includes(path)
}

/**
 * The rules: security headers on every response; on every page, its own Content-Security-Policy
 * and revalidation. The policy is on the pages rather than
 * on /* because each page's inline styles differ, and because hosts join the headers of every
 * matching rule, so /* could never be relaxed for the content editor, whose policy differs. (An
 * unknown address is answered with 404.html under that address's rules, /* only, so 404.html
 * carries its policy in a <meta> element: see not-found-policy.ts.)
 */
export function headerRules(site: BuiltSite, formOrigins: readonly string[], editor: EditorSettings): HeaderRule[] {
  const security: HeaderRule = { path: "/*", headers: securityHeaders() }
  const pageRules = ({ address, scriptHashes, styleHashes, connectTo }: BuiltPage): HeaderRule[] => {
    const policy = isEditorPath(address)
      ? editorContentSecurityPolicy(editor)
      : contentSecurityPolicy({ scriptHashes, styleHashes, formOrigins, connectTo })
    // One rule per page, at the address hosts serve it (/about/); /about only redirects there.
    return [
      {
        path: address,
        headers: [
          ["Content-Security-Policy", policy],
          ["Cross-Origin-Opener-Policy", openerPolicy(address, editor)],
          ["Cache-Control", CACHE_REVALIDATE],
        ],
      },
    ]
  }
  const byAddress = [...site.pages].sort((a, b) => (a.address < b.address ? -1 : 1))
  return [security, ...byAddress.flatMap(pageRules)]
}

/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line. */
export function limitProblems(rules: readonly HeaderRule[]): string[] {
  const problems: string[] = []
  if (rules.length > 100) problems.push(`${rules.length} rules; Cloudflare Pages reads at most 100`)
  for (const rule of rules) {
    for (const [name, value] of rule.headers) {
      const length = `  ${name}: ${value}`.length
      if (length > 2000) problems.push(`${rule.path} ${name} is ${length} characters; the limit is 2000`)
    }
  }
  return problems
}

export function formatHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const blocks = rules.map((rule) =>
    [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  )
  return `${comment
    .split("\n")
    .map((line) => `# ${line}`.trimEnd())
    .join("\n")}\n${blocks.join("\n")}\n`
}
