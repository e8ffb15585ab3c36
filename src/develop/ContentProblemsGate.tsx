/**
 * Under `gatsby develop`, stands between Gatsby and each page (gatsby-browser.tsx's
 * wrapPageElement): while the content has problems, it shows them in place of the page, in the
 * words of the terminal, and brings the page back once they are fixed, without a reload.
 *
 * A content mistake reaches the page as broken page data (a query error nulls the whole file's
 * data), and a page rendered with it throws. React, in development, reports an error thrown while
 * rendering to window.onerror even when an error boundary catches it, and Gatsby's overlay shows
 * every such report. So catching the throw is not enough to keep the overlay away: page data that
 * looks broken is not rendered until a fresh content check has answered. The error boundary stays
 * for throws nobody could foresee from the data: it still shows the problems, or lets a mistake in
 * the code through, but Gatsby's overlay has had React's report by then and shows above it.
 */
import { useEffect, useLayoutEffect, useState, type ReactNode } from "react"
import { ErrorBoundary } from "react-error-boundary"
import type { ReportedContentProblem } from "./content-problems"
import { ContentProblemsPanel } from "./ContentProblemsPanel"
import { pageDataLooksBroken } from "./page-data"
import { setShownPage } from "./shown-page"
import { useContentProblems, type ContentCheckAnswer } from "./use-content-problems"

interface ContentProblemsGateProps {
  readonly children: ReactNode
  /** The page's query result: Gatsby sends a new object each time the page's data changes. */
  readonly pageData: unknown
  /** The page's address, so that its Head renders only when and with what the page does (shown-page.tsx). */
  readonly pathname: string
  /** Called each time the page is shown after the gate held it back, since Gatsby's route update had passed. */
  readonly onPageShown?: () => void
  readonly pollEveryMs?: number
  /**
   * Once the content is fixed, how long to wait for Gatsby's new page data before rendering the
   * page with the data it has; Gatsby usually sends it within a second of the save.
   */
  readonly newPageDataWaitMs?: number
}

/** The page threw while rendering this page data. */
interface PageFailure {
  readonly error: unknown
  readonly pageData: unknown
}

/** A content check asked after this page data arrived, whose answer can therefore speak for it. */
interface CheckOfPageData {
  readonly pageData: unknown
  readonly checkNumber: number
  /**
   * Whether the content still had problems when this check answered: if so, the data was made
   * from the broken content, even when it looks complete (a misspelt link is still a link).
   */
  readonly madeFromBrokenContent?: boolean
}

type GateView =
  | { readonly show: "nothing" }
  | { readonly show: "problems"; readonly problems: readonly ReportedContentProblem[] }
  | { readonly show: "page" }
  | { readonly show: "code error"; readonly error: unknown }

interface GateState {
  readonly answer: ContentCheckAnswer | undefined
  readonly pageData: unknown
  readonly failure: PageFailure | undefined
  readonly checkOfPageData: CheckOfPageData | undefined
  /** The problems on screen before the content check last answered "none"; undefined once the page is back. */
  readonly problemsShown: readonly ReportedContentProblem[] | undefined
  /** The page data for which the wait for new page data is over. */
  readonly waitOverFor: unknown
}

interface GateDecision {
  readonly view: GateView
  /** The content is fixed, and the gate waits for Gatsby's new page data (for at most newPageDataWaitMs). */
  readonly waitingForNewPageData?: boolean
}

const nothing: GateView = { show: "nothing" }
const page: GateView = { show: "page" }

function chooseView(state: GateState): GateDecision {
  const { answer, pageData, failure, checkOfPageData, problemsShown } = state
  if (!answer) return { view: nothing }
  if (answer.problems.length > 0) return { view: { show: "problems", problems: answer.problems } }
  const threwWithThisData = failure !== undefined && failure.pageData === pageData
  const checkOfThisData = checkOfPageData?.pageData === pageData ? checkOfPageData : undefined
  const madeFromBrokenContent = checkOfThisData?.madeFromBrokenContent === true
  if (!pageDataLooksBroken(pageData) && !threwWithThisData && !madeFromBrokenContent) return { view: page }
  // What was on screen stays there while the gate waits.
  const unchanged: GateView = problemsShown ? { show: "problems", problems: problemsShown } : nothing
  // The data is suspect but the last answer said the content is fine: that answer may predate
  // the save that broke it. Only a check asked after this data arrived can tell.
  const answeredForThisData = checkOfThisData !== undefined && answer.checkNumber >= checkOfThisData.checkNumber
  if (!answeredForThisData) return { view: unchanged }
  // The content was just fixed, and Gatsby has not sent the page's new data yet.
  if (problemsShown && state.waitOverFor !== pageData) return { view: unchanged, waitingForNewPageData: true }
  // The content is fine and the page threw with this data: a mistake in the code, for Gatsby's overlay.
  if (threwWithThisData && !problemsShown) return { view: { show: "code error", error: failure.error } }
  // Render the page: if its data is still broken, it throws, and the boundary has the content checked again.
  return { view: page }
}

