/**
 * Runs only under `gatsby develop`. Built pages ship without Gatsby's runtime, and the Home page
 * loads the carousel's own module (src/widgets); in develop, React renders every page in the
 * browser instead, so the carousel is enhanced after each render here. enhanceCarousels
 * enhances each carousel once, however often it is called.
 */
import type { GatsbyBrowser } from "gatsby"
import { enhanceCarousels } from "./src/widgets/carousel/carousel"

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => enhanceCarousels(document)
