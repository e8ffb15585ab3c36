import { openFoldsAroundMessages, revealInvalidFields } from "./reveal-invalid-fields"

/** Decap's markup for a folded list entry whose field has a message, as far as the reveal reads it. */
function foldedEntryWithMessage(): { toggle: HTMLButtonElement; fold: HTMLElement; message: HTMLElement } {
  document.body.innerHTML = `
    <button type="button">Publish now</button>
    <div class="css-1-ListItem">
      <div class="css-2-TopBar"><button type="button" id="toggle">fold</button><button type="button">remove</button></div>
      <div class="css-3-NestedObjectLabel">applicationUrl</div>
      <div id="fold" style="display: none">
        <div class="css-4-ControlTopbar"><ul class="css-5-ControlErrorsList"></ul></div>
        <input aria-label="Web address">
      </div>
    </div>`
  const toggle = document.getElementById("toggle") as HTMLButtonElement
  const fold = document.getElementById("fold") as HTMLElement
  toggle.addEventListener("click", () => {
    fold.style.display = fold.style.display === "none" ? "" : "none"
  })
  const message = document.createElement("li")
  message.textContent = "Web address didn't match the pattern: Should start with https://"
  return { toggle, fold, message }
}

const messages = () => document.querySelector('[class*="ControlErrorsList"]') as HTMLElement
/**
 * Past the reveal's own waits (its 100 ms after a save attempt, then a few animation frames), on jest's
 * clock: on the real one, a busy machine can take longer than any fixed wait before the frames run.
 */
const nextFrames = () => jest.advanceTimersByTimeAsync(200)

let scrollIntoView: jest.Mock
beforeEach(() => {
  jest.useFakeTimers()
  scrollIntoView = jest.fn()
  Element.prototype.scrollIntoView = scrollIntoView
})
afterEach(() => jest.useRealTimers())

describe("revealing the fields a refused save marked", () => {
  it("opens the folded entry that hides a message with the entry's own toggle", () => {
    const { fold, message } = foldedEntryWithMessage()
    messages().append(message)
    expect(openFoldsAroundMessages(document)).toBe(true)
    expect(fold.style.display).toBe("")
    // Nothing left to open: a second step opens nothing, and so closes nothing.
    expect(openFoldsAroundMessages(document)).toBe(false)
    expect(fold.style.display).toBe("")
  })

  it("after a save attempt, opens the fold around the new message and brings it into view", async () => {
    const { fold, message } = foldedEntryWithMessage()
    const stop = revealInvalidFields(document)
    try {
      document.querySelector<HTMLButtonElement>("button")?.click() // Publish now
      messages().append(message)
      await nextFrames()
      expect(fold.style.display).toBe("")
      expect(scrollIntoView).toHaveBeenCalledWith({ block: "center" })
      // The message, and nothing else, is what comes into view.
      expect(new Set(scrollIntoView.mock.contexts)).toEqual(new Set([message]))
    } finally {
      stop()
    }
  })

  it("leaves a fold the editor closed alone until the next save attempt", async () => {
    const { fold, message } = foldedEntryWithMessage()
    const stop = revealInvalidFields(document)
    try {
      messages().append(message) // a message drawn while the editor works, not in answer to a save
      await nextFrames()
      expect(fold.style.display).toBe("none")
    } finally {
      stop()
    }
  })
})
