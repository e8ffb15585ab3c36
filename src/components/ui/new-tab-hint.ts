import { createContext, useContext } from "react"

/**
 * The words a screen reader hears after a link that opens another site in a new tab
 * (site.yaml, header.newTabHint). The page frame provides them once, so a section anywhere
 * on a page, or in the editor's preview, links out with the same hint and no site lookup.
 */
export const NewTabHintContext = createContext<string | null>(null)

export function useNewTabHint(): string {
  const hint = useContext(NewTabHintContext)
  if (hint === null) {
    throw new Error("A link to another site was drawn outside the page frame, which provides its new-tab hint.")
  }
  return hint
}
