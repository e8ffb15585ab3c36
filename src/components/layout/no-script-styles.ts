import { mq, space } from "../../styles/theme"
import { NAV_LIST_ID } from "./Header"

/**
 * Without JavaScript the menu button cannot open the menu, so the links are shown in
 * full, and the carousel's controls, which could not work, are hidden. (A <noscript>
 * rather than a scripting media query, which older browsers ignore.) Added to every
 * page's head inside <noscript> by gatsby-ssr.tsx.
 */
export const noScriptStyles =
  `[data-menu-button],[data-carousel-controls]{display:none!important}` +
  // Below the width where the links fit in the bar, they are listed under it, and the bar
  // stops being sticky so the list does not cover the page.
  `${mq.belowXl}{header{position:static!important}header>div{flex-wrap:wrap}header nav{flex:1 0 100%}` +
  `#${NAV_LIST_ID}{display:block!important;position:static!important;box-shadow:none!important;padding:0 0 ${space.xs}!important}}`
