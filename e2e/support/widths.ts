/**
 * Each browser behaviour is proved once, at desktop width. A test whose outcome depends on the
 * phone layout (the menu, control sizes, the sticky header over a focused control, which picture
 * width is fetched) carries this tag, and runs at the phone width as well (playwright.config.ts).
 */
export const PHONE_LAYOUT_TAG = "@phone-layout"
export const PHONE_LAYOUT = new RegExp(PHONE_LAYOUT_TAG)
