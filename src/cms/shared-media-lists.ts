/**
 * A backend's lists of pictures, shared by the reads made together (editor-backends.ts wraps each
 * backend Decap uses with it).
 */

/** How long a folder's list of pictures is shared, at most, when nothing was saved meanwhile. */
export const MEDIA_LIST_SHARED_MS = 10_000

/**
 * Calls that change what a folder of pictures holds: after one, the next list is read afresh
 * (Decap's Implementation: an upload, a deletion, an entry saved with its pictures, a draft
 * published or dropped).
 */
const CHANGING_MEDIA = [
  "persistMedia",
  "deleteFiles",
  "persistEntry",
  "publishUnpublishedEntry",
  "deleteUnpublishedEntry",
] as const

/**
 * One list of a folder's pictures for every read made together. Decap lists an entry's picture
 * folder each time it reads an entry (backend.js, processEntry), and a preview reads every file it
 * draws besides its own (site settings, fees and numbers, …): with the local file server each list
 * carries every picture's bytes, decoded anew; with a git host it is a request each. A list is
 * shared for MEDIA_LIST_SHARED_MS, and read afresh after anything that may change it.
 */
export function sharingMediaLists(backend: DecapBackend, now: () => number = Date.now): void {
  const getMedia = backend.getMedia?.bind(backend)
  if (!getMedia) return
  const lists = new Map<string, { readonly at: number; readonly files: Promise<unknown> }>()
  backend.getMedia = (folder) => {
    const key = folder ?? ""
    const shared = lists.get(key)
    if (shared && now() - shared.at < MEDIA_LIST_SHARED_MS) return shared.files
    const files = getMedia(folder)
    lists.set(key, { at: now(), files })
    // A failed list is not kept: the next read asks again.
    files.catch(() => lists.delete(key))
    return files
  }
  for (const name of CHANGING_MEDIA) {
    const method = backend[name]
    if (typeof method !== "function") continue
    backend[name] = (...args: unknown[]) => {
      lists.clear()
      return (method as (...args: unknown[]) => unknown).apply(backend, args)
    }
  }
}
