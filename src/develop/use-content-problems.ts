/**
 * The browser's side of /__content-problems: asks on mount, then again about once a second
 * while the tab is visible, and on demand.
 */
import { useCallback, useEffect, useRef, useState } from "react"
import { contentProblemsPath, type ContentProblemsAnswer, type ReportedContentProblem } from "./content-problems"

export interface ContentCheckAnswer {
  readonly problems: readonly ReportedContentProblem[]
  /**
   * Which check this answers: checks are numbered in the order they were asked, so a caller
   * can tell an answer given after some event (new page data) from one given before it.
   */
  readonly checkNumber: number
}

export interface ContentCheck {
  /** Undefined until the first answer. */
  readonly answer: ContentCheckAnswer | undefined
  /** Asks now, beside the polling, and returns the number the answer to this check will carry. */
  readonly checkNow: () => number
}

function isAnswer(body: unknown): body is ContentProblemsAnswer {
  return typeof body === "object" && body !== null && "problems" in body && Array.isArray(body.problems)
}

async function askDevServer(): Promise<readonly ReportedContentProblem[]> {
  const response = await fetch(contentProblemsPath, { cache: "no-store" })
  if (!response.ok) throw new Error(`${contentProblemsPath} answered ${response.status}`)
  const body: unknown = await response.json()
  if (!isAnswer(body)) throw new Error(`${contentProblemsPath} answered without a list of problems`)
  return body.problems
}

export function useContentProblems(pollEveryMs: number): ContentCheck {
  const [answer, setAnswer] = useState<ContentCheckAnswer>()
  const lastAsked = useRef(0)
  const lastApplied = useRef(0)
  const lastProblems = useRef<readonly ReportedContentProblem[]>([])
  const unreachable = useRef(false)
  const mounted = useRef(false)

  const ask = useCallback(async (checkNumber: number): Promise<void> => {
    let problems: readonly ReportedContentProblem[]
    try {
      problems = await askDevServer()
      unreachable.current = false
    } catch (error) {
      // The dev server restarting, or an older one without the endpoint. Keep what was known
      // (nothing, at first) so the gate never hides a page only because it could not ask.
      if (!unreachable.current) {
        console.warn(`The content check could not be asked (${String(error)}); the page is shown without it.`)
      }
      unreachable.current = true
      problems = lastProblems.current
    }
    // A check that answers after a later one must not overwrite the later answer.
    if (!mounted.current || checkNumber < lastApplied.current) return
    lastApplied.current = checkNumber
    lastProblems.current = problems
    setAnswer({ problems, checkNumber })
  }, [])

  const checkNow = useCallback((): number => {
    lastAsked.current += 1
    void ask(lastAsked.current)
    return lastAsked.current
  }, [ask])

  useEffect(() => {
    mounted.current = true
    // Per run of this effect, so a loop left over from an earlier run never schedules again.
    let active = true
    let timer: ReturnType<typeof setTimeout> | undefined
    let polling = false
    // One check at a time: the next is asked a pause after the last answer, not on a fixed beat,
    // so a slow dev server (busy rebuilding) is not sent a queue of requests.
    const poll = async () => {
      timer = undefined
      if (document.visibilityState !== "visible") return // resumed by visibilitychange
      polling = true
      lastAsked.current += 1
      await ask(lastAsked.current)
      polling = false
      if (active) timer = setTimeout(() => void poll(), pollEveryMs)
    }
    const resumeWhenVisible = () => {
      if (document.visibilityState === "visible" && timer === undefined && !polling) void poll()
    }
    void poll()
    document.addEventListener("visibilitychange", resumeWhenVisible)
    return () => {
      active = false
      mounted.current = false
      clearTimeout(timer)
      document.removeEventListener("visibilitychange", resumeWhenVisible)
    }
  }, [ask, pollEveryMs])

  return { answer, checkNow }
}
