/**
 * Scheduled publishing in Decap's editor (docs/editing/scheduled-publishing.md), with drafts on and
 * editors signed in through the gateway. Decap's API has no place for it, so it is put into the
 * page as Decap draws it (as signed-in.ts puts the signed-in line): on an entry with an open draft,
 * the draft's schedule (SchedulePanel) at the top of its form, the first thing after the toolbar;
 * on the workflow board, each scheduled draft's time on its card.
 */
import { createRoot } from "react-dom/client"
import { draftBranch, type BoardSchedule, type Draft, type ScheduleCalls } from "./schedule-calls"
import { scheduleOnTheBoard } from "./schedule-words"
import { SchedulePanel } from "./SchedulePanel"

/** The form of the entry being edited: its pane, by the name Decap puts in its class (as fileStatusStyles reads it). */
const FORM_PANE = '[class*="ControlPaneContainer"]:not([class*="PreviewPaneContainer"])'
/** An entry's route: `#/collections/<collection>/entries/<entry>`, from the board with `?ref=workflow`. */
const ENTRY_ROUTE = /^#\/collections\/([^/?]+)\/entries\/([^?]+)/
const BOARD_ROUTE = "#/workflow"
/** A draft's card on the board: its link to the entry. */
const BOARD_CARD = 'a[href*="?ref=workflow"]'
const BOARD_LINE = "data-scheduled-time"

/** Each card of the board says when its draft publishes (or that it did not), from the board's schedules. */
function showTimesOnBoard(document: Document, schedules: readonly BoardSchedule[]): void {
  for (const card of document.querySelectorAll(BOARD_CARD)) {
    const entry = ENTRY_ROUTE.exec(card.getAttribute("href") ?? "")
    const schedule = entry && schedules.find((listed) => listed.branch === draftBranch(entry[1], entry[2]))
    const words = schedule ? scheduleOnTheBoard(schedule) : null
    let line = card.querySelector(`[${BOARD_LINE}]`)
    if (!words) {
      line?.remove()
      continue
    }
    if (!line) {
      line = document.createElement("p")
      line.setAttribute(BOARD_LINE, "")
      // Below the draft's title, inside the link: the card's name then says it too.
      const title = card.querySelector("h2")
      if (title) title.after(line)
      else card.append(line)
    }
    if (line.textContent !== words) line.textContent = words
  }
}

/**
 * The line's look, beside Decap's card text. On a phone's narrow columns, a zone's long name breaks
 * and the card grows from Decap's fixed height, rather than cutting the time off.
 */
export const boardTimeStyles = `
  [${BOARD_LINE}] { margin: 0.5rem 0 0; font-size: 13px; font-weight: 600; overflow-wrap: anywhere; }
  ${BOARD_CARD}:has(> [${BOARD_LINE}]) { height: auto; min-height: 140px; }
  @media (min-width: 800px) { ${BOARD_CARD}:has(> [${BOARD_LINE}]) { min-height: 200px; } }
`

/**
 * Shows schedules where the editor is, read again at each move (and by `readAgain`, which Decap's
 * save calls: the draft's new head, which the gateway has unscheduled, and the panel says so).
 */
export function showSchedules(window: Window, calls: ScheduleCalls, timeZone: string): { readAgain(): Promise<void> } {
  const { document, location } = window
  // One holder, put back whenever Decap draws the form anew: its live regions stay the same.
  const holder = document.createElement("div")
  const panel = createRoot(holder)
  let draft: Draft | null = null
  let board: readonly BoardSchedule[] = []
  let turn = 0

  const place = () => {
    if (draft && !holder.isConnected) document.querySelector(FORM_PANE)?.prepend(holder)
    if (location.hash.startsWith(BOARD_ROUTE)) showTimesOnBoard(document, board)
  }

  const readAgain = async () => {
    const mine = ++turn
    const entry = ENTRY_ROUTE.exec(location.hash)
    const [found, listed] = await Promise.all([
      entry ? calls.draftOn(draftBranch(entry[1], entry[2])) : null,
      location.hash.startsWith(BOARD_ROUTE) ? calls.list() : [],
    ]).catch((): [null, BoardSchedule[]] => [null, []])
    // Only the newest reading is shown: the editor may have moved on meanwhile.
    if (mine !== turn) return
    draft = found
    board = listed
    if (draft) {
      panel.render(<SchedulePanel key={draft.pullRequest} calls={calls} draft={draft} timeZone={timeZone} />)
    } else holder.remove()
    place()
  }

  window.addEventListener("hashchange", () => void readAgain())
  new MutationObserver(place).observe(document.body, { childList: true, subtree: true })
  void readAgain()
  return { readAgain }
}
