/**
 * Building blocks for the content schemas. Each YAML file under content/ is
 * described once, with zod, in schemas.ts; the same description validates the
 * editors' files (with plain-language messages) and generates the GraphQL types
 * the pages query, so the two can never drift apart.
 */
import { z } from "zod"
import { HTTPS_URL, LINK_FIELD, LINK_RULE } from "./links"

/** A GraphQL type name for a nested object schema, so shared shapes become one type. */
const graphqlNames = new WeakMap<z.ZodTypeAny, string>()

export function named<T extends z.ZodTypeAny>(name: string, schema: T): T {
  graphqlNames.set(schema, name)
  return schema
}

export function graphqlNameOf(schema: z.ZodTypeAny): string | undefined {
  return graphqlNames.get(schema)
}

/** What one entry of a list is called in messages ("section" gives "section 2"), by list schema. */
const entryLabels = new WeakMap<z.ZodTypeAny, string>()

/** A list whose entries messages name by this word: "section 2, block 1" rather than "item 2, item 1". */
export function labelled<T extends z.ZodTypeAny>(entryLabel: string, schema: T): T {
  entryLabels.set(schema, entryLabel)
  return schema
}

export function entryLabelOf(schema: z.ZodTypeAny): string | undefined {
  return entryLabels.get(schema)
}

/** Where a picture's file is shown (image below), by the file's schema. */
const slotsBySchema = new WeakMap<z.ZodTypeAny, ImageSlot>()

export function imageSlotOf(schema: z.ZodTypeAny): ImageSlot | undefined {
  return slotsBySchema.get(schema)
}

/** How the content editor shows a field, beside its hint (.describe()). */
export interface EditorPresentation {
  /** What the editor calls the field, where its name would puzzle an editor: "Introduction" for lead. */
  readonly label?: string
  /** A paragraph rather than a line: typed in a larger box. */
  readonly longText?: true
}

const presentations = new WeakMap<z.ZodTypeAny, EditorPresentation>()

export function presentationOf(schema: z.ZodTypeAny): EditorPresentation | undefined {
  return presentations.get(schema)
}

/** What is known of a schema here besides zod's own definition, carried over to its copies. */
function carryOver<Value>(registry: WeakMap<z.ZodTypeAny, Value>, from: z.ZodTypeAny, to: z.ZodTypeAny): void {
  const value = registry.get(from)
  if (value !== undefined) registry.set(to, value)
}

/**
 * The schema as a new object, the same in every other way (its checks, hint, GraphQL name, entry
 * label, picture slot and presentation), so what is then registered for it is its own: a building
 * block (text, href) is shared by many fields, and labelling it for one would label it for all.
 * zod's describe() copies a schema the same way.
 */
function ownCopy<T extends z.ZodTypeAny>(schema: T): T {
  const Kind = schema.constructor as new (definition: z.ZodTypeDef) => T
  // zod types a schema of any kind's definition as any; every kind's extends ZodTypeDef.
  const definition: unknown = schema._def
  const copy = new Kind({ ...(definition as z.ZodTypeDef) })
  carryOver(graphqlNames, schema, copy)
  carryOver(entryLabels, schema, copy)
  carryOver(slotsBySchema, schema, copy)
  carryOver(presentations, schema, copy)
  return copy
}

function presented<T extends z.ZodTypeAny>(presentation: EditorPresentation, schema: T): T {
  const copy = ownCopy(schema)
  presentations.set(copy, { ...presentations.get(schema), ...presentation })
  return copy
}

/**
 * The schema of a field the editor labels in an editor's words, not by the field's name
 * ("Section link name" for id). The schema given keeps its own label. Give it last, outside
 * describe(), min() and zod's other checks: each of those makes a new schema, which has no label.
 */
export function editorLabel<T extends z.ZodTypeAny>(label: string, schema: T): T {
  return presented({ label }, schema)
}

/** An object whose fields are all known: a misspelt field name is an error, not silently ignored. */
export function record<S extends z.ZodRawShape>(shape: S) {
  return z.object(shape).strict()
}

/** A sentence or label a visitor reads. It may contain {placeholders}. */
export const text = z.string({ invalid_type_error: "should be text" }).trim().min(1, "should not be empty")

/** A list of sentences, at least one. */
export const textList = z.array(text).min(1, "should have at least one entry")

/** The entries of a list with ticks (a card's, a section's, a list block's). */
export const checkList = editorLabel("Entries", textList)

/** Text a visitor reads as a paragraph (a description, an answer, a note): the editor gives it a larger box. */
export const paragraph = presented({ longText: true }, text)

/** Paragraphs, at least one. */
export const paragraphList = z.array(paragraph).min(1, "should have at least one entry")

/** A whole number such as a fee or a count. */
export const wholeNumber = z
  .number({ invalid_type_error: "should be a number (digits only, no $ or units)" })
  .int("should be a whole number")
  .nonnegative("should not be negative")
  .describe("Digits only: no $, commas or units.")

