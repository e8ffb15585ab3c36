/**
 * The brand images in static/ (made by scripts/brand-images.ts) and where pages refer to them.
 * Sizes are written here once: the script renders at them, the page head and the web manifest
 * declare them, and the build tests check the files have them.
 */

/** The picture shown when a page is shared (Open Graph and Twitter cards); 1.91:1 as the platforms ask. */
export const shareImage = { path: "/share-image.png", width: 1200, height: 630, type: "image/png" } as const

export const favicon = {
  /** Scalable, for browsers that take SVG icons. */
  svg: "/favicon.svg",
  /** For browsers and tools that ask for /favicon.ico; holds 16, 32 and 48 px images. */
  ico: "/favicon.ico",
  icoSizes: [16, 32, 48],
} as const

/** iOS home screen icon: opaque, full bleed (iOS rounds the corners itself). */
export const appleTouchIcon = { path: "/apple-touch-icon.png", size: 180 } as const

export interface ManifestIcon {
  readonly path: string
  readonly size: number
  /** "any": the rounded tile as drawn; "maskable": full bleed, for platforms that crop to their own shape. */
  readonly purpose: "any" | "maskable"
}

export const manifestIcons: readonly ManifestIcon[] = [
  { path: "/icons/icon-192.png", size: 192, purpose: "any" },
  { path: "/icons/icon-512.png", size: 512, purpose: "any" },
  { path: "/icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
]

/** The raster logo for structured data (search engines want a bitmap of at least 112 px). */
export const logoImage = manifestIcons[1]
