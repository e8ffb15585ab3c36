/**
 * The pictures as the build wrote them into the pages: each one a <picture> the browser fills by
 * itself (AVIF, WebP, then the original format, each at several widths), reserving its space, with
 * its alt text, lazy unless it is the first screen's largest thing.
 */
import { loadContent } from "../../src/test-support/content-fixtures"
import { builtPage, servedFiles, textOf } from "./built-site"

/** Every picture of every page, with the page it is on. */
const pictures = servedFiles.flatMap(({ name }) =>
  [...builtPage(name).querySelectorAll("img")].map((image) => ({ page: name, image })),
)

describe("the pictures of the built pages", () => {
  it("show on the home page, About, Community and Fellowship", () => {
    const pagesWithPictures = new Set(pictures.map(({ page }) => page))
    for (const page of ["/", "/about/", "/community/", "/fellowship/"]) expect(pagesWithPictures).toContain(page)
  })

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

  it("describes each picture as its file does: the About page's heading picture by its alt text", () => {
    const { hero } = loadContent<{ hero: { image: { alt: string } } }>("pages/about.yaml")
    const image = builtPage("/about/").querySelector("main img")
    expect(image?.getAttribute("alt")).toBe(hero.image.alt)
    expect(image?.getAttribute("fetchpriority")).toBe("high")
    expect(textOf(builtPage("/about/").querySelector("h1")!)).toMatch(/About the/)
  })
})
