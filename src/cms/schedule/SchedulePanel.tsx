/**
 * A draft's schedule, at the top of its form: what it is, in words, for everyone signed in; for a
 * publisher, "Publish on [day] at [time]" on the board's clock, named beside it, to schedule the
 * draft as saved, change its time or unschedule it. Native controls in a form; what it becomes,
 * and a refusal in the gateway's words, are said in live regions.
 */
import { useEffect, useRef, useState, type FormEvent } from "react"
import { SCHEDULING_FOR_PUBLISHERS } from "../../editor-gateway/refusal"
import { zoneNameInWords } from "../../content/zone-name"
import { colors, focusRing, fontSizes, radii, sizes, space } from "../../styles/theme"
import type { Draft, ScheduleCalls, ScheduleView } from "./schedule-calls"
import { scheduleInWords } from "./schedule-words"

interface SchedulePanelProps {
  readonly calls: ScheduleCalls
  /** The draft as last saved: a save gives it another head, and the panel reads its schedule again. */
  readonly draft: Draft
  /** The board's clock (site.yaml's timeZone), which the time is set on. */
  readonly timeZone: string
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

const button = {
  minHeight: sizes.target,
  padding: `0 ${space.md}`,
  borderRadius: radii.sm,
  border: `2px solid ${colors.navy}`,
  fontSize: fontSizes.base,
  cursor: "pointer",
}

export function SchedulePanel({ calls, draft, timeZone }: SchedulePanelProps) {
  const [schedule, setSchedule] = useState<ScheduleView | null>(null)
  const [canSchedule, setCanSchedule] = useState(false)
  const [read, setRead] = useState(false)
  const [problem, setProblem] = useState("")
  const [date, setDate] = useState("")
  const [time, setTime] = useState("")
  const busy = useRef(false)
  const scheduleButton = useRef<HTMLButtonElement>(null)

  const show = (shown: ScheduleView | null) => {
    setSchedule(shown)
    if (shown?.state === "scheduled") {
      setDate(shown.onClock.date)
      setTime(shown.onClock.time)
    }
  }

  useEffect(() => {
    let current = true
    calls.read(draft.pullRequest).then(
      (answer) => {
        if (!current) return
        show(answer.schedule)
        setCanSchedule(answer.canSchedule)
        setRead(true)
      },
      (error: unknown) => current && setProblem(messageOf(error)),
    )
    return () => {
      current = false
    }
  }, [calls, draft])

  /** Runs one call at a time, showing what it answers, or its refusal. */
  const act = async (call: () => Promise<ScheduleView>) => {
    if (busy.current) return
    busy.current = true
    setProblem("")
    try {
      show(await call())
      return true
    } catch (error) {
      setProblem(messageOf(error))
      return false
    } finally {
      busy.current = false
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void act(() => calls.schedule(draft, { date, time }))
  }
  const unschedule = async () => {
    // Its button goes once the draft is unscheduled: the focus goes to scheduling it again.
    if (await act(() => calls.unschedule(draft.pullRequest))) scheduleButton.current?.focus()
  }
  const scheduled = schedule?.state === "scheduled"

  return (
    <section
      aria-label="Scheduled publishing"
      css={{
        display: "grid",
        gap: space.xs,
        // Clear of Decap's toolbar, whose longer words run below it.
        margin: `${space.lg} 0 ${space.md}`,
        padding: space.md,
        border: `1px solid ${colors.border}`,
        borderRadius: radii.sm,
        background: colors.surface,
        color: colors.ink,
        fontSize: fontSizes.base,
        "& :focus-visible": { outline: focusRing.outline, outlineOffset: focusRing.outlineOffset },
        "& p": { margin: 0 },
      }}
    >
      <p role="status">{read ? scheduleInWords(schedule) : ""}</p>
      {read && !canSchedule && <p css={{ color: colors.inkMuted }}>{SCHEDULING_FOR_PUBLISHERS}</p>}
      {canSchedule && (
        <form onSubmit={submit} css={{ display: "flex", flexWrap: "wrap", alignItems: "end", gap: space.sm }}>
          <fieldset css={{ display: "flex", flexWrap: "wrap", gap: space.sm, margin: 0, padding: 0, border: 0 }}>
            <legend css={{ marginBottom: space.xxs, fontWeight: 600 }}>
              Publish on a day and time ({zoneNameInWords(timeZone)})
            </legend>
            {(
              [
                ["Day", "date", date, setDate],
                ["Time", "time", time, setTime],
              ] as const
            ).map(([label, type, value, set]) => (
              <label key={type} css={{ display: "grid", gap: space.xxs }}>
                {label}
                <input
                  type={type}
                  required
                  value={value}
                  onChange={(event) => set(event.target.value)}
                  css={{ minHeight: sizes.target, padding: `0 ${space.xs}`, fontSize: fontSizes.base }}
                />
              </label>
            ))}
          </fieldset>
          <button ref={scheduleButton} type="submit" css={{ ...button, background: colors.navy, color: colors.white }}>
            {scheduled ? "Change the time" : "Schedule"}
          </button>
          {scheduled && (
            <button type="button" onClick={() => void unschedule()} css={{ ...button, background: colors.white }}>
              Unschedule
            </button>
          )}
        </form>
      )}
      <p role="alert" css={{ color: colors.error }}>
        {problem}
      </p>
    </section>
  )
}
