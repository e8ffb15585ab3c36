import { graphql } from "gatsby"
import { getSrc, getSrcSet, type IGatsbyImageData } from "gatsby-plugin-image"
import type { PreviewImage } from "../../content/fields/picture"
import { colors } from "../../styles/theme"

/**
 * A picture of the content (src/content/fields/picture.ts), as every slot's GraphQL type serves it
 * (PictureFields): its alt text or decorative mark, and its image data, which
 * gatsby-transformer-sharp made at its slot's widths and formats. In the editor's preview there is
 * no image data yet: the file's address in the editor stands in for it (previewUrl).
 */
export interface PictureImage {
  readonly alt?: string | null
  readonly decorative?: boolean | null
  readonly imageData?: IGatsbyImageData | PreviewImage | null
}

function isPreview(data: PictureImage["imageData"]): data is PreviewImage {
  return typeof data === "object" && data !== null && "previewUrl" in data
}

/** The image data the build made of a picture; none in the editor's preview. */
export function builtImageOf(image: PictureImage | null | undefined): IGatsbyImageData | undefined {
  const data = image?.imageData
  return data && !isPreview(data) ? data : undefined
}

interface PictureProps {
  readonly image: PictureImage
  /** How wide the picture is drawn at each screen width, for the browser to pick a file (the img's sizes). */
  readonly sizes: string
  /**
   * The largest thing in the first screen (a heading's picture, the first slide's): fetched at
   * once and first. Any other picture loads lazily, when it nears the screen.
   */
  readonly priority?: boolean
  readonly className?: string
}

/** What screen readers read for a picture: its alt text, or nothing for a decorative one. */
export function altOf(image: PictureImage): string {
  return image.decorative ? "" : (image.alt ?? "")
}

/**
 * One picture, as plain HTML that needs no script: a <picture> with an AVIF and a WebP source and
 * the original format (JPEG or PNG) for browsers that take neither, each at several widths with
 * the sizes it is drawn at, and the width and height that reserve its space before it arrives (no
 * layout shift). Drawn by the browser alone: lazy loading is the img's own loading attribute, the
 * placeholder its background colour (the picture's dominant colour, a class in the page's one
 * <style>), never a style attribute.
 */
export function Picture({ image, sizes, priority = false, className }: PictureProps) {
  const alt = altOf(image)
  const data = builtImageOf(image)
  const loading = priority ? "eager" : "lazy"
  if (!data) {
    const preview = isPreview(image.imageData) ? image.imageData.previewUrl : undefined
    return preview ? <img src={preview} alt={alt} className={className} css={{ display: "block" }} /> : null
  }
  return (
    <picture className={className}>
      {data.images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={getSrc(data)}
        srcSet={getSrcSet(data)}
        sizes={sizes}
        width={data.width}
        height={data.height}
        alt={alt}
        decoding="async"
        loading={loading}
        fetchPriority={priority ? "high" : undefined}
        css={{ display: "block", background: data.backgroundColor ?? colors.surfaceAlt }}
      />
    </picture>
  )
}

/** What the Picture draws, for a picture in any slot (each slot's type is a Picture, its imageData made at the slot's sizes). */
export const pictureFields = graphql`
  fragment PictureFields on Picture {
    alt
    decorative
    imageData
  }
`
