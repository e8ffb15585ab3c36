/**
 * A picture in a slot: its file (in content/images/), and the words that describe it for people who
 * cannot see it (alt text), or, for a picture that only decorates, decorative: true (the page then
 * gives it an empty alt, so screen readers pass over it). Where it is shown (its slot) says once the
 * files the build makes of it: its GraphQL field `imageData` resolves them (src/build/field-extensions.ts's
 * @pictureData, with sharpArguments), and the content check refuses a file narrower than the widest
 * (leastWidth). Each slot is its own GraphQL type, as each is made at its own sizes.
 */
import { z } from "zod"
import { capitalized, withCommon, type CmsField } from "./decap"
import { Field, type ContentRoad, type Path, type PictureSlot, type PictureUse } from "./field"
import { GroupField, record } from "./group"
import type { GraphqlTypes, GraphqlValueType } from "./graphql"
import { sentence, type JsonSchema, type JsonSchemaDefinitions } from "./json-schema"
import { text, TextField, type TextPattern } from "./text"
import { toggle } from "./toggle"

/** The folder below content/ that holds the pictures, which editors upload into. */
export const IMAGES_FOLDER = "images"

/** The formats a photograph or picture may have; SVG drawings and GIF animations are refused. */
export const IMAGE_FORMATS = ["JPEG", "PNG", "WebP", "AVIF"] as const

/** The formats in a sentence: "JPEG, PNG, WebP or AVIF". */
export const IMAGE_FORMATS_IN_WORDS = `${IMAGE_FORMATS.slice(0, -1).join(", ")} or ${IMAGE_FORMATS.at(-1) ?? ""}`

/** The file name endings of IMAGE_FORMATS, any case (.jpg, .JPEG, .png, .webp, .avif). */
const IMAGE_EXTENSIONS = ["jpe?g", "png", "webp", "avif"]