export function ContentProblemsGate({
  children,
  pageData,
  pathname,
  onPageShown,
  pollEveryMs = 1000,
  newPageDataWaitMs = 3000,
}: ContentProblemsGateProps) {
  const { answer, checkNow } = useContentProblems(pollEveryMs)
  const [failure, setFailure] = useState<PageFailure>()
  const [checkOfPageData, setCheckOfPageData] = useState<CheckOfPageData>()
  const [problemsShown, setProblemsShown] = useState<readonly ReportedContentProblem[]>()
  const [waitOverFor, setWaitOverFor] = useState<unknown>()

  const { view, waitingForNewPageData = false } = chooseView({
    answer,
    pageData,
    failure,
    checkOfPageData,
    problemsShown,
    waitOverFor,
  })
  const showsPage = view.show === "page"
  const problemsOnScreen = view.show === "problems" ? view.problems : undefined

  // New page data that looks broken, or that arrives while problems are shown (the fix, or more
  // of the mistake): ask at once rather than at the next poll.
  const askForNewPageData = pageDataLooksBroken(pageData) || problemsOnScreen !== undefined
  useEffect(() => {
    // checkNow() sends a request, so this cannot run during render; the state records which
    // check speaks for this data.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (askForNewPageData) setCheckOfPageData({ pageData, checkNumber: checkNow() })
    // Only new page data asks; a change of what is on screen does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageData])

  // The first answer to that check says what the data was made from; later answers speak for
  // later saves, not for this data.
  useEffect(() => {
    const check = checkOfPageData
    if (!answer || check === undefined || check.pageData !== pageData || check.madeFromBrokenContent !== undefined)
      return
    if (answer.checkNumber < check.checkNumber) return
    const madeFromBrokenContent = answer.problems.length > 0
    // Unless page data newer than this render has asked a check of its own meanwhile.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- records what an answer from the network said
    setCheckOfPageData((current) => (current === check ? { ...check, madeFromBrokenContent } : current))
    // Only a new answer settles the check; the check and page data it compares were set with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer])

  // What was last on screen is an input of chooseView on the next render; setting it during this
  // render would choose the view again from a half-updated state.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (problemsOnScreen) setProblemsShown(problemsOnScreen)
    else if (showsPage) setProblemsShown(undefined)
  }, [problemsOnScreen, showsPage])

  useEffect(() => {
    if (!waitingForNewPageData) return
    const timer = setTimeout(() => setWaitOverFor(() => pageData), newPageDataWaitMs)
    return () => clearTimeout(timer)
  }, [waitingForNewPageData, pageData, newPageDataWaitMs])

  // A layout effect, so the page's Head knows before Gatsby renders it from a passive effect.
  useLayoutEffect(() => {
    setShownPage(showsPage ? { pathname, data: pageData } : undefined)
  }, [showsPage, pathname, pageData])
  useLayoutEffect(() => () => setShownPage(undefined), [])

  useEffect(() => {
    if (showsPage) onPageShown?.()
    // Once per showing: onPageShown is a new function on every render of gatsby-browser's wrapper.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showsPage])

  const onPageError = (error: unknown) => {
    setFailure({ error, pageData })
    setCheckOfPageData({ pageData, checkNumber: checkNow() })
  }

  switch (view.show) {
    case "nothing":
      return null
    case "problems":
      return <ContentProblemsPanel problems={view.problems} />
    case "code error":
      throw view.error
    case "page":
      // What the page throws while rendering goes to the gate, which asks the content check what
      // to show. The boundary is mounted afresh each time the gate shows the page again.
      return (
        <ErrorBoundary fallback={null} onError={onPageError}>
          {children}
        </ErrorBoundary>
      )
  }
}
