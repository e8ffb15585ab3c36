import { cloudflarePages } from "../hosts/cloudflare-pages"
import { NEAR_LIMIT, fileLimitFindings } from "./host-limits"

describe("fileLimitFindings", () => {
  const limit = cloudflarePages.filesPerDeployment ?? 0

  it("says nothing well within Cloudflare Pages' limit", () => {
    expect(fileLimitFindings(Math.floor(limit * NEAR_LIMIT) - 1, "cloudflare-pages")).toEqual({
      problems: [],
      warnings: [],
    })
  })

  it("warns near the limit, naming it and what an editor can do", () => {
    const { problems, warnings } = fileLimitFindings(Math.ceil(limit * NEAR_LIMIT), "cloudflare-pages")
    expect(problems).toEqual([])
    expect(warnings).toEqual([
      `The site is ${Math.ceil(limit * NEAR_LIMIT).toLocaleString("en")} files; Cloudflare Pages publishes at most ${limit.toLocaleString("en")} in one deployment. Remove pages or pictures the site no longer needs (content/pages/, content/images/), or ask whoever runs the site to move it to a plan or host that publishes more files.`,
    ])
  })

  it("stops the build over the limit, where the host would refuse the deployment", () => {
    const { problems, warnings } = fileLimitFindings(limit + 1, "cloudflare-pages")
    expect(warnings).toEqual([])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^The site is [\d,]+ files; Cloudflare Pages publishes at most [\d,]+ in one deployment\. Remove pages/,
    )
  })

  it("has no file limit for Netlify, which publishes none", () => {
    expect(fileLimitFindings(1_000_000, "netlify")).toEqual({ problems: [], warnings: [] })
  })
})
