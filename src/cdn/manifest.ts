/** Options for gatsby-plugin-manifest: the web manifest from site.yaml, the theme and the icons in static/. */
import { manifestIcons } from "../brand/assets"
import { languageOf } from "../content/locale"
import type { SiteYaml } from "../content/site-yaml"
import { colors } from "../styles/theme"

export function manifestPluginOptions(site: Pick<SiteYaml, "boardName" | "boardShortName" | "locale">) {
  return {
    name: site.boardName,
    short_name: site.boardShortName,
    // The language its names are in: the site's, as every page's lang attribute says.
    lang: languageOf(site.locale),
    start_url: "/",
    display: "standalone",
    background_color: colors.white,
    theme_color: colors.navy,
    // The icons are made by scripts/brand-images.ts and copied from static/, so the plugin
    // generates none and adds only the manifest link to each page: no legacy apple-touch-icon
    // links, favicon links or theme-color meta (the page head has its own, see Seo.tsx).
    icons: manifestIcons.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
    legacy: false,
    include_favicon: false,
    theme_color_in_head: false,
    cache_busting_mode: "none",
  } as const
}
