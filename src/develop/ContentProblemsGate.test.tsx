import { Component, type ReactNode } from "react"
import { act, render, screen } from "@testing-library/react"
import type { ReportedContentProblem } from "./content-problems"
import { ContentProblemsGate } from "./ContentProblemsGate"
import { HeadOnlyWithShownPage } from "./shown-page"

interface PageData {
  readonly page: { readonly title: string } | null
}

const typo: ReportedContentProblem = {
  file: "pages/contact.yaml",
  line: 40,
  where: "responseTimes, times, item 4, time",
  message: "{phnoe} is not a known placeholder. Did you mean {phone}?",
  text: "content/pages/contact.yaml, line 40, responseTimes, times, item 4, time: {phnoe} is not a known placeholder. Did you mean {phone}?",
}
const missingTitle: ReportedContentProblem = {
  file: "pages/about.yaml",
  line: 6,
  where: "hero, title",
  message: "is missing. Add this field (text); it is required.",
  text: "content/pages/about.yaml, line 6, hero, title: is missing. Add this field (text); it is required.",
}

/** What the dev server's content check answers now; tests change it as an editor changes files. */
let problemsOnDisk: readonly ReportedContentProblem[] = []
function answerFromDisk(_address: string, _init?: RequestInit) {
  return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ problems: problemsOnDisk }) })
}
const fetchContentProblems = jest.fn(answerFromDisk)

/** Every render of the page, with the title it was given (null: it rendered broken data). */
let pageRenders: (string | null)[] = []

/** Like a page of the site: reads its file's data, and throws on null as the real pages do. */
function Page({ data }: { data: PageData }) {
  pageRenders.push(data.page?.title ?? null)
  if (data.page === null) throw new TypeError("Cannot read properties of null (reading 'title')")
  if (data.page.title === "Throws") throw new Error("The page threw")
  return <h1>{data.page.title}</h1>
}

/** Stands in for Gatsby's own error boundary, whose overlay shows what reaches it. */
class GatsbyErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {}

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  render() {
    return this.state.error ? <p>Gatsby overlay: {String(this.state.error)}</p> : this.props.children
  }
}

function pageWith(data: PageData, onPageShown?: () => void) {
  return (
    <GatsbyErrorBoundary>
      <ContentProblemsGate pageData={data} pathname="/about" onPageShown={onPageShown}>
        <Page data={data} />
      </ContentProblemsGate>
    </GatsbyErrorBoundary>
  )
}

const about = (title = "About the Board"): PageData => ({ page: { title } })

/** Lets timers run and the mocked fetch answer, inside act() so React applies what follows. */
async function wait(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms)
  })
}

/** React reports a render error to console.error (and jsdom its replay); the tests that expect one look elsewhere. */
function expectRenderErrors() {
  jest.spyOn(console, "error").mockImplementation(() => undefined)
}

function setVisibility(state: DocumentVisibilityState) {
  jest.spyOn(document, "visibilityState", "get").mockReturnValue(state)
  document.dispatchEvent(new Event("visibilitychange"))
}

const problemsHeading = () => screen.queryByRole("heading", { name: /^The content has/ })

beforeEach(() => {
  jest.useFakeTimers()
  problemsOnDisk = []
  pageRenders = []
  fetchContentProblems.mockReset().mockImplementation(answerFromDisk)
  window.fetch = fetchContentProblems as unknown as typeof fetch
})

afterEach(() => {
  jest.useRealTimers()
})

