/**
 * The pictures as the build wrote them into the pages: each one a <picture> the browser fills by
 * itself (AVIF, WebP, then the original format, each at several widths), reserving its space, with
 * its alt text, lazy unless it is the first screen's largest thing.
 */
import { altOf } from "../../src/components/ui/Picture"
import { loadContent } from "../support/fixtures/content-fixtures"
import { picturesOf } from "../support/fixtures/page-reads"
import { asText, builtPage, sampledRoutes as routes, sampledServedFiles as servedFiles, textOf } from "./built-site"

/** Every picture of every page, with the page it is on. */
// On a sample of pages (every built-in page, one general page per block type, an image block among them).
const pictures = servedFiles.flatMap(({ name }) =>
  [...builtPage(name).querySelectorAll("img")].map((image) => ({ page: name, image })),
)

describe("the pictures of the built pages", () => {
  it.each(routes.map((route) => [route.path, route] as const))(
    "%s shows every picture its content names, each with its alt text",
    (path, route) => {
      const alts = pictures.filter(({ page }) => page === path).map(({ image }) => image.getAttribute("alt"))
      const named = picturesOf(route).map(altOf)
      expect(alts.length).toBeGreaterThanOrEqual(named.length)
      // Each named picture's alt text, once for each time it is named.
      const left = [...alts]
      for (const alt of named) {
        const index = left.indexOf(alt)
        expect({ alt, found: index !== -1 }).toEqual({ alt, found: true })
        left.splice(index, 1)
      }
    },
  )

  it.each(pictures.map(({ page, image }) => [page, image.getAttribute("src") ?? "", image] as const))(
    "%s %s is a picture the browser fills by itself: AVIF, WebP, then its own format, at several widths",
    (_, src, image) => {
      const picture = image.parentElement
      expect(picture?.tagName).toBe("PICTURE")
      const sources = [...(picture?.querySelectorAll("source") ?? [])]
      expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"])
      for (const source of sources) {
        expect(source.getAttribute("srcset")?.split(",").length).toBeGreaterThan(1)
        expect(source.getAttribute("sizes")).toBe(image.getAttribute("sizes"))
      }
      expect(src).toMatch(/^\/static\/.+\.(jpg|png)$/)
      expect(image.getAttribute("srcset")?.split(",").length).toBeGreaterThan(1)
    },
  )

  it.each(pictures.map(({ page, image }) => [page, image.getAttribute("src") ?? "", image] as const))(
    "%s %s reserves its space, has its alt text, and decodes without holding the page",
    (_, __, image) => {
      expect(Number(image.getAttribute("width"))).toBeGreaterThan(0)
      expect(Number(image.getAttribute("height"))).toBeGreaterThan(0)
      expect(image.hasAttribute("alt")).toBe(true)
      expect(image.getAttribute("decoding")).toBe("async")
      expect(image.hasAttribute("style")).toBe(false)
    },
  )

  it.each(servedFiles.map(({ name }) => name))(
    "%s fetches at most one picture first (its first screen's largest), and every other one lazily",
    (name) => {
      const images = [...builtPage(name).querySelectorAll("img")]
      const first = images.filter((image) => image.getAttribute("fetchpriority") === "high")
      expect(first.length).toBeLessThanOrEqual(1)
      for (const image of first) expect(image.getAttribute("loading")).toBe("eager")
      for (const image of images.filter((candidate) => !first.includes(candidate))) {
        expect(image.getAttribute("loading")).toBe("lazy")
      }
    },
  )

  const withHeroPictures = routes.flatMap((route) => {
    const { hero } = loadContent<{ hero?: { title: string; image?: Parameters<typeof altOf>[0] } }>(route.file)
    return hero?.image ? [[route.path, hero.title, hero.image] as const] : []
  })

  it("describes each page's heading picture as its file does, and fetches it first", () => {
    for (const [path, title, picture] of withHeroPictures) {
      const document = builtPage(path)
      const image = document.querySelector("main img")
      expect({ path, alt: image?.getAttribute("alt"), fetchpriority: image?.getAttribute("fetchpriority") }).toEqual({
        path,
        alt: altOf(picture),
        fetchpriority: "high",
      })
      expect(textOf(document.querySelector("h1")!)).toBe(asText(title))
    }
  })
})
