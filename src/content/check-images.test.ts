/**
 * @jest-environment node
 */
import { crc32 } from "node:zlib"
import sharp from "sharp"
import { ownerSettings, withContent, type ContentEdit } from "../../tests/support/fixtures/content-fixtures"
import { checkContentAndPictures, formatProblem } from "./check"

/** A flat picture of the given size and format, made here (nothing is fetched). */
function picture(width: number, height: number, format: "jpeg" | "png" | "gif"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#0b2a4a" } })
    .toFormat(format)
    .toBuffer()
}

/**
 * A PNG of a few hundred bytes whose header claims width x height: what a decompression bomb looks
 * like to the check (the header rewritten, its checksum recomputed, the pixels left as they were).
 */
async function pictureClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(16, 16, "png"))
  // The IHDR chunk: length (4 bytes) and type (4) after the 8-byte signature, then width, height.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

async function problemsAfter(edits: Readonly<Record<string, ContentEdit>>): Promise<string[]> {
  const { problems } = await withContent(edits, (dir) => checkContentAndPictures(dir, { owner: ownerSettings }))
  return problems.map(formatProblem)
}

/** The About page's heading picture, pointed at another file. */
const heroPicture = (file: string) => (source: string) => source.replace("file: images/about.jpg", `file: ${file}`)

const WHERE = "content/pages/about.yaml, line 10, hero, image, file:"

describe("the pictures the content names", () => {
  it("are all there, readable, in a format the build encodes and wide enough, as committed", async () => {
    expect(await problemsAfter({})).toEqual([])
  })

  it("must exist, under the exact name the file gives", async () => {
    expect(await problemsAfter({ "pages/about.yaml": heroPicture("images/About.jpg") })).toEqual([
      `${WHERE} content/images/About.jpg does not exist. Upload the picture in the editor, or put its file in content/images/ with exactly this name (capitals count).`,
    ])
  })

  it("must be a picture: not a file of another kind, nor one cut short", async () => {
    const whole = await picture(1600, 1000, "jpeg")
    const notAPicture = await problemsAfter({ "images/about.jpg": () => "Minutes of the board meeting" })
    expect(notAPicture).toEqual([
      expect.stringMatching(
        /^content\/pages\/about\.yaml, line 10, hero, image, file: content\/images\/about\.jpg is not a picture the site can read: it is not an image, or the file is damaged \(.*unsupported image format.*\)\. Save it again as JPEG, PNG, WebP or AVIF, and replace the file\.$/,
      ),
    ])
    const cutShort = await problemsAfter({ "images/about.jpg": () => whole.subarray(0, whole.length / 2) })
    expect(cutShort).toEqual([
      expect.stringMatching(
        // libvips's own words for a JPEG cut short (libjpeg-turbo's "premature end of JPEG image" since sharp 0.35).
        /content\/images\/about\.jpg is not a picture the site can read: .*\(VipsJpeg: premature end of .*\)/i,
      ),
    ])
  })

  it("must not claim more pixels than the build decodes: a small file whose header says 400 megapixels is refused, not decoded", async () => {
    const bomb = await pictureClaiming(20_000, 20_000)
    expect(await problemsAfter({ "images/about.jpg": () => bomb })).toEqual([
      expect.stringMatching(
        /^content\/pages\/about\.yaml, line 10, hero, image, file: content\/images\/about\.jpg is not a picture the site can read: .*\(.*pixel limit.*\)/,
      ),
    ])
  })

  it("must be a photograph or image format, not an SVG drawing or a GIF, saying which formats work", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="1600" height="1000"/></svg>'
    expect(
      await problemsAfter({ "images/logo.svg": () => svg, "pages/about.yaml": heroPicture("images/logo.svg") }),
    ).toEqual([
      `${WHERE} content/images/logo.svg is an SVG drawing; pictures must be JPEG, PNG, WebP or AVIF files. Export it as PNG and name the new file here.`,
    ])
    const gif = await picture(1600, 1000, "gif")
    expect(
      await problemsAfter({ "images/moving.gif": () => gif, "pages/about.yaml": heroPicture("images/moving.gif") }),
    ).toEqual([
      `${WHERE} content/images/moving.gif is a GIF; pictures must be JPEG, PNG, WebP or AVIF files. Export it as PNG and name the new file here.`,
    ])
  })

  it("must be at least as wide as its place needs on high-resolution screens, naming the place", async () => {
    const small = await picture(640, 400, "png")
    expect(await problemsAfter({ "images/about.jpg": () => small })).toEqual([
      `${WHERE} content/images/about.jpg is 640 pixels wide; the page heading's picture needs at least 1200, so that it stays sharp on high-resolution screens. Use a larger picture.`,
    ])
    const portrait = await picture(400, 400, "jpeg")
    expect(
      await problemsAfter({
        "images/chair.jpg": () => portrait,
        "pages/about.yaml": (source) =>
          source.replace(
            "    - title: Board of Directors\n",
            "    - title: Board of Directors\n      image:\n        file: images/chair.jpg\n        alt: The chair of the board\n",
          ),
      }),
    ).toEqual([])
  })

  it("need alt text, or the decorative mark", async () => {
    const withoutAlt = (source: string) => source.replace(/\n    alt: Illustration of three board members[^\n]*/, "")
    expect(await problemsAfter({ "pages/about.yaml": withoutAlt })).toEqual([
      "content/pages/about.yaml, line 10, hero, image, alt: is missing: describe what the picture shows for people who cannot see it, or mark it decorative (decorative: true) if it only decorates.",
    ])
    const decorative = (source: string) =>
      withoutAlt(source).replace("file: images/about.jpg", "file: images/about.jpg\n    decorative: true")
    expect(await problemsAfter({ "pages/about.yaml": decorative })).toEqual([])
  })

  it("are files of content/images/, named by their path below content/", async () => {
    expect(await problemsAfter({ "pages/about.yaml": heroPicture("../static/share-image.png") })).toEqual([
      `${WHERE} should be a picture in content/images/, written as images/ and its file name, like images/about.jpg, but is "../static/share-image.png".`,
    ])
  })
})
