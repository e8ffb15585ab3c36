/** The one export of gatsby-plugin-image's SSR module the tests call (the package ships no types for it). */
declare module "gatsby-plugin-image/gatsby-ssr" {
  import type { ReactElement } from "react"
  export function onRenderBody(args: { setHeadComponents(components: ReactElement[]): void }): void
}
