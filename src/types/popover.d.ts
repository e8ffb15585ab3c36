/**
 * The HTML popover attributes, which @types/react 18 does not know yet (React 18 renders them
 * as written). Lowercase, as HTML spells them: React passes an unknown lowercase attribute
 * through without a warning.
 */
import "react"

// Merging into React's interfaces requires their exact type parameters, used or not.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module "react" {
  interface HTMLAttributes<T> {
    /** Makes the element a popover, shown in the top layer and closed by Escape or a click outside. */
    popover?: "auto" | "manual"
  }
  interface ButtonHTMLAttributes<T> {
    /** The id of the popover this button opens and closes. */
    popovertarget?: string
  }
}