/** A letter-by-letter pattern matching either case, for a pattern that cannot carry the i flag. */
const eitherCase = (pattern: string) => pattern.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`)

/**
 * A picture's file name, as the editor checks it beside the field. Decap checks a file field's
 * pattern against the file's name alone (images/about.jpg is checked as about.jpg), with no
 * flags, so this says what the name can: one of the formats that work. Whether the file really
 * is that format, and wide enough, is the content check's to say (check-images.ts).
 */
export const IMAGE_FILE_NAME: TextPattern = {
  source: `^[^/\\s]+\\.(?:${IMAGE_EXTENSIONS.map(eitherCase).join("|")})$`,
  message: `should be a ${IMAGE_FORMATS_IN_WORDS} file: SVG drawings and GIF animations do not work here`,
}

/** What a picture needs besides its file, in the check's and the editor's words. */
export const ALT_TEXT_RULE =
  "describe what the picture shows for people who cannot see it, or mark it decorative (decorative: true) if it only decorates"

/** What the check says of a picture with neither alt text nor the decorative mark, at its alt. */
const ALT_TEXT_MISSING = `is missing: ${ALT_TEXT_RULE}`

/** The editor's group of a picture's fields (src/cms/widgets/GroupControl.tsx), which also refuses one with neither alt text nor the decorative mark. */
export const PICTURE_WIDGET = "content-picture"

/**
 * The GraphQL interface every slot's picture type implements: what the Picture component draws,
 * which one fragment asks for whatever the slot (src/components/ui/Picture.tsx).
 */
export const PICTURE_INTERFACE = "Picture"

/** A picture's image data as GraphQL serves it (src/build/field-extensions.ts's @pictureData, for the slot named). */
export const PICTURE_DATA_EXTENSION = "pictureData"

/**
 * The pictures' places, each with the files the build makes of it. A constrained picture is drawn
 * as wide as the screen allows, up to its width, and made at each breakpoint, the widest twice its
 * width for high-density screens; a fixed one (a portrait) at its width and twice it.
 */
export const slots = {
  /** Beside an inner page's heading: half the page's width on a desktop, the screen's width on a phone. */
  hero: {
    name: "the page heading's picture",
    layout: "CONSTRAINED",
    width: 600,
    breakpoints: [360, 480, 600, 800, 960, 1200],
  },
  /** Beside a Home carousel slide's words, or under them on a phone. */
  slide: { name: "a carousel slide's picture", layout: "CONSTRAINED", width: 440, breakpoints: [360, 480, 640, 880] },
  /** At the top of an event's card, and beside its own page's facts. */
  event: { name: "an event's photo", layout: "CONSTRAINED", width: 400, breakpoints: [360, 480, 640, 800] },
  /** A general page's image block: as wide as the text. */
  block: {
    name: "a page's picture block",
    layout: "CONSTRAINED",
    width: 672,
    breakpoints: [360, 480, 672, 960, 1344],
  },
  /** A person's portrait on a card: a square, cropped to its most interesting part. */
  portrait: { name: "a card's portrait", layout: "FIXED", width: 96, height: 96, breakpoints: [96, 192] },
} as const satisfies Record<string, PictureSlot>

export type SlotName = keyof typeof slots

/** The fewest pixels across a picture's file may have: the widest file the build makes of it. */
export function leastWidth(slot: PictureSlot): number {
  return Math.max(...slot.breakpoints)
}

/**
 * The arguments of gatsby-transformer-sharp's gatsbyImageData for a slot's files, as a page query
 * would write them (field-extensions.ts's @pictureData coerces them to what its resolver takes): AVIF,
 * WebP and the original format, with the picture's dominant colour behind it while it loads.
 */
export function slotArguments(slot: PictureSlot): Record<string, unknown> {
  const size =
    slot.layout === "FIXED"
      ? { width: slot.width, height: slot.height, transformOptions: { cropFocus: "ATTENTION" } }
      : { width: slot.width, breakpoints: slot.breakpoints }
  return { layout: slot.layout, ...size, formats: ["AUTO", "WEBP", "AVIF"], placeholder: "DOMINANT_COLOR" }
}

/** What a page draws in the editor's preview, where the build has made no files yet: the editor's own address for the file. */
export interface PreviewImage {
  readonly previewUrl: string
}

/** A picture's file, by its path below content/: images/about.jpg; Decap's image field uploads it there. */
class PictureFileField extends TextField {
  decapField(name: string): CmsField {
    // Decap writes the folder itself (public_folder) and checks only the file's name against the
    // pattern, so the editor checks the name, not the schema's path pattern.
    return withCommon(name, this, {
      widget: "image",
      choose_url: false,
      pattern: [IMAGE_FILE_NAME.source, capitalized(IMAGE_FILE_NAME.message)],
    })
  }

  expectation(): string {
    return "a picture's file, like images/about.jpg"
  }

  graphqlType(): GraphqlValueType | null {
    // Not queried: the picture's imageData is made from it.
    return null
  }
}

const FILE_PATH = new RegExp(`^${IMAGES_FOLDER}/(?!.*\\.\\./)(?:[^/\\s]+/)*[^/\\s]+$`)

const FILE_PATH_RULE = `should be a picture in content/${IMAGES_FOLDER}/, written as ${IMAGES_FOLDER}/ and its file name, like ${IMAGES_FOLDER}/about.jpg`

function pictureFile(slot: PictureSlot) {
  return new PictureFileField(
    z
      .string({ invalid_type_error: "should be a picture's file, like images/about.jpg" })
      .trim()
      .regex(FILE_PATH, FILE_PATH_RULE),
    {
      label: "Picture file",
      hint: `A ${IMAGE_FORMATS_IN_WORDS} file in content/${IMAGES_FOLDER}/, at least ${leastWidth(slot)} pixels wide. Upload one here, or replace the file of the same name.`,
    },
    // The check's pattern, for text editors; the content editor checks the file's name (decapField).
    { source: FILE_PATH.source, message: FILE_PATH_RULE, trimmed: true },
  )
}

export class PictureField extends GroupField {
  constructor(
    group: GroupField<z.AnyZodObject>,
    readonly slotName: SlotName,
  ) {
    // Alt text or the decorative mark: one of them is needed, which the group's fields cannot say alone.
    const withAltRule = group.schema.superRefine((value: { alt?: unknown; decorative?: unknown }, context) => {
      if (value.decorative !== true && value.alt === undefined) {
        context.addIssue({ code: z.ZodIssueCode.custom, path: ["alt"], message: ALT_TEXT_MISSING })
      }
    })
    super(withAltRule, group.fields, { label: "Picture", graphqlName: group.graphqlName })
  }

  get slot(): PictureSlot {
    return slots[this.slotName]
  }

  graphqlType(types: GraphqlTypes, suggestedName: string): GraphqlValueType {
    const name = this.graphqlName ?? suggestedName
    types.interfaces.set(
      PICTURE_INTERFACE,
      `interface ${PICTURE_INTERFACE} {\n  alt: String\n  decorative: Boolean\n  imageData: GatsbyImageData\n}`,
    )
    types.object(name, this.fields, [...this.fields], {
      interfaces: [PICTURE_INTERFACE],
      extraFields: [`imageData: GatsbyImageData @${PICTURE_DATA_EXTENSION}(slot: "${this.slotName}")`],
    })
    return { type: name }
  }

  decapField(name: string): CmsField {
    return withCommon(name, this, { widget: PICTURE_WIDGET, fields: this.formFields() })
  }

  /** Its fields, and alt text unless it is marked decorative: the rule its group's fields cannot say alone. */
  protected valueJsonSchema(definitions: JsonSchemaDefinitions): JsonSchema {
    return {
      ...super.valueJsonSchema(definitions),
      if: { properties: { decorative: { const: true } }, required: ["decorative"] },
      else: { required: ["alt"], errorMessage: sentence(`alt ${ALT_TEXT_MISSING}`) },
    }
  }

  picturesIn(value: unknown, at: Path): PictureUse[] {
    if (value === null || typeof value !== "object") return []
    const file = (value as { file?: unknown }).file
    // A path the schema refuses (not in images/) is reported there, and never read.
    if (typeof file !== "string" || !FILE_PATH.test(file.trim())) return []
    return [{ at: [...at, "file"], file: file.trim(), slot: this.slot }]
  }

  serve(value: unknown, road: ContentRoad): unknown {
    if (value === null || value === undefined || typeof value !== "object") return null
    const { file, alt, decorative } = value as { file?: unknown; alt?: unknown; decorative?: unknown }
    return {
      alt: (this.fields.get("alt") as Field).serve(alt, road),
      decorative: decorative ?? null,
      imageData: typeof file === "string" ? road.picture(file, this.slot) : null,
    }
  }
}

/** A picture in this slot, its GraphQL type so named. */
export function picture(graphqlName: string, slotName: SlotName): PictureField {
  const group = record({
    file: pictureFile(slots[slotName]),
    alt: text
      .optional()
      .labelled("Alt text: what the picture shows")
      .describe(
        "What the picture shows, for people who cannot see it, in a sentence. Required unless the picture is only decorative.",
      ),
    decorative: toggle
      .optional()
      .labelled("Only decorative (no alt text)")
      .describe("Tick only if the picture adds nothing to the words around it; it then has no alt text."),
  }).named(graphqlName)
  return new PictureField(group, slotName)
}