describe("the content gate", () => {
  it("shows nothing until the content check answers, then the page when the content has no problems", async () => {
    const { container } = render(pageWith(about()))
    expect(container).toBeEmptyDOMElement()
    expect(pageRenders).toEqual([])

    await wait()

    expect(fetchContentProblems).toHaveBeenCalledWith("/__content-problems", { cache: "no-store" })
    expect(screen.getByRole("heading", { name: "About the Board" })).toBeInTheDocument()
    expect(problemsHeading()).toBeNull()
  })

  it("shows the content's problems, in the terminal's words, instead of the page", async () => {
    problemsOnDisk = [missingTitle, typo]
    render(pageWith(about()))
    await wait()

    expect(screen.getByRole("heading", { name: "The content has 2 problems" })).toBeInTheDocument()
    expect(screen.getByText(missingTitle.text)).toBeInTheDocument()
    expect(screen.getByText(typo.text)).toBeInTheDocument()
    expect(screen.getByRole("alert")).toHaveTextContent("This page comes back by itself once the content is fixed")
    expect(screen.queryByRole("heading", { name: "About the Board" })).toBeNull()
    expect(pageRenders).toEqual([])
  })

  it("says 1 problem, not 1 problems", async () => {
    problemsOnDisk = [typo]
    render(pageWith(about()))
    await wait()
    expect(problemsHeading()).toHaveTextContent("The content has 1 problem")
    expect(problemsHeading()).not.toHaveTextContent("problems")
  })

  it("brings the page back by itself once the problems are fixed", async () => {
    problemsOnDisk = [typo]
    render(pageWith(about()))
    await wait()
    expect(problemsHeading()).toBeInTheDocument()

    problemsOnDisk = []
    await wait(1000)

    expect(screen.getByRole("heading", { name: "About the Board" })).toBeInTheDocument()
    expect(problemsHeading()).toBeNull()
  })

  it("shows problems that appear while the page is open, and keeps asking about once a second", async () => {
    render(pageWith(about()))
    await wait()
    expect(fetchContentProblems).toHaveBeenCalledTimes(1)

    problemsOnDisk = [typo]
    await wait(999)
    expect(problemsHeading()).toBeNull()
    await wait(1)

    expect(fetchContentProblems).toHaveBeenCalledTimes(2)
    expect(screen.getByText(typo.text)).toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: "About the Board" })).toBeNull()
  })

  it("asks only while the tab is visible, and again as soon as it is visible", async () => {
    render(pageWith(about()))
    await wait()
    expect(fetchContentProblems).toHaveBeenCalledTimes(1)

    setVisibility("hidden")
    await wait(10_000)
    expect(fetchContentProblems).toHaveBeenCalledTimes(1)

    problemsOnDisk = [typo]
    setVisibility("visible")
    await wait()
    expect(fetchContentProblems).toHaveBeenCalledTimes(2)
    expect(screen.getByText(typo.text)).toBeInTheDocument()

    await wait(1000)
    expect(fetchContentProblems).toHaveBeenCalledTimes(3)
  })

  it("shows the problems when the page throws while rendering, and the page once they are fixed", async () => {
    expectRenderErrors()
    const { rerender } = render(pageWith(about()))
    await wait()
    // The editor saves a mistake, and the page's new data reaches it before the next poll does.
    problemsOnDisk = [typo]
    rerender(pageWith(about("Throws")))
    await wait()

    expect(screen.getByText(typo.text)).toBeInTheDocument()
    expect(screen.queryByText(/Gatsby overlay/)).toBeNull()

    problemsOnDisk = []
    rerender(pageWith(about()))
    await wait()
    expect(screen.getByRole("heading", { name: "About the Board" })).toBeInTheDocument()
    expect(problemsHeading()).toBeNull()
  })

  it("lets an error of the code through to Gatsby when the content has no problems", async () => {
    expectRenderErrors()
    const { rerender } = render(pageWith(about()))
    await wait()

    rerender(pageWith(about("Throws")))
    await wait()

    expect(screen.getByText("Gatsby overlay: Error: The page threw")).toBeInTheDocument()
    expect(problemsHeading()).toBeNull()
  })

  it("does not render page data that looks broken until a fresh check has answered", async () => {
    expectRenderErrors()
    const { rerender } = render(pageWith(about()))
    await wait()
    // The last answer said "no problems", but it came before the save that broke the file.
    problemsOnDisk = [missingTitle]
    rerender(pageWith({ page: null }))

    expect(pageRenders).not.toContain(null)
    await wait()

    expect(pageRenders).not.toContain(null)
    expect(screen.getByText(missingTitle.text)).toBeInTheDocument()
    expect(screen.queryByText(/Gatsby overlay/)).toBeNull()
  })

  it("after a fix, waits for the page's new data instead of rendering data made from the broken content", async () => {
    expectRenderErrors()
    problemsOnDisk = [typo]
    const { rerender } = render(pageWith(about()))
    await wait()
    // Data made from the broken content arrives while the problem is shown; it looks complete.
    rerender(pageWith(about("Throws")))
    await wait()
    problemsOnDisk = []
    await wait(1000)

    expect(pageRenders).toEqual([])
    expect(screen.getByText(typo.text)).toBeInTheDocument()

    rerender(pageWith(about("About the Board, fixed")))
    await wait()
    expect(screen.getByRole("heading", { name: "About the Board, fixed" })).toBeInTheDocument()
    expect(pageRenders).not.toContain("Throws")
  })

  it("renders the page with the data it has when no new data comes within 3 seconds of the fix", async () => {
    problemsOnDisk = [typo]
    const { rerender } = render(pageWith(about()))
    await wait()
    rerender(pageWith(about("Made while the problem was shown")))
    await wait()
    problemsOnDisk = []
    await wait(1000)
    expect(problemsHeading()).toBeInTheDocument()

    await wait(3000)
    expect(screen.getByRole("heading", { name: "Made while the problem was shown" })).toBeInTheDocument()
  })

  it("tells gatsby-browser each time the page is shown, so the carousel can be enhanced again", async () => {
    const onPageShown = jest.fn()
    render(pageWith(about(), onPageShown))
    await wait()
    expect(onPageShown).toHaveBeenCalledTimes(1)

    problemsOnDisk = [typo]
    await wait(1000)
    problemsOnDisk = []
    await wait(1000)
    expect(screen.getByRole("heading", { name: "About the Board" })).toBeInTheDocument()
    expect(onPageShown).toHaveBeenCalledTimes(2)
  })

  it("shows the page when the content check cannot be asked", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    fetchContentProblems.mockRejectedValue(new TypeError("Failed to fetch"))
    render(pageWith(about()))
    await wait()

    expect(screen.getByRole("heading", { name: "About the Board" })).toBeInTheDocument()
    expect(warn).toHaveBeenCalledTimes(1)
    await wait(3000)
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe("the page's Head under the gate", () => {
  function Head({ data }: { location: { pathname: string }; data: PageData }) {
    return <title>{data.page?.title}</title>
  }

  /** Gatsby renders the Head apart from the page, wrapped by wrapRootElement, with the page's data. */
  function headWith(data: PageData) {
    return <HeadOnlyWithShownPage element={<Head location={{ pathname: "/about" }} data={data} />} />
  }

  it("renders with the page, and waits while the gate shows problems", async () => {
    const data = about()
    render(
      <>
        {pageWith(data)}
        {headWith(data)}
      </>,
    )
    expect(document.querySelector("title")).toBeNull()
    await wait()
    expect(document.querySelector("title")).toHaveTextContent("About the Board")

    problemsOnDisk = [typo]
    await wait(1000)
    expect(problemsHeading()).toBeInTheDocument()
    expect(document.querySelector("title")).toBeNull()
  })

  it("does not render data the gate has not let the page render", async () => {
    const shown = about()
    const { rerender } = render(
      <>
        {pageWith(shown)}
        {headWith({ page: null })}
      </>,
    )
    await wait()
    expect(screen.getByRole("heading", { name: "About the Board" })).toBeInTheDocument()
    expect(document.querySelector("title")).toBeNull()

    rerender(
      <>
        {pageWith(shown)}
        {headWith(shown)}
      </>,
    )
    expect(document.querySelector("title")).toHaveTextContent("About the Board")
  })

  it("leaves the rest of the app alone", () => {
    render(<HeadOnlyWithShownPage element={<p>The app</p>} />)
    expect(screen.getByText("The app")).toBeInTheDocument()
  })
})
