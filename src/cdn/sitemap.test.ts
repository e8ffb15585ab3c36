import { robotsTxt, sitemapPluginOptions } from "./sitemap"

describe("robotsTxt", () => {
  it("lets crawlers in, keeps them out of the admin app and points to the sitemap", () => {
    expect(robotsTxt("https://board.example")).toBe(
      "User-agent: *\nDisallow: /admin\n\nSitemap: https://board.example/sitemap-index.xml\n",
    )
  })
})

describe("sitemapPluginOptions", () => {
  const options = sitemapPluginOptions("https://board.example")

  it("takes the site's address from site.yaml, not from siteMetadata", () => {
    expect(options.resolveSiteUrl()).toBe("https://board.example")
  })

  it("leaves the admin app and the pages no link leads to out, and lists each page by its address only", () => {
    expect(options.excludes).toEqual(["/admin", "/admin/**", "/contact/sent/", "/404/"])
    expect(options.serialize({ path: "/about" })).toEqual({ url: "/about" })
    expect(options.createLinkInHead).toBe(false)
  })
})