/** Whether a number has at most two digits after the point (17.5 and 17.50 do, 17.505 does not). */
function hasWholeCents(value: number): boolean {
  const cents = value * 100
  return Math.abs(cents - Math.round(cents)) < 1e-6
}

/**
 * A price in US dollars: whole dollars (550) or dollars and cents (17.50). Sentences show a price
 * with cents as 17.50, two digits after the point (placeholders.ts); every other number in the
 * content is a whole number, so only prices can have a point.
 */
export const amount = z
  .number({ invalid_type_error: "should be a price: digits, with cents after a point if needed (no $ or commas)" })
  .nonnegative("should not be negative")
  .refine(hasWholeCents, "should have at most two digits after the point, like 17.50")
  .describe("Digits only, like 550, or with cents like 17.50: no $, commas or units.")

/**
 * Where a link or button goes: a page of this site ("/contact", "/certification#domains"), a secure
 * address on another site ("https://..."), an email ("mailto:...") or a phone number ("tel:...");
 * nothing else, as links.ts defines it, however it is cased or spaced. Every field that holds a link
 * is this one. Placeholders are filled in before the content check looks again, so
 * "{applicationUrl}" and "mailto:{email}" are fine here. Not trimmed: what is checked is what the
 * page gets.
 */
export const href = editorLabel(
  "Link",
  z
    .string({ invalid_type_error: "should be a link" })
    .regex(LINK_FIELD, LINK_RULE)
    .describe(
      "A page of this site (/contact, or /certification#domains for a section), a secure address (https://...), mailto:{email} or tel:+15550102040. A link's name from Site settings, such as {applicationUrl}, works too.",
    ),
)

/**
 * A web address on another site, where no placeholder is filled in (siteUrl, a form's endpoint, the
 * values of site.yaml's links). Only https is accepted so visitors are never sent to an insecure
 * page: the same rule as a link's secure address (links.ts). Not trimmed, like href.
 */
export const httpsUrl = z
  .string({ invalid_type_error: "should be a web address" })
  .regex(HTTPS_URL, "should start with https:// (secure web address), with a site's name and no spaces")
  .describe("A full secure web address, starting with https://")

export const email = z
  .string({ invalid_type_error: "should be an email address" })
  .trim()
  .email("should be an email address like name@example.org")
  .describe("Like name@example.org")

/** A phone number as visitors read it: digits with spaces, dashes, dots, brackets and an optional leading +. */
export const phone = z
  .string({ invalid_type_error: "should be a phone number" })
  .trim()
  .regex(/^\+?[\d\s().-]{7,}$/, "should be a phone number like +1 (555) 010-2040")
  .describe("As visitors should read it, like +1 (555) 010-2040")

/** A name for a fragment link (#name): lowercase letters, digits and dashes. */
export const anchorId = editorLabel(
  "Section link name",
  z
    .string({ invalid_type_error: "should be text" })
    .regex(/^[a-z][a-z0-9-]*$/, "should be lowercase letters, digits and dashes, like cme-requirements")
    .describe(
      "The name links use to jump to this section (/page#name): lowercase letters, digits and dashes. If you change it, change the links that use it.",
    ),
)

/** A button or link: the words on it and where it goes. */
export const action = named("Action", record({ label: text, href }))
export const actionList = z.array(action).min(1, "should have at least one link")

/**
 * Where a picture is shown, which decides how many pixels its file needs: the widest the slot is
 * ever drawn on screen, twice over for sharp (high-density) screens. The content check refuses a
 * smaller file, naming the slot.
 */
export interface ImageSlot {
  /** What editors call the place, in messages: "the page heading's picture". */
  readonly name: string
  /** The fewest pixels across the file may have. */
  readonly minWidth: number
}

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
export const IMAGE_FILE_NAME = {
  source: `^[^/\\s]+\\.(?:${IMAGE_EXTENSIONS.map(eitherCase).join("|")})$`,
  message: `should be a ${IMAGE_FORMATS_IN_WORDS} file: SVG drawings and GIF animations do not work here`,
} as const

/** A picture's file, by its path below content/: images/about.jpg. */
function imageFile(slot: ImageSlot) {
  const schema = z
    .string({ invalid_type_error: "should be a picture's file, like images/about.jpg" })
    .trim()
    .regex(
      new RegExp(`^${IMAGES_FOLDER}/(?!.*\\.\\./)(?:[^/\\s]+/)*[^/\\s]+$`),
      `should be a picture in content/${IMAGES_FOLDER}/, written as ${IMAGES_FOLDER}/ and its file name, like ${IMAGES_FOLDER}/about.jpg`,
    )
    .describe(
      `A ${IMAGE_FORMATS_IN_WORDS} file in content/${IMAGES_FOLDER}/, at least ${slot.minWidth} pixels wide. Upload one here, or replace the file of the same name.`,
    )
  slotsBySchema.set(schema, slot)
  return editorLabel("Picture file", schema)
}

