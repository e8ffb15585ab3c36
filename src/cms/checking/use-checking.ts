/**
 * The check beside the preview, as the editor types: the content's rules on the content the preview
 * shows (as cheap as reading it), and axe-core on the drawn pages once the typing has paused for
 * AXE_QUIET_MS, longer than the preview's own pause (use-settled-value.ts), so the pages checked are
 * the ones drawn from the latest words and axe never runs between two keystrokes of a stretch of
 * typing. A keystroke stops a check under way at the next page.
 */
import { useEffect, useMemo, useState, type RefObject } from "react"
import { checkDrawnPages } from "./axe-in-preview"
import { contentFindings, pageFindings, type Finding } from "./findings"

const AXE_QUIET_MS = 1000

export interface Checking {
  readonly findings: readonly Finding[]
  /** axe has not yet checked the pages drawn now. */
  readonly pending: boolean
  /** Why axe could not check the pages drawn last, if it could not. */
  readonly failed?: string
}

/** What is checked: a file's entry as typed and as drawn, in the preview whose root holds its pages. */
export interface CheckedEntry {
  readonly file: string
  /** The file's content as the preview shows it. */
  readonly content: unknown
  /** The entry as Decap last handed it: new at each keystroke. */
  readonly typed: unknown
  /** The pages as drawn: new each time the preview draws them again. */
  readonly drawn: unknown
  readonly root: RefObject<Element | null>
}

export function useChecking({ file, content, typed, drawn, root }: CheckedEntry): Checking {
  const fromContent = useMemo(() => contentFindings(file, content), [file, content])
  const [onPages, setOnPages] = useState<{
    readonly drawn: unknown
    readonly findings: readonly Finding[]
    readonly failed?: string
  }>()
  useEffect(() => {
    const element = root.current
    if (!element || !drawn) return undefined
    let wanted = true
    const timer = setTimeout(() => {
      checkDrawnPages(element, () => wanted).then(
        (violations) => {
          if (violations && wanted) setOnPages({ drawn, findings: pageFindings(violations) })
        },
        (error: unknown) => {
          if (wanted)
            setOnPages({ drawn, findings: [], failed: error instanceof Error ? error.message : String(error) })
        },
      )
    }, AXE_QUIET_MS)
    return () => {
      wanted = false
      clearTimeout(timer)
    }
  }, [typed, drawn, root])
  return {
    findings: [...fromContent, ...(onPages?.findings ?? [])],
    pending: onPages?.drawn !== drawn,
    failed: onPages?.failed,
  }
}
