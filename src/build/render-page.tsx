/**
 * How Gatsby's server render turns each page into HTML and CSS (called from gatsby-ssr.tsx).
 *
 * Emotion, left to itself, writes every component's rules into a <style> element just before
 * the component's markup, which puts dozens of <style> elements in the body (invalid HTML, and
 * a policy that must allow any inline style). Rendered here inside a cache of its own, Emotion
 * keeps the rules instead, and @emotion/server's extractCritical returns those the page's
 * markup uses, global styles included, for one <style> element in the head.
 */
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { ReactNode } from "react"
import { renderToString } from "react-dom/server"

export interface RenderedPage {
  /** The body's markup, with no <style> element and no style attribute in it. */
  readonly html: string
  /** Every rule the markup uses, in the order Emotion created them. */
  readonly css: string
}

/**
 * Gatsby's router wraps every page in this element so that its client-side router can move
 * focus after a route change. Pages here are served without that router, and the inline style
 * would be the only one the policy had to allow, so the wrapper keeps only its id.
 */
const ROUTER_FOCUS_WRAPPER = '<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">'

export function renderPage(body: ReactNode): RenderedPage {
  const cache = createCache({ key: "css" })
  const emotionServer = createEmotionServer(cache)
  const { html, css } = emotionServer.extractCritical(
    renderToString(<CacheProvider value={cache}>{body}</CacheProvider>),
  )
  return { html: html.replace(ROUTER_FOCUS_WRAPPER, '<div id="gatsby-focus-wrapper">'), css }
}