/** What a picture needs besides its file, in the check's and the editor's words. */
export const ALT_TEXT_RULE =
  "describe what the picture shows for people who cannot see it, or mark it decorative (decorative: true) if it only decorates"

/**
 * A picture: its file, and the words that describe it for people who cannot see it (alt text),
 * or, for a picture that only decorates, decorative: true (the page then gives it an empty alt,
 * so screen readers pass over it). Each slot is its own GraphQL type, as each is queried at its
 * own sizes.
 */
export function image(graphqlName: string, slot: ImageSlot) {
  const picture = named(
    graphqlName,
    record({
      file: imageFile(slot),
      alt: editorLabel(
        "Alt text: what the picture shows",
        text
          .optional()
          .describe(
            "What the picture shows, for people who cannot see it, in a sentence. Required unless the picture is only decorative.",
          ),
      ),
      decorative: editorLabel(
        "Only decorative (no alt text)",
        z
          .boolean({ invalid_type_error: "should be true or false" })
          .optional()
          .describe("Tick only if the picture adds nothing to the words around it; it then has no alt text."),
      ),
    }),
  ).superRefine((value, context) => {
    if (value.decorative !== true && value.alt === undefined) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["alt"], message: `is missing: ${ALT_TEXT_RULE}` })
    }
  })
  return editorLabel("Picture", picture)
}

/** The pictures' places: each names its slot in messages and needs a file this wide, or wider. */
export const imageSlots = {
  /** Beside an inner page's heading: half the page's width on a desktop, the screen's width on a phone. */
  hero: { name: "the page heading's picture", minWidth: 1200 },
  /** Beside a Home carousel slide's words, or under them on a phone. */
  slide: { name: "a carousel slide's picture", minWidth: 960 },
  /** At the top of an event's card. */
  event: { name: "an event's photo", minWidth: 800 },
  /** A general page's image block: as wide as the text. */
  block: { name: "a page's picture block", minWidth: 1200 },
  /** A person's portrait on a card. */
  portrait: { name: "a card's portrait", minWidth: 400 },
} as const satisfies Record<string, ImageSlot>

/** The search-engine title and description of a page. */
export const seo = named(
  "PageSeo",
  editorLabel(
    "Search engine listing",
    record({ title: text, description: paragraph }).describe(
      "What search engines and link previews show for this page.",
    ),
  ),
)

/** The small line above a heading. */
const eyebrow = editorLabel("Small line above the heading", text)

/** The paragraph below a heading that says what follows. */
const introduction = editorLabel("Introduction", paragraph)

/** The heading block at the top of every inner page, with an optional picture beside it. */
export const hero = named(
  "PageHero",
  editorLabel(
    "Page heading",
    record({ eyebrow, title: text, lead: introduction, image: image("HeroImage", imageSlots.hero).optional() }),
  ),
)

/**
 * A card: a title, a short paragraph, an optional list and an optional link below them, and an
 * optional portrait above (for a card about a person, like the leadership's).
 */
export const card = named(
  "Card",
  record({
    title: text,
    body: paragraph.optional(),
    items: checkList.optional(),
    link: action.optional(),
    image: image("PortraitImage", imageSlots.portrait).optional(),
  }),
)

/** A numbered step: what to do, and a sentence on how. */
export const step = named("Step", record({ title: text, description: paragraph }))

/** A section heading block: a fragment id, a small eyebrow line, a heading and a lead paragraph. */
export const sectionIntro = {
  id: anchorId,
  eyebrow: eyebrow.optional(),
  heading: text,
  lead: introduction.optional(),
}

/**
 * The general-purpose page section: a heading block, then any of paragraphs, a check list,
 * cards, numbered steps, a note and buttons, shown in that order.
 */
export const contentSection = named(
  "ContentSection",
  record({
    ...sectionIntro,
    paragraphs: paragraphList.optional(),
    itemsHeading: text.optional(),
    items: checkList.optional(),
    cards: z.array(card).min(1, "should have at least one card").optional(),
    steps: z.array(step).min(1, "should have at least one step").optional(),
    note: paragraph.optional(),
    actions: actionList.optional(),
  }),
)

/** The field that says which kind of block an entry is ("type: note"). */
export const BLOCK_TYPE_FIELD = "type"

/**
 * One kind of block of a general page's section: the word editors write as its type, the GraphQL
 * type it becomes, what it is (the editor's hint), and its fields.
 */
export function block<Type extends string, Shape extends z.ZodRawShape>(
  type: Type,
  graphqlName: string,
  description: string,
  shape: Shape,
) {
  return named(graphqlName, record({ [BLOCK_TYPE_FIELD]: z.literal(type), ...shape }).describe(description))
}
