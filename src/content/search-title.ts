/**
 * A page's title in search results, browser tabs and shared links: its own search title, then the
 * board's name. Search engines show about 60 characters of it and cut the rest, so the content
 * check and the content editor's preview warn (without refusing) when a title is longer.
 */

/** About what Google shows of a title before cutting it off. */
export const SEARCH_TITLE_LIMIT = 60

export function searchTitle(pageTitle: string, boardName: string): string {
  return `${pageTitle} | ${boardName}`
}

/** Why a full title is too long for search results, or undefined when it fits. */
export function searchTitleWarning(fullTitle: string): string | undefined {
  if (fullTitle.length <= SEARCH_TITLE_LIMIT) return undefined
  return `the title search engines show, "${fullTitle}", is ${fullTitle.length} characters with the board's name; they show about ${SEARCH_TITLE_LIMIT} and cut the rest. Shorten it if you can (nothing stops the build).`
}
