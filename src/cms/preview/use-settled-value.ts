/**
 * A value the preview follows once the editor's typing settles, not at every keystroke: drawing
 * every page a file shows on (site settings: nine) takes longer at an ordinary laptop's speed than
 * the gap between two keystrokes, and a keystroke that lands while the pages are drawn waits for
 * them (docs/performance.md, "The content editor").
 */
import { startTransition, useEffect, useRef, useState } from "react"

export interface Settling {
  /** How long the value must stay the same before it is taken. */
  readonly quietMs: number
  /** How long, at most, a value changing all the time waits: the preview keeps up with a long stretch of typing. */
  readonly atMostMs: number
}

/**
 * The first value at once; after that, a new value once it has stayed the same for `quietMs`, or
 * once `atMostMs` have passed since the first change not yet taken. It is taken as a transition,
 * which a keystroke interrupts.
 */
export function useSettledValue<T>(value: T, { quietMs, atMostMs }: Settling): T {
  const [settled, setSettled] = useState(value)
  /** When the first change not yet taken was seen. */
  const changedAt = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (Object.is(value, settled)) {
      changedAt.current = undefined
      return undefined
    }
    const now = Date.now()
    changedAt.current ??= now
    const wait = Math.max(0, Math.min(quietMs, changedAt.current + atMostMs - now))
    const timer = setTimeout(() => {
      // Taken: the next change starts a new wait, even before this one is drawn.
      changedAt.current = undefined
      startTransition(() => setSettled(value))
    }, wait)
    return () => clearTimeout(timer)
  }, [value, settled, quietMs, atMostMs])
  return settled
}
