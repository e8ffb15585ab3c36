/**
 * After `gatsby build`: writes into each built page its own policy, allowing exactly the inline
 * scripts and styles that page contains, by their hashes (policy-meta.ts), and beside the pages the
 * files the CDN reads, _headers (the same few rules whatever the number of pages) and robots.txt.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import {
  formatHeadersFile,
  headerRules,
  isEditorPath,
  limitProblems,
  pageContentSecurityPolicy,
  type HeaderRule,
} from "./headers"
import { CONTACT_FORM } from "../widgets/contact-form/markup"
import { inlineHashesOf, scriptFormActionsIn } from "./inline-code"
import { withPolicyMeta } from "./policy-meta"
import { robotsTxt } from "./sitemap"
import { readSiteYaml } from "./site-yaml"
import type { OwnerSettings } from "../content/owner-settings"
import type { PublishingSettings } from "../settings/publishing"

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

/** A built page: its file, the address it is served at, and its HTML as read once by the build's last steps. */
export interface PageFile {
  readonly file: string
  readonly address: string
  readonly html: string
}

/** Every built page of public/, read: each step after the build reads the pages from here, once. */
export function readPageFiles(publicDir: string): PageFile[] {
  return pageFilesIn(publicDir).map((file) => ({
    file,
    address: pageAddressOf(path.relative(publicDir, file)),
    html: readFileSync(file, "utf8"),
  }))
}

/** A built page with its own policy written in, as it is to be published. */
export interface PolicedPage extends PageFile {
  readonly withPolicy: string
}

/**
 * Where the pages' forms send what visitors type: the contact form's service (the owner's setting,
 * publishing.yaml) and the directory's search (site.yaml). Every page's policy allows these.
 */
export function formOriginsOf(contentDir: string, settings: OwnerSettings): readonly string[] {
  return [settings.contactForm.endpoint, readSiteYaml(contentDir).directorySearch.action]
}

/**
 * The page with its own policy written in (policy-meta.ts), allowing exactly its inline scripts
 * and styles, by their hashes, and its forms' services. It reads the page's elements once for all
 * three, so a caller that has just read the same page for something else pays no second parse
 * (page-html.ts keeps the page it parsed last).
 */
export function pageWithPolicy(page: PageFile, formOrigins: readonly string[]): PolicedPage {
  const policy = pageContentSecurityPolicy({
    ...inlineHashesOf(page.html),
    connectTo: scriptFormActionsIn(page.html, CONTACT_FORM.form),
    formOrigins,
  })
  return { ...page, withPolicy: withPolicyMeta(page.html, policy) }
}

/**
 * The pages visitors read: every page but the content editor's, an application that loads its code
 * from files, with a policy of its own in _headers. Each of them must be static and gets its own policy.
 */
export function visitorPagesOf(pages: readonly PageFile[]): PageFile[] {
  return pages.filter((page) => !isEditorPath(page.address))
}

function withOwnPolicies(pages: readonly PageFile[], formOrigins: readonly string[]): PolicedPage[] {
  return visitorPagesOf(pages).map((page) => pageWithPolicy(page, formOrigins))
}

export interface CdnFilesReport {
  readonly rules: readonly HeaderRule[]
  readonly headersBytes: number
  /** The pages that were given their policy. */
  readonly pages: number
}

export function writeCdnFiles({
  publicDir,
  contentDir,
  settings,
  pages,
}: {
  publicDir: string
  contentDir: string
  /**
   * Where the site is published and the editor saves (publishing.yaml): /admin/'s policy follows
   * them, the pages' the contact form's service, and robots.txt names the site's address.
   */
  settings: PublishingSettings
  /** The pages with their policy made (pageWithPolicy), when the caller has made them already. */
  pages?: readonly PolicedPage[]
}): CdnFilesReport {
  const rules = headerRules(settings)
  const problems = limitProblems(rules)
  if (problems.length > 0) throw new Error(`public/_headers would not be read in full: ${problems.join("; ")}`)
  const policed = pages ?? withOwnPolicies(readPageFiles(publicDir), formOriginsOf(contentDir, settings))
  for (const { file, html, withPolicy } of policed) {
    // An incremental build leaves unchanged pages as the last build wrote them, policy and all.
    if (withPolicy !== html) writeFileSync(file, withPolicy)
  }
  const headers = formatHeadersFile(
    rules,
    "Written by the build (src/cdn/write-cdn-files.ts); do not edit. Read by Netlify, Cloudflare Pages and scripts/serve.ts.\nEach page carries its own Content-Security-Policy in a <meta> element; the rules here are the same for any number of pages.",
  )
  writeFileSync(path.join(publicDir, "_headers"), headers)
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(settings.siteUrl))
  return { rules, headersBytes: Buffer.byteLength(headers), pages: policed.length }
}
