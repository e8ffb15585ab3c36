import type { Page } from "@playwright/test"

/**
 * The controls on the page smaller than 24 by 24 CSS pixels (WCAG 2.5.8), as "TAG "text" WxH".
 * Stricter than axe's target-size rule, which lets a small target pass when it has room around
 * it: here every control must be 24 by 24 itself, except a link inside a sentence (the "inline"
 * exception) and what is not drawn.
 */
export function smallControls(page: Page): Promise<string[]> {
  return page.locator("a, button, input, select, textarea, summary").evaluateAll((controls) =>
    controls
      .filter((control) => {
        const style = getComputedStyle(control)
        if (style.visibility === "hidden" || control.getClientRects().length === 0) return false
        // Visually hidden until focused (the skip link): measured when it shows, in the skip link test.
        if (style.clip === "rect(0px, 0px, 0px, 0px)") return false
        if (control.closest('[aria-hidden="true"]') || (control as HTMLInputElement).type === "hidden") return false
        // Links inside running text are exempt (the "inline" exception).
        return !(style.display === "inline" && control.parentElement?.tagName === "P")
      })
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(
        ({ control, box }) =>
          `${control.tagName} "${control.textContent?.trim()}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      ),
  )
}
