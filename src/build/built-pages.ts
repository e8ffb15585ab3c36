/**
 * The page registry against public/: every page of the content folder must have been written,
 * and nothing else may pose as a page. Gatsby can end a build early and still exit 0 (an API hook
 * that never finishes: "not finished onPreInit"), leaving pages missing; a page file of a page
 * that no longer exists would be served without a policy of its own.
 */
import { existsSync } from "node:fs"
import path from "node:path"
import { attributeOf, elementsOf } from "../cdn/page-html"
import type { SitePage } from "../content/page-registry"
import { ADMIN_PATH, NOT_FOUND_PATH } from "../content/routes"

/** The address hosts answer unknown addresses with: the not-found page's second copy. */
export const NOT_FOUND_FILE = "404.html"

/** Where the build writes a page, below public/: "/" is index.html, "/about/" about/index.html. */
export function htmlFileOf(address: string): string {
  return address === "/" ? "index.html" : `${address.slice(1)}index.html`
}

/** The files a page is written as: one, and for the not-found page also 404.html. */
export function htmlFilesOf(page: SitePage): string[] {
  return page.path === NOT_FOUND_PATH ? [htmlFileOf(page.path), NOT_FOUND_FILE] : [htmlFileOf(page.path)]
}

/** What is missing from public/: a sentence per page of the registry that was not written. */
export function missingPages(publicDir: string, pages: readonly SitePage[]): string[] {
  return pages.flatMap((page) =>
    htmlFilesOf(page)
      .filter((file) => !existsSync(path.join(publicDir, file)))
      .map((file) => `${page.path} (content/${page.file}) was not built: public/${file} is missing.`),
  )
}

/** The HTML files of public/ that are no page of the registry and not the content editor. */
export function strayPages(builtFiles: readonly string[], pages: readonly SitePage[]): string[] {
  const expected = new Set([...pages.flatMap(htmlFilesOf), htmlFileOf(ADMIN_PATH)])
  return builtFiles
    .filter((file) => !expected.has(file))
    .map(
      (file) =>
        `public/${file} is not a page of the site: no file of content/ makes it. If its page was removed, run npm run clean and build again.`,
    )
}

/** The file the build's very last step writes (finish-build.ts), after checking every page. */
export const LAST_WRITTEN_FILE = "_headers"

/**
 * Why a build that exited 0 did not finish, seen from outside Gatsby: the file of its last step
 * is missing (it was removed before the build), or pages of the registry are.
 */
export function unfinishedBuildProblems(publicDir: string, pages: readonly SitePage[]): string[] {
  const lastStep = existsSync(path.join(publicDir, LAST_WRITTEN_FILE))
    ? []
    : [`public/${LAST_WRITTEN_FILE} was not written: gatsby build ended before its last step (see its output above).`]
  return [...lastStep, ...missingPages(publicDir, pages)]
}

/** Every address of a file a page's HTML loads through src or srcset (pictures, icons), below the site's root. */
export function localAssetsOf(html: string): string[] {
  const addresses = new Set<string>()
  for (const element of elementsOf(html)) {
    const src = attributeOf(element, "src")
    const srcset = attributeOf(element, "srcset")
    const candidates = [
      ...(src === null ? [] : [src]),
      ...(srcset === null ? [] : srcset.split(",").map((entry) => entry.trim().split(/\s+/)[0])),
    ]
    for (const candidate of candidates)
      if (candidate.startsWith("/") && !candidate.startsWith("//")) addresses.add(candidate)
  }
  return [...addresses]
}

/**
 * The files pages load that public/ lacks: a picture's encoded file is kept across builds with
 * Gatsby's cache, so a cache restored without public/static/ would pass a build with pictures
 * that never arrive.
 */
export function missingAssets(
  publicDir: string,
  pages: readonly { readonly address: string; readonly html: string }[],
): string[] {
  return pages.flatMap(({ address, html }) =>
    localAssetsOf(html)
      .filter((asset) => !existsSync(path.join(publicDir, decodeURI(asset.split(/[?#]/)[0]))))
      .map((asset) => `${address} loads ${asset}, which is not in public/. Run npm run clean and build again.`),
  )
}
