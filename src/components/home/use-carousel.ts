import { useCallback, useEffect, useState, type FocusEvent } from "react"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"

/**
 * The carousel's behaviour, apart from its looks: which slide shows, wrapping both ways,
 * and automatic rotation every `intervalMs` that stops while the pointer is over the
 * carousel or focus is inside it (WCAG 2.2.2), when the visitor pauses it, and from the
 * start for visitors who prefer reduced motion. Each slide gets a full interval, also
 * after a manual change.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const prefersReducedMotion = usePrefersReducedMotion()

  useEffect(() => {
    if (prefersReducedMotion) setPlaying(false)
  }, [prefersReducedMotion])

  const rotating = playing && !hovered && !focused && count > 1

  useEffect(() => {
    if (!rotating) return undefined
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => window.clearTimeout(timer)
  }, [rotating, index, count, intervalMs])

  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count])
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count])
  const goTo = useCallback((target: number) => setIndex(target), [])
  const togglePlaying = useCallback(() => setPlaying((isPlaying) => !isPlaying), [])

  const regionHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Moving focus between the carousel's own controls keeps it paused.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
    },
  }

  return { index, playing, rotating, next, previous, goTo, togglePlaying, regionHandlers }
}
