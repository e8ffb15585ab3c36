import { DRAFT_KEY, forgetDraft, forgetDraftLeftOnTheComputer, tabStorage } from "./draft-storage"

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})

describe("the draft's storage", () => {
  it("is the tab's sessionStorage, never localStorage", () => {
    expect(tabStorage(window)).toBe(window.sessionStorage)
  })

  it("is none where the browser refuses storage, so the form works on without a draft", () => {
    const refusing = {
      get sessionStorage(): Storage {
        throw new DOMException("The operation is insecure.", "SecurityError")
      },
    } as unknown as Window
    expect(tabStorage(refusing)).toBeNull()
    expect(() => forgetDraft(refusing)).not.toThrow()
  })

  it("forgets the tab's draft and one an earlier version left in localStorage, and nothing else", () => {
    sessionStorage.setItem(DRAFT_KEY, "{}")
    localStorage.setItem(DRAFT_KEY, "{}")
    localStorage.setItem("other", "kept")
    forgetDraft(window)
    expect([sessionStorage.getItem(DRAFT_KEY), localStorage.getItem(DRAFT_KEY)]).toEqual([null, null])
    expect(localStorage.getItem("other")).toBe("kept")
  })

  it("clears what an earlier version left on the computer while keeping this tab's draft", () => {
    sessionStorage.setItem(DRAFT_KEY, "{}")
    localStorage.setItem(DRAFT_KEY, "{}")
    forgetDraftLeftOnTheComputer(window)
    expect([sessionStorage.getItem(DRAFT_KEY), localStorage.getItem(DRAFT_KEY)]).toEqual(["{}", null])
  })
})
