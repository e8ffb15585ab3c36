/**
 * Refuses to delete a page that other content links to, naming each link, before anything is
 * deleted: Decap runs its preUnpublish event handlers before it deletes an entry's file, and a
 * handler that throws stops the deletion and shows its message. (Without a preview shown in the
 * session the content cannot be read here; the deletion then goes ahead and the content check
 * refuses the next build, naming the same links.)
 */
import { PAGES_COLLECTION } from "./config/cms-config"
import { describeLinks, linksTo } from "../content/inbound-links"
import { pagePathOf } from "../content/page-registry"
import { loadLinkingContent } from "./content-loader"

/** The part of the entry Decap hands to an event handler (an Immutable.js map). */
interface EventEntry {
  get(key: "collection" | "slug"): unknown
}

export async function guardPageDeletion({ entry }: { readonly entry: EventEntry }): Promise<undefined> {
  const slug = entry.get("slug")
  if (entry.get("collection") !== PAGES_COLLECTION || typeof slug !== "string") return undefined
  const content = await loadLinkingContent()
  if (!content) return undefined
  const path = pagePathOf(slug)
  const links = linksTo(path, content)
  if (links.length > 0) {
    throw new Error(
      `${path} was not deleted: it is linked from ${describeLinks(links)}. Change or remove those links first, then delete the page.`,
    )
  }
  return undefined
}
