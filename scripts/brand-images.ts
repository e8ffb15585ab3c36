/**
 * Renders the brand images into static/ from the mark (src/brand/mark.ts), the theme colours, the
 * names in content/site.yaml and the site's address (publishing.yaml): favicon.svg and favicon.ico,
 * the Apple touch icon, the web manifest icons and the 1200 x 630 share image; and the stand-in
 * pictures of content/images/ (src/brand/illustrations.ts), which the board replaces with its own.
 * The results are committed; run this again (npm run brand-images) after changing the mark, the
 * brand colours, the names in site.yaml or the site's address. Text is drawn with the fonts
 * installed on the machine (Liberation Sans or DejaVu Sans). A stand-in picture an editor has
 * replaced is not written over: pass --pictures to redraw them all.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { appleTouchIcon, favicon, manifestIcons, shareImage } from "../src/brand/assets"
import { illustrations } from "../src/brand/illustrations"
import { mark, MARK_SIZE, markSvg } from "../src/brand/mark"
import { readSiteYaml } from "../src/cdn/site-yaml"
import { readPublishingSettings } from "../src/settings/read-publishing"
import { colors } from "../src/styles/theme"
import { readOptions } from "./options.mjs"

const { values: options } = readOptions("npm run brand-images [-- --pictures]", {
  options: { pictures: { type: "boolean" } },
})
const root = path.join(__dirname, "..")
const staticDir = path.join(root, "static")
const site = readSiteYaml(path.join(root, "content"))
const { siteUrl } = readPublishingSettings(root)

const FONT = "Liberation Sans,DejaVu Sans"

function staticPath(publicPath: string): string {
  const file = path.join(staticDir, publicPath)
  mkdirSync(path.dirname(file), { recursive: true })
  return file
}

async function png(svg: string, size: number): Promise<Buffer> {
  // Rasterise at the target size directly (no upscaling), then write a compact PNG.
  return sharp(Buffer.from(svg))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: size <= 64 })
    .toBuffer()
}

/** An .ico file holding PNG images (supported by every browser since Windows Vista). */
function ico(images: readonly { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // 1 = icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)])
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

/** A block of text as a transparent image, wrapped to a width (Pango, through sharp). */
async function textImage(text: string, options: { size: number; color: string; weight?: string; width: number }) {
  const markup = `<span foreground="${options.color}" font_weight="${options.weight ?? "normal"}">${escapeMarkup(text)}</span>`
  const { data, info } = await sharp({
    text: { text: markup, font: `${FONT} ${options.size}`, width: options.width, dpi: 72, rgba: true, wrap: "word" },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { input: data, width: info.width, height: info.height }
}

async function renderShareImage(): Promise<Buffer> {
  const { width, height } = shareImage
  const margin = 80
  const markSize = 112
  // The background: the brand navy, the pulse line of the mark drawn large and faint across it.
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.navy}"/><stop offset="1" stop-color="${colors.navyDeep}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <g transform="translate(500 -40) scale(18)" opacity="0.12"><path d="${mark.pulse}" fill="none" stroke="${colors.tealBright}" stroke-width="1" stroke-linecap="round" stroke-linejoin="round"/></g>
  <rect x="${margin - 1.5}" y="${margin - 1.5}" width="${markSize + 3}" height="${markSize + 3}" rx="${(mark.tileRadius * (markSize + 3)) / MARK_SIZE}" fill="none" stroke="${colors.onDarkMuted}" stroke-opacity="0.45" stroke-width="3"/>
  <rect x="${margin}" y="${height - 150}" width="96" height="6" rx="3" fill="${colors.gold}"/>
</svg>`

  const textWidth = width - 2 * margin
  const eyebrow = await textImage(`${site.credentialName} (${site.credentialAbbreviation})`, {
    size: 32,
    color: colors.tealBright,
    weight: "bold",
    width: textWidth,
  })
  const name = await textImage(site.boardName, { size: 76, color: colors.white, weight: "bold", width: textWidth })
  const tagline = await textImage(site.tagline, { size: 36, color: colors.gold, weight: "bold", width: 700 })
  const shortName = await textImage(site.boardShortName, { size: 44, color: colors.white, weight: "bold", width: 600 })
  const host = await textImage(new URL(siteUrl).host, { size: 28, color: colors.onDarkMuted, width: 500 })

  const eyebrowTop = margin + markSize + 40
  const nameTop = eyebrowTop + eyebrow.height + 16
  if (nameTop + name.height > height - 170) throw new Error("The board's name is too long for the share image")
  return sharp(Buffer.from(background))
    .composite([
      { input: Buffer.from(markSvg({ size: markSize })), left: margin, top: margin },
      {
        input: shortName.input,
        left: margin + markSize + 28,
        top: margin + Math.round((markSize - shortName.height) / 2),
      },
      { input: eyebrow.input, left: margin, top: eyebrowTop },
      { input: name.input, left: margin, top: nameTop },
      { input: tagline.input, left: margin, top: height - 120 },
      { input: host.input, left: width - margin - host.width, top: height - 114 },
    ])
    .flatten({ background: colors.navy })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** The stand-in pictures, as JPEG: the format of the photographs that will replace them. */
async function renderIllustrations(redraw: boolean) {
  const contentDir = path.join(root, "content")
  let written = 0
  for (const { file, svg } of illustrations) {
    const target = path.join(contentDir, file)
    if (existsSync(target) && !redraw) continue
    mkdirSync(path.dirname(target), { recursive: true })
    await sharp(Buffer.from(svg))
      .flatten({ background: colors.white })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(target)
    written += 1
  }
  console.log(`Stand-in pictures: ${written} written to content/, ${illustrations.length - written} kept as they are`)
}

async function main() {
  writeFileSync(staticPath(favicon.svg), `${markSvg()}\n`)
  const icoImages = await Promise.all(
    favicon.icoSizes.map(async (size) => ({ size, data: await png(markSvg(), size) })),
  )
  writeFileSync(staticPath(favicon.ico), ico(icoImages))
  writeFileSync(staticPath(appleTouchIcon.path), await png(markSvg({ fullBleed: true }), appleTouchIcon.size))
  for (const icon of manifestIcons) {
    writeFileSync(staticPath(icon.path), await png(markSvg({ fullBleed: icon.purpose === "maskable" }), icon.size))
  }
  writeFileSync(staticPath(shareImage.path), await renderShareImage())
  console.log(`Brand images written to ${path.relative(process.cwd(), staticDir) || "."}/`)
  await renderIllustrations(options.pictures ?? false)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
