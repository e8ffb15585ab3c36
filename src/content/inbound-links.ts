/**
 * Which content links to a page: every link field (fields/link.ts, whatever the field is called:
 * href, applyHref), in any file, that goes to the page's address (with
 * or without a #section). The content editor asks before it deletes a page, and refuses while
 * other content still links to it, naming each place; the content check says the same of a page
 * already gone (check-links.ts).
 */
import type { ContentFile } from "./content-files"
import { forEachText } from "./loaded-file"
import { linkKind, pathOf } from "./links"
import { describePath } from "./schema-issues"
import { fieldAt } from "./fields"

/** A file's content, with what an editor calls it. */
export interface LinkingSource {
  /** "content/site.yaml", or a general page's heading. */
  readonly name: string
  readonly spec?: ContentFile
  readonly data: unknown
}

export interface InboundLink {
  readonly name: string
  /** The entry and field of the link, as the content check words it ("footer, legalLinks, item 1, href"). */
  readonly where?: string
}

/** Every link to the page at `path` ("/privacy/"), by the content it is in. */
export function linksTo(path: string, sources: readonly LinkingSource[]): InboundLink[] {
  const route = pathOf(path)
  return sources.flatMap(({ name, spec, data }) => {
    const links: InboundLink[] = []
    // A file of unknown kind: its fields named href, as the actions and cards name theirs.
    const holdsLink = (at: readonly (string | number)[]) =>
      spec ? (fieldAt(spec.field, at, data)?.holdsLink ?? false) : at[at.length - 1] === "href"
    forEachText(data, (text, at) => {
      if (linkKind(text) !== "internal" || pathOf(text) !== route || !holdsLink(at)) return
      links.push({ name, where: spec ? describePath(spec, at, data) : at.join(", ") })
    })
    return links
  })
}

/** The links as one sentence: 'content/site.yaml (footer, legalLinks, item 1, href) and ...'. */
export function describeLinks(links: readonly InboundLink[]): string {
  return links.map((link) => (link.where ? `${link.name} (${link.where})` : link.name)).join("; ")
}
