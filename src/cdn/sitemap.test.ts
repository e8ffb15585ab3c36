import { sitemapPluginOptions } from "./sitemap"

describe("sitemapPluginOptions", () => {
  const options = sitemapPluginOptions("https://board.example")

  it("takes the site's address from site.yaml, not from siteMetadata", () => {
    expect(options.resolveSiteUrl()).toBe("https://board.example")
  })

  it("leaves the admin app out and lists each page by its address only", () => {
    expect(options.excludes).toEqual(["/admin", "/admin/**"])
    expect(options.serialize({ path: "/about" })).toEqual({ url: "/about" })
    expect(options.createLinkInHead).toBe(false)
  })
})
