import { languageOf } from "../content/locale"
import { loadContent } from "../../tests/support/fixtures/content-fixtures"
import { colors } from "../styles/theme"
import { manifestPluginOptions } from "./manifest"

const site = loadContent<{ boardName: string; boardShortName: string; locale: string }>("site.yaml")

describe("manifestPluginOptions", () => {
  const options = manifestPluginOptions(site)

  it("names the app after the board, in the brand colours", () => {
    expect(options).toMatchObject({
      name: site.boardName,
      short_name: site.boardShortName,
      theme_color: colors.navy,
      background_color: colors.white,
      start_url: "/",
      lang: languageOf(site.locale),
    })
  })

  it("says the names are in the language of site.yaml's locale", () => {
    expect(manifestPluginOptions({ ...site, locale: "fr_CA" }).lang).toBe("fr")
  })

  it("lists the committed icons, one of them maskable", () => {
    expect(options.icons.map((icon) => [icon.src, icon.sizes, icon.purpose])).toEqual([
      ["/icons/icon-192.png", "192x192", "any"],
      ["/icons/icon-512.png", "512x512", "any"],
      ["/icons/icon-maskable-512.png", "512x512", "maskable"],
    ])
  })

  it("adds nothing to the pages but the manifest link", () => {
    expect(options).toMatchObject({ legacy: false, include_favicon: false, theme_color_in_head: false })
    expect(options).not.toHaveProperty("icon")
  })
})
