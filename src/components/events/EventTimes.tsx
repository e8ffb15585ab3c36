import { Fragment } from "react"
import { VisuallyHidden } from "../ui/VisuallyHidden"
import type { ClockReading, EventWhen, WhenPart, ZoneName } from "./event-when"

/**
 * A zone's name, short as it is shown ("ET", "GMT+1"), and in words for screen readers, which would
 * spell the letters or say "et": the short name hidden from them, the words hidden from sight.
 * Neither <abbr title> nor aria-label would do: screen readers do not read an abbreviation's title,
 * and ARIA does not let a span or an <abbr> be named.
 */
function Zone({ shown, words }: ZoneName) {
  if (shown === words) return shown
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{words}</VisuallyHidden>
    </>
  )
}

/**
 * Words as a reading shows them: before a zone's name, their last space a no-break one, so the name
 * keeps to the time on a line as AM and PM do (no "ET)" alone on the last line).
 */
function shownWords(words: string, next: WhenPart | undefined): string {
  return typeof next === "object" ? words.replace(/ $/, "\u00a0") : words
}

/** A reading of when on one clock, as a <time> with its start for machines. */
function ClockTime({ reading }: { readonly reading: ClockReading }) {
  const { parts } = reading
  return (
    <time dateTime={reading.dateTime}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {typeof part === "string" ? shownWords(part, parts[index + 1]) : <Zone {...part} />}
        </Fragment>
      ))}
    </time>
  )
}

/**
 * When a dated event is, on its own clock, and, on a line of its own in brackets, on the board's where
 * that reads otherwise: "Thursday, July 1, 2027, 6:00 – 7:30 PM GMT+1 (1:00 – 2:30 PM ET)", as
 * onBothClocksInWords writes it without markup.
 */
export function EventTimes({ when }: { readonly when: EventWhen }) {
  return (
    <>
      <ClockTime reading={when} />
      {when.boardClock && (
        <>
          {/* A space for who reads the text without its line break. */}{" "}
          <span css={{ display: "block" }}>
            (<ClockTime reading={when.boardClock} />)
          </span>
        </>
      )}
    </>
  )
}
