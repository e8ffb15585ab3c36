/**
 * How a static host (Netlify with Pretty URLs, Cloudflare Pages) finds what it serves at an address
 * of a build: /about/ is about/index.html and /favicon.svg the file; /about, without its slash, is
 * redirected to /about/ only when about/index.html exists; any other address is not found, and gets
 * 404.html at once. scripts/serve.ts serves so, and the publish check's link check reads links so.
 */
import { existsSync, statSync } from "node:fs"
import path from "node:path"

/**
 * The file of publicDir served at an address without a redirect, or undefined: also for an address
 * whose escapes do not decode, or that decodes to a path outside publicDir ("/..%2Fpublic-x/" names
 * a sibling folder's file, not one of publicDir's).
 */
export function servedFileAt(publicDir: string, pathname: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const file = decoded.endsWith("/") ? path.join(publicDir, decoded, "index.html") : path.join(publicDir, decoded)
  const inside = path.relative(publicDir, file)
  if (inside === "" || inside.split(path.sep)[0] === ".." || path.isAbsolute(inside)) return undefined
  return existsSync(file) && statSync(file).isFile() ? file : undefined
}

/** Where the host redirects an address without its slash whose folder has a page: /about to /about/; else undefined. */
export function folderRedirectOf(publicDir: string, pathname: string): string | undefined {
  if (pathname.endsWith("/") || path.extname(pathname) !== "") return undefined
  return servedFileAt(publicDir, `${pathname}/`) ? `${pathname}/` : undefined
}
