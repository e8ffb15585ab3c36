import { LOCAL_FILE_SERVER, whenFileServerReady } from "./local-file-server"

/** A fetch that answers like decap-server while `up` is true and fails like a closed port otherwise. */
function fileServer(initiallyUp: boolean) {
  const state = { up: initiallyUp, calls: [] as string[] }
  const fetchImpl = jest.fn((url: string | URL | Request) => {
    state.calls.push(typeof url === "string" ? url : url instanceof URL ? url.href : url.url)
    // Only `ok` is read; jsdom has no Response class.
    return state.up ? Promise.resolve({ ok: true } as Response) : Promise.reject(new TypeError("Failed to fetch"))
  }) as unknown as typeof fetch
  return { state, fetchImpl }
}

afterEach(() => {
  document.body.innerHTML = ""
})

describe("the content editor on an editor's own computer", () => {
  it("starts at once when the local file server answers", async () => {
    const { state, fetchImpl } = fileServer(true)
    await whenFileServerReady(document, { fetchImpl })
    expect(state.calls).toEqual([LOCAL_FILE_SERVER])
    expect(document.getElementById("file-server-notice")).toBeNull()
  })

  it("says the file server is not running and how to start it, then starts once it answers", async () => {
    jest.useFakeTimers()
    try {
      const { state, fetchImpl } = fileServer(false)
      let started = false
      const ready = whenFileServerReady(document, { fetchImpl, intervalMs: 2000 }).then(() => {
        started = true
      })
      await jest.advanceTimersByTimeAsync(0)
      const notice = document.getElementById("file-server-notice")
      expect(notice).toHaveAttribute("role", "alert")
      expect(notice).toHaveTextContent("The local file server is not running")
      expect(notice).toHaveTextContent("npm run editor")
      await jest.advanceTimersByTimeAsync(2000)
      expect(started).toBe(false)

      state.up = true
      await jest.advanceTimersByTimeAsync(2000)
      await ready
      expect(started).toBe(true)
      expect(document.getElementById("file-server-notice")).toBeNull()
    } finally {
      jest.useRealTimers()
    }
  })
})
