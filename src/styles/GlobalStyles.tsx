import { Global } from "@emotion/react"
import { colors, focusRing, fonts, fontSizes, lineHeights, mq, sizes, space } from "./theme"

/** Document-wide rules: a light reset, readable defaults, and focus and motion preferences. */
export function GlobalStyles() {
  return (
    <Global
      styles={{
        "*, *::before, *::after": { boxSizing: "border-box" },
        // An element the hidden attribute hides stays hidden whatever display its own class gives
        // it (the contact form's notices and panels, which its script shows and hides).
        "[hidden]": { display: "none !important" },
        html: {
          WebkitTextSizeAdjust: "100%",
          // The scrollbar's room is kept from the first paint: a page that grows tall enough for a
          // scrollbar while loading does not narrow, which at a breakpoint's width rearranged the
          // top bar (a layout shift the pictures test caught at 1280 px).
          scrollbarGutter: "stable",
          // Fragment links land below the sticky top bar, not under it.
          scrollPaddingTop: `calc(${sizes.header} + ${space.md})`,
        },
        [mq.motionAllowed]: { html: { scrollBehavior: "smooth" } },
        body: {
          margin: 0,
          fontFamily: fonts.body,
          fontSize: fontSizes.base,
          lineHeight: lineHeights.body,
          color: colors.ink,
          background: colors.surface,
          textRendering: "optimizeLegibility",
          WebkitFontSmoothing: "antialiased",
        },
        "h1, h2, h3, h4": { fontFamily: fonts.heading, lineHeight: lineHeights.tight, margin: 0 },
        "p, ul, ol, dl, figure": { margin: 0 },
        "img, svg": { display: "block", maxWidth: "100%" },
        a: { color: colors.teal, textUnderlineOffset: "0.2em" },
        "a:hover": { textDecorationThickness: "2px" },
        ":focus-visible": focusRing,
        "button, input, textarea, select": { font: "inherit", color: "inherit" },
        [mq.reducedMotion]: {
          "*, *::before, *::after": { transitionDuration: "0.01ms !important", animationDuration: "0.01ms !important" },
        },
      }}
    />
  )
}
