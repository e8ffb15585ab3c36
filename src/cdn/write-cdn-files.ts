/**
 * After `gatsby build`: reads the built pages in public/ and writes the files the CDN reads there,
 * _headers (each page's policy allowing exactly the inline scripts and styles that page contains,
 * by their hashes) and robots.txt, and 404.html's own policy, which unknown addresses get without
 * a header (see not-found-policy.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import {
  formatHeadersFile,
  headerRules,
  limitProblems,
  metaContentSecurityPolicy,
  type BuiltPage,
  type BuiltSite,
  type HeaderRule,
} from "./headers"
import { CONTACT_FORM } from "../widgets/contact-form/markup"
import { inlineHashesOf, scriptFormActionsIn } from "./inline-code"
import { withPolicyMeta } from "./not-found-policy"
import { robotsTxt } from "./sitemap"
import { readSiteYaml } from "./site-yaml"

/** Gatsby's own fragments (_gatsby/slices), which it stitches into the pages: not pages themselves. */
function isSliceFragment(publicDir: string, file: string): boolean {
  return path.relative(publicDir, file).startsWith(`_gatsby${path.sep}`)
}

/** The built pages under publicDir: every HTML file but Gatsby's slice fragments. */
export function pageFilesIn(publicDir: string): string[] {
  return readdirSync(publicDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !isSliceFragment(publicDir, file))
    .sort()
}

/** Where a built page is served: "index.html" gives "/", "about/index.html" "/about/", "404.html" "/404.html". */
export function pageAddressOf(relativeFile: string): string {
  const file = relativeFile.split(path.sep).join("/")
  if (file === "index.html") return "/"
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"index.html".length)}`
  return `/${file}`
}

/** The address the not-found page is built at; hosts answer unknown addresses with it. */
export const NOT_FOUND_PAGE = "/404.html"

/** Every built page with the hashes of its own inline scripts and styles. */
export function readBuiltSite(publicDir: string): BuiltSite {
  const pages: BuiltPage[] = pageFilesIn(publicDir).map((file) => ({
    address: pageAddressOf(path.relative(publicDir, file)),
    ...policyInputsOf(readFileSync(file, "utf8")),
  }))
  return { pages: pages.sort((a, b) => (a.address < b.address ? -1 : 1)) }
}

/** What a page's policy is made from: its inline code's hashes, and where its script sends its form. */
function policyInputsOf(html: string): Omit<BuiltPage, "address"> {
  return { ...inlineHashesOf(html), connectTo: scriptFormActionsIn(html, CONTACT_FORM.form) }
}

export interface CdnFilesReport {
  readonly rules: readonly HeaderRule[]
  readonly headersBytes: number
}

export function writeCdnFiles({ publicDir, contentDir }: { publicDir: string; contentDir: string }): CdnFilesReport {
  const site = readSiteYaml(contentDir)
  const built = readBuiltSite(publicDir)
  const formOrigins = [site.contactForm.endpoint, site.directorySearch.action]
  const rules = headerRules(built, formOrigins, site.editor)
  const problems = limitProblems(rules)
  if (problems.length > 0) throw new Error(`public/_headers would not be read in full: ${problems.join("; ")}`)
  // The page answered for unknown addresses, which only the /* rule's headers reach.
  const notFound = built.pages.find((page) => page.address === NOT_FOUND_PAGE)
  if (notFound) {
    const file = path.join(publicDir, NOT_FOUND_PAGE)
    const policy = metaContentSecurityPolicy({ ...notFound, formOrigins })
    writeFileSync(file, withPolicyMeta(readFileSync(file, "utf8"), policy))
  }
  const headers = formatHeadersFile(
    rules,
    "Written by the build (src/cdn/write-cdn-files.ts); do not edit. Read by Netlify, Cloudflare Pages and scripts/serve.ts.",
  )
  writeFileSync(path.join(publicDir, "_headers"), headers)
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(site.siteUrl))
  return { rules, headersBytes: Buffer.byteLength(headers) }
}
