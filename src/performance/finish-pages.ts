/**
 * The build's last changes to the built pages, made after Gatsby has written them and before the
 * CDN files are (write-cdn-files.ts hashes the inline scripts the pages end up with).
 */
import { readFileSync, writeFileSync } from "node:fs"
import { hydrateAfterFirstPaint } from "./hydrate-after-paint"
import { withoutUnusedImageSupport } from "./unused-image-support"

export function finishPage(html: string): string {
  return withoutUnusedImageSupport(hydrateAfterFirstPaint(html))
}

/** Finishes the given built pages in place; returns how many it changed. */
export function finishPages(files: readonly string[]): number {
  let changed = 0
  for (const file of files) {
    const built = readFileSync(file, "utf8")
    const finished = finishPage(built)
    if (finished === built) continue
    writeFileSync(file, finished)
    changed += 1
  }
  return changed
}
