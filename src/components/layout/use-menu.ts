import { useCallback, useEffect, useRef, useState } from "react"

/**
 * The mobile menu's state: open or closed, toggled by its button, closed by a link
 * click or the Escape key. Escape returns focus to the button, so keyboard users are
 * not left on a control that has just disappeared.
 */
export function useMenu() {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)

  const toggle = useCallback(() => setOpen((isOpen) => !isOpen), [])
  const close = useCallback(() => setOpen(false), [])

  useEffect(() => {
    if (!open) return undefined
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [open])

  return { open, toggle, close, buttonRef }
}
