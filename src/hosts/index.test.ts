import { hostOf, HOSTS, SITE_HOSTS, type SiteHost } from "."

describe("the hosts", () => {
  it("are chosen by the name the owner's setting gives, and every one is offered there", () => {
    expect(SITE_HOSTS).toEqual(Object.keys(HOSTS))
    for (const name of SITE_HOSTS) expect(hostOf(name)).toBe(HOSTS[name])
  })

  it("refuse a name that is none of them, naming the ones there are, never taking another host's road", () => {
    // @ts-expect-error: a name that is no host's does not compile where it is written.
    expect(() => hostOf("github-pages")).toThrow(
      '"github-pages" is not a host this site can be published to: cloudflare-pages, netlify',
    )
    expect(() => hostOf("toString" as SiteHost)).toThrow("is not a host")
  })
})
