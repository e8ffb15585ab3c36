/** axe-core's rule tags for WCAG 2.2 AA: the publish check's, the browser suite's and the editor's preview's. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
