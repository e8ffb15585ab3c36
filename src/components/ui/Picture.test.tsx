import { render } from "@testing-library/react"
import { renderToStaticMarkup } from "react-dom/server"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture, type PictureImage } from "./Picture"

/** Image data as gatsby-transformer-sharp gives it for a 1200-pixel file at 600 pixels (CONSTRAINED). */
const data: IGatsbyImageData = {
  layout: "constrained",
  width: 600,
  height: 375,
  backgroundColor: "#185868",
  images: {
    fallback: {
      src: "/static/h/600/about.jpg",
      srcSet: "/static/h/360/about.jpg 360w,\n/static/h/600/about.jpg 600w,\n/static/h/1200/about.jpg 1200w",
      sizes: "(min-width: 600px) 600px, 100vw",
    },
    sources: [
      { type: "image/avif", srcSet: "/static/h/360/about.avif 360w,\n/static/h/1200/about.avif 1200w", sizes: "x" },
      { type: "image/webp", srcSet: "/static/h/360/about.webp 360w,\n/static/h/1200/about.webp 1200w", sizes: "x" },
    ],
  },
}

const picture = (image: Partial<PictureImage> = {}): PictureImage => ({
  alt: "The board at work",
  imageData: data,
  ...image,
})

const SIZES = "(min-width: 64em) 36rem, 100vw"

describe("a picture", () => {
  it("offers AVIF, then WebP, then the original format, each at its widths, drawn at the slot's sizes", () => {
    const { container } = render(<Picture image={picture()} sizes={SIZES} />)
    const sources = [...container.querySelectorAll("picture > source")]
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"])
    expect(sources.map((source) => source.getAttribute("sizes"))).toEqual([SIZES, SIZES])
    expect(sources[0].getAttribute("srcset")).toContain("about.avif 1200w")
    const image = container.querySelector("picture > img")
    expect(image).toHaveAttribute("src", "/static/h/600/about.jpg")
    expect(image?.getAttribute("srcset")).toContain("about.jpg 1200w")
    expect(image).toHaveAttribute("sizes", SIZES)
  })

  it("reserves its space with its width and height, and is described by its alt text", () => {
    const { container } = render(<Picture image={picture()} sizes={SIZES} />)
    const image = container.querySelector("img")
    expect(image).toHaveAttribute("width", "600")
    expect(image).toHaveAttribute("height", "375")
    expect(image).toHaveAttribute("alt", "The board at work")
    expect(image).toHaveAttribute("decoding", "async")
  })

  it("has an empty alt when it only decorates, so screen readers pass over it", () => {
    const { container } = render(<Picture image={picture({ alt: null, decorative: true })} sizes={SIZES} />)
    expect(container.querySelector("img")).toHaveAttribute("alt", "")
  })

  it("loads lazily, unless it is the largest thing in the first screen, which is fetched first", () => {
    const lazy = render(<Picture image={picture()} sizes={SIZES} />).container.querySelector("img")
    expect(lazy).toHaveAttribute("loading", "lazy")
    expect(lazy).not.toHaveAttribute("fetchpriority")
    const first = render(<Picture image={picture()} sizes={SIZES} priority />).container.querySelector("img")
    expect(first).toHaveAttribute("loading", "eager")
    expect(first).toHaveAttribute("fetchpriority", "high")
  })

  it("is plain HTML: no style attribute and no script, its placeholder colour a class", () => {
    const html = renderToStaticMarkup(<Picture image={picture()} sizes={SIZES} priority />)
    expect(html).not.toMatch(/style=|<script|<noscript/)
    expect(html).toMatch(/<img [^>]*class="css-/)
  })

  it("shows the editor's copy of its file before the build has made any image data", () => {
    const { container } = render(
      <Picture image={picture({ imageData: { previewUrl: "blob:editor/images/about.jpg" } })} sizes={SIZES} />,
    )
    expect(container.querySelector("picture")).toBeNull()
    expect(container.querySelector("img")).toHaveAttribute("src", "blob:editor/images/about.jpg")
  })
})
