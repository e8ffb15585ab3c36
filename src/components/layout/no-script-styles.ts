import { NAV_LIST_ID } from "./Header"

/**
 * Without JavaScript the menu button cannot open the menu, so the links are shown in
 * full, and the carousel's controls, which could not work, are hidden. Added to every
 * page's head inside <noscript> by gatsby-ssr.tsx.
 */
export const noScriptStyles = `#${NAV_LIST_ID}{display:block!important;position:static!important;box-shadow:none!important}[data-menu-button],[data-carousel-controls]{display:none!important}`
