/**
 * After `gatsby build`: reads the built pages in public/ and writes the files the CDN reads there,
 * _headers (with the hashes of the inline scripts the pages actually contain) and robots.txt, and
 * the same policy into 404.html, which unknown addresses get without it (see not-found-policy.ts).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import {
  EDITOR_PATHS,
  formatHeadersFile,
  headerRules,
  isHashedAsset,
  limitProblems,
  metaContentSecurityPolicy,
  type BuiltSite,
  type HeaderRule,
} from "./headers"
import { inlineScriptHashes } from "./inline-scripts"
import { withPolicyMeta } from "./not-found-policy"
import { robotsTxt } from "./sitemap"
import { readSiteYaml } from "./site-yaml"

/** Every HTML file under dir, Gatsby's slice fragments (_gatsby/slices) included. */
function htmlFilesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Gatsby's own fragments (_gatsby/slices), which it stitches into the pages: not pages themselves. */
function isSliceFragment(publicDir: string, file: string): boolean {
  return path.relative(publicDir, file).startsWith(`_gatsby${path.sep}`)
}

/** The built pages under publicDir: every HTML file but Gatsby's slice fragments. */
export function pageFilesIn(publicDir: string): string[] {
  return htmlFilesIn(publicDir).filter((file) => !isSliceFragment(publicDir, file))
}

/** "index.html" gives "/", "about/index.html" gives "/about", "404.html" gives "/404.html". */
export function pageAddressOf(relativeFile: string): string {
  const file = relativeFile.split(path.sep).join("/")
  if (file === "index.html") return "/"
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`
  return `/${file}`
}

/**
 * The content-hashed files of this build. Gatsby leaves the previous builds' files in public/
 * (pages still open in a browser may ask for them), so the directory alone would list more and
 * more: this build's files are those its webpack stats name, and the chunks its webpack runtime
 * can load (the runtime maps each chunk id to the content hash in the file's name).
 */
export function currentHashedAssets(publicDir: string): string[] {
  const hashed = readdirSync(publicDir).filter(isHashedAsset)
  const statsFile = path.join(publicDir, "webpack.stats.json")
  if (!existsSync(statsFile)) return hashed
  const stats = JSON.parse(readFileSync(statsFile, "utf8")) as { assetsByChunkName: Record<string, string[]> }
  const named = new Set(Object.values(stats.assetsByChunkName).flat())
  const runtime = [...named].find((name) => name.startsWith("webpack-runtime-"))
  const runtimeCode = runtime ? readFileSync(path.join(publicDir, runtime), "utf8") : ""
  const contentHash = (name: string) => /-([0-9a-f]{20})\.\w+$/.exec(name)?.[1]
  return hashed.filter((name) => named.has(name) || runtimeCode.includes(`"${contentHash(name)}"`))
}

export function readBuiltSite(publicDir: string): BuiltSite {
  const htmlFiles = htmlFilesIn(publicDir)
  const pages = htmlFiles
    .filter((file) => !isSliceFragment(publicDir, file))
    .map((file) => pageAddressOf(path.relative(publicDir, file)))
    .sort()
  const hashedAssets = currentHashedAssets(publicDir)
    .map((name) => `/${name}`)
    .sort()
  // Every HTML file a browser could open counts, fragments included, so none runs a script the policy blocks.
  const scriptHashes = inlineScriptHashes(
    htmlFiles
      .filter(
        (file) =>
          !EDITOR_PATHS.includes(pageAddressOf(path.relative(publicDir, file)) as (typeof EDITOR_PATHS)[number]),
      )
      .map((file) => readFileSync(file, "utf8")),
  )
  return { pages, hashedAssets, scriptHashes }
}

export interface CdnFilesReport {
  readonly rules: readonly HeaderRule[]
  readonly scriptHashes: readonly string[]
  readonly headersBytes: number
}

export function writeCdnFiles({ publicDir, contentDir }: { publicDir: string; contentDir: string }): CdnFilesReport {
  const site = readSiteYaml(contentDir)
  const built = readBuiltSite(publicDir)
  const formOrigins = [site.contactForm.endpoint, site.directorySearch.action]
  const rules = headerRules(built, formOrigins)
  const problems = limitProblems(rules)
  if (problems.length > 0) throw new Error(`public/_headers would not be read in full: ${problems.join("; ")}`)
  // The page answered for unknown addresses, which only the /* rule's headers reach.
  const notFound = path.join(publicDir, "404.html")
  if (existsSync(notFound)) {
    const policy = metaContentSecurityPolicy({ scriptHashes: built.scriptHashes, formOrigins })
    writeFileSync(notFound, withPolicyMeta(readFileSync(notFound, "utf8"), policy))
  }
  const headers = formatHeadersFile(
    rules,
    "Written by the build (src/cdn/write-cdn-files.ts); do not edit. Read by Netlify, Cloudflare Pages and scripts/serve.mjs.",
  )
  writeFileSync(path.join(publicDir, "_headers"), headers)
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(site.siteUrl))
  return { rules, scriptHashes: built.scriptHashes, headersBytes: Buffer.byteLength(headers) }
}
