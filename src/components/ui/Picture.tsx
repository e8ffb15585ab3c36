import { getImage, getSrc, getSrcSet, type IGatsbyImageData } from "gatsby-plugin-image"
import { colors } from "../../styles/theme"

/**
 * A picture of the content (schema-kit's image), in the shape every slot's fragment gives it: its
 * alt text or decorative mark, and its file's image data, which gatsby-transformer-sharp made at
 * the widths and in the formats the fragment asked for. In the editor's preview there is no image
 * data yet: the file's address in the editor stands in for it (previewUrl).
 */
export interface PictureImage {
  readonly alt?: string | null
  readonly decorative?: boolean | null
  readonly file: {
    readonly childImageSharp?: { readonly gatsbyImageData: IGatsbyImageData } | null
    readonly previewUrl?: string | null
  } | null
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
  const data = getImage(image.file?.childImageSharp ?? null)
  const loading = priority ? "eager" : "lazy"
  if (!data) {
    const preview = image.file?.previewUrl
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
