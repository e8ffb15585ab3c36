/**
 * The Decap CMS configuration, generated from the same zod schemas that validate the
 * content and generate the GraphQL types: one form per YAML file, one field per schema
 * field, with the widget, required flag, pattern, label, hint and list summary the schema
 * gives (labels, hints and paragraphs are said beside each field, in src/content/schemas.ts and
 * schema-kit.ts). There is no hand-written config.yml to drift from the schemas.
 */
import { generalPageSpec, requiredContentFiles, type ContentFile } from "../../content/content-files"
import { PAGE_NAME_RULE } from "../../content/page-names"
import { DATE_FORMS } from "../../content/date-field"
import { IMAGE_FILE_NAME, IMAGES_FOLDER } from "../../content/schema-kit"
import { builtInSitePages, filesOf, generalPages, PAGES_FOLDER, sitePageOf } from "../../content/page-registry"
import { LOCAL_FILE_SERVER } from "../local-file-server"
import {
  shapeOf,
  type DateShape,
  type FieldShape,
  type ImageFileShape,
  type ListShape,
  type MapShape,
  type NumberShape,
  type ObjectShape,
  type TextShape,
  type UnionShape,
} from "../../content/schema-shape"

/**
 * The content editor's own number field (src/cms/widgets/NumberControl.tsx): Decap's built-in one
 * cuts 17.5 to 17 without a word and calls letters "required"; this one keeps what was typed and says what is wrong.
 */
export const NUMBER_WIDGET = "content-number"

/**
 * Why a file could not be read ("Line 7: ..."): cms-format.ts's fromFile puts it in the entry, and
 * the file status field at the top of every form (src/cms/widgets/FileStatusControl.tsx) shows it
 * in place of the form, which would otherwise look empty, and refuses the save.
 */
export const FILE_PROBLEM_FIELD = "__problem"
export const FILE_STATUS_WIDGET = "content-file-status"

/**
 * A new page's address (src/cms/widgets/PageAddressControl.tsx): filled in from the page's title
 * until the editor changes it; the file is saved as content/pages/<address>.yaml. Never written
 * into the file (cms-format.ts).
 */
export const PAGE_ADDRESS_FIELD = "__address"

/**
 * A picture's group of fields (src/cms/widgets/GroupControl.tsx): Decap's object field, which
 * also refuses a picture with neither alt text nor the decorative mark.
 */
export const PICTURE_WIDGET = "content-picture"
/** An optional group of fields (a card's link): Decap's object field, unchecked while left empty (cms/widgets/GroupControl). */
export const OPTIONAL_GROUP_WIDGET = "content-optional-group"
export const PAGE_ADDRESS_WIDGET = "page-address"

/**
 * Set by the general pages' format when it reads a file of content/pages/ that is a general page
 * (cms-format.ts): the Pages collection lists only those, since Decap can filter a folder by a
 * field's value but not by file name. Never written into the file.
 */
export const PAGE_KIND_FIELD = "__kind"
export const GENERAL_PAGE_KIND = "general"

/** The field that holds the entries of a file whose top level is a list (Decap forms need a named field). */
export const ROOT_LIST_FIELD = "items"
/** A free-form name/value group (site.yaml's links) is edited as a list of these two fields. */
export const RECORD_NAME_FIELD = "name"
export const RECORD_VALUE_FIELD = "value"

export interface CmsField {
  readonly name: string
  readonly label: string
  readonly widget:
    | "string"
    | "text"
    | typeof NUMBER_WIDGET
    | typeof FILE_STATUS_WIDGET
    | typeof PAGE_ADDRESS_WIDGET
    | typeof PICTURE_WIDGET
    | typeof OPTIONAL_GROUP_WIDGET
    | "image"
    | "datetime"
    | "boolean"
    | "select"
    | "list"
    | "object"
  readonly required?: false
  readonly hint?: string
  readonly pattern?: readonly [string, string]
  /** For the number widget: how many digits may follow the point (0 for whole numbers, 2 for prices). */
  readonly decimals?: 0 | 2
  readonly min?: number
  readonly max?: number
  readonly options?: readonly string[]
  readonly field?: CmsField
  readonly fields?: readonly CmsField[]
  /** For a picture: pick or upload a file of the media folder only, not type an address on another site. */
  readonly choose_url?: false
  /** For a list of blocks: one entry per kind of block, and the field that says which kind each is. */
  readonly types?: readonly CmsField[]
  readonly typeKey?: string
  readonly summary?: string
  readonly label_singular?: string
  readonly collapsed?: boolean
  /** For the file status field: the file, as its messages name it. */
  readonly file?: string
  /** For a date (Decap's datetime widget): the form it saves, and its picker's date and time parts, or false for none. */
  readonly format?: string
  readonly date_format?: string | false
  readonly time_format?: string | false
  /** For a date: the picker shows the editor's own clock, not UTC (a day or a time as written). */
  readonly picker_utc?: false
}

export interface CmsFile {
  readonly name: string
  readonly label: string
  readonly file: string
  /** Where the file shows on the site, after the preview's or the live site's address ("View Preview"). */
  readonly preview_path: string
  readonly fields: readonly CmsField[]
}

interface CmsCollectionBase {
  readonly name: string
  readonly label: string
  readonly description: string
  readonly format: string
  readonly editor: { readonly preview: boolean }
}

/** A fixed set of files, each its own form: they can be edited but not deleted or renamed. */
export interface CmsFilesCollection extends CmsCollectionBase {
  readonly files: readonly CmsFile[]
  readonly delete: false
}

/** A folder of files of one kind, which editors create ("New page") and delete. */
export interface CmsFolderCollection extends CmsCollectionBase {
  readonly folder: string
  readonly extension: "yaml"
  readonly create: true
  readonly delete: true
  readonly label_singular: string
  /** The new file's name, from its address field. */
  readonly slug: string
  /** Decap needs a filled-in field for every new entry's name, even when the slug does not use it. */
  readonly identifier_field: string
  /** How each entry is listed. */
  readonly summary: string
  /** Where an entry shows on the site, after the preview's or the live site's address ("View Preview"). */
  readonly preview_path: string
  readonly filter: { readonly field: string; readonly value: string }
  readonly fields: readonly CmsField[]
}

export type CmsCollection = CmsFilesCollection | CmsFolderCollection

export interface CmsBackend {
  readonly name: string
  readonly [option: string]: unknown
}

export interface CmsConfig {
  readonly load_config_file: false
  readonly backend: CmsBackend
  /** On an editor's own computer, the local file server's address (src/cms/local-file-server.ts). */
  readonly local_backend: false | { readonly url: string }
  /** Drafts saved as pull requests, reviewed, then published (site.yaml, editor.reviewBeforePublishing). */
  readonly publish_mode?: "editorial_workflow"
  readonly media_folder: string
  readonly public_folder: string
  /** The live site, which "View Live" opens a published entry's page on. */
  readonly site_url?: string
  readonly collections: readonly CmsCollection[]
}

/** How the required files are grouped in the CMS's left-hand column; the Pages collection follows them. */
const GROUPS: readonly { name: string; label: string; description: string; files: (file: string) => boolean }[] = [
  {
    name: "site",
    label: "Site-wide",
    description:
      "Names, contact details, links to other sites, the top bar, the footer, and the fees and numbers that sentences name as {placeholders}.",
    files: (file) => ["site.yaml", "navigation.yaml", "constants.yaml"].includes(file),
  },
  {
    name: "lists",
    label: "Carousel, exam, FAQ and events",
    description: "The Home carousel, the exam facts and domains, the questions and answers, and the college events.",
    files: (file) => !sitePageOf(file) && !["site.yaml", "navigation.yaml", "constants.yaml"].includes(file),
  },
  {
    name: "built-in-pages",
    label: "Built-in pages",
    description:
      "The words of the pages every visitor finds in the top bar: each one's search-engine title and description, its heading and its sections. They can be changed, not removed.",
    files: (file) => sitePageOf(file) !== undefined,
  },
]

/** The collection of general pages, which editors add and remove. */
export const PAGES_COLLECTION = "pages"

const PLACEHOLDER_NOTE =
  " Any sentence can name a value from Site settings or Fees and numbers in braces, like {phone} or ${examFee}, so it is written once."

/** The field of a list entry that names it in the collapsed list, first match wins. */
const SUMMARY_FIELDS = ["title", "question", "name", "label", "heading", "days", "topic"]

function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** What the editor calls a field: the label its schema gives, or its name in words. */
function labelOf(name: string, shape: FieldShape): string {
  return shape.label ?? humanize(name)
}

function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, "y")
  if (/s$/.test(label) && !/ss$/.test(label)) return label.slice(0, -1)
  return label
}

function capitalized(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1)
}

function withCommon(name: string, shape: FieldShape, field: Omit<CmsField, "name" | "label">): CmsField {
  const hint = shape.description
  return {
    name,
    label: labelOf(name, shape),
    ...field,
    ...(hint ? { hint } : {}),
    ...(shape.optional ? { required: false as const } : {}),
  }
}

function summaryOf(fields: ObjectShape["fields"]): string | undefined {
  const name = SUMMARY_FIELDS.find((candidate) => fields.has(candidate))
  return name ? `{{fields.${name}}}` : undefined
}

function textField(name: string, shape: TextShape): CmsField {
  const { pattern } = shape
  return withCommon(name, shape, {
    widget: shape.longText ? "text" : "string",
    ...(pattern ? { pattern: [pattern.source, capitalized(pattern.message)] as const } : {}),
  })
}

/** A picture's file: Decap's image field, which uploads into content/images/ (the media folder) and writes images/<name>. */
function imageFileField(name: string, shape: ImageFileShape): CmsField {
  // Decap writes the folder itself (public_folder) and checks only the file's name against the
  // pattern, so the editor checks the name, not the schema's path pattern.
  return withCommon(name, shape, {
    widget: "image",
    choose_url: false,
    pattern: [IMAGE_FILE_NAME.source, capitalized(IMAGE_FILE_NAME.message)],
  })
}

/**
 * A date (date-field.ts): Decap's datetime widget as a date picker or a time picker, which saves the
 * value in the form the content check reads (2027-05-14, 18:30), written into the file as it is.
 */
function dateField(name: string, shape: DateShape): CmsField {
  const { pickerFormat, pattern } = DATE_FORMS[shape.part]
  return withCommon(name, shape, {
    widget: "datetime",
    format: pickerFormat,
    date_format: shape.part === "day" ? pickerFormat : false,
    time_format: shape.part === "time" ? pickerFormat : false,
    picker_utc: false,
    pattern: [pattern.source, capitalized(`should be ${DATE_FORMS[shape.part].words}`)],
  })
}

function numberField(name: string, shape: NumberShape): CmsField {
  return withCommon(name, shape, {
    widget: NUMBER_WIDGET,
    // Prices (schema-kit's amount) are the only numbers with a fraction, and they have cents.
    decimals: shape.integer ? 0 : 2,
    ...(shape.min !== undefined ? { min: shape.min } : {}),
    ...(shape.max !== undefined ? { max: shape.max } : {}),
  })
}

/** A list of blocks: Decap's list with one type per kind of block, each a group of its fields. */
function typedListField(name: string, shape: ListShape, element: UnionShape): CmsField {
  const types = [...element.variants].map(([word, variant]): CmsField => {
    const summary = summaryOf(variant.fields)
    return {
      name: word,
      label: labelOf(word, variant),
      widget: "object",
      ...(variant.description ? { hint: variant.description } : {}),
      ...(summary ? { summary } : {}),
      // Decap writes the kind itself, in the typeKey field.
      fields: fieldsOf(variant).filter((field) => field.name !== element.discriminator),
    }
  })
  const label = labelOf(name, shape)
  return withCommon(name, shape, {
    widget: "list",
    label_singular: shape.entryLabel ?? singular(label).toLowerCase(),
    ...(shape.minItems ? { min: shape.minItems } : {}),
    types,
    typeKey: element.discriminator,
  })
}

function listField(name: string, shape: ListShape): CmsField {
  const label = labelOf(name, shape)
  const { element, minItems } = shape
  if (element.kind === "union") return typedListField(name, shape, element)
  const list = {
    widget: "list" as const,
    label_singular: shape.entryLabel ?? singular(label).toLowerCase(),
    ...(minItems ? { min: minItems } : {}),
  }
  if (element.kind === "object") {
    const summary = summaryOf(element.fields)
    return withCommon(name, shape, { ...list, fields: fieldsOf(element), ...(summary ? { summary } : {}) })
  }
  return withCommon(name, shape, { ...list, field: { ...cmsField(name, element), label: singular(label) } })
}

function objectField(name: string, shape: ObjectShape): CmsField {
  const fields = fieldsOf(shape)
  // A picture (schema-kit's image): its file, alt text and decorative mark, checked together.
  if ([...shape.fields.values()].some((field) => field.kind === "imageFile")) {
    return withCommon(name, shape, { widget: PICTURE_WIDGET, fields })
  }
  // Small groups (a page's heading, its search listing) stay open; page sections fold, so a page reads as a list of them.
  const widget = shape.optional ? OPTIONAL_GROUP_WIDGET : "object"
  return withCommon(name, shape, { widget, collapsed: fields.length > 4, fields })
}

function mapField(name: string, shape: MapShape): CmsField {
  const keyField = cmsField(RECORD_NAME_FIELD, shape.key)
  const valueField = cmsField(RECORD_VALUE_FIELD, shape.value)
  return withCommon(name, shape, {
    widget: "list",
    label_singular: singular(labelOf(name, shape)).toLowerCase(),
    summary: `{{fields.${RECORD_NAME_FIELD}}}`,
    fields: [keyField, valueField],
  })
}

/** One Decap field for one schema field. */
function cmsField(name: string, shape: FieldShape): CmsField {
  switch (shape.kind) {
    case "text":
      return textField(name, shape)
    case "imageFile":
      return imageFileField(name, shape)
    case "date":
      return dateField(name, shape)
    case "number":
      return numberField(name, shape)
    case "boolean":
      return withCommon(name, shape, { widget: "boolean" })
    case "choice":
      return withCommon(name, shape, { widget: "select", options: shape.options })
    case "list":
      return listField(name, shape)
    case "object":
      return objectField(name, shape)
    case "map":
      return mapField(name, shape)
    case "union":
      // A list of them is a list of typed entries (typedListField). Decap's object field cannot change
      // its fields as a choice changes, so a single one has no form of its own.
      throw new Error(`${name}: a group of fields of several kinds has a form only as a list's entries`)
  }
}

function fieldsOf(shape: ObjectShape): CmsField[] {
  return [...shape.fields].map(([name, field]) => cmsField(name, field))
}

/** The name the CMS knows a file by (its form, its preview template): "pages/home.yaml" is "pages-home". */
export function cmsFileName(file: string): string {
  return file.replace(/\.ya?ml$/, "").replace(/\//g, "-")
}

/** The collection (group in the left-hand column) that holds a file. */
export function cmsCollectionOf(file: string): string {
  if (sitePageOf(file)?.kind === "general") return PAGES_COLLECTION
  const group = GROUPS.find((candidate) => candidate.files(file))
  if (!group) throw new Error(`content/${file} is in no group of the content editor`)
  return group.name
}

/** The entry a file is in its collection: a required file's name, or a general page's slug (its name). */
export function cmsEntryOf(file: string): { collection: string; slug: string } {
  const page = sitePageOf(file)
  if (page?.kind === "general") return { collection: PAGES_COLLECTION, slug: file.replace(/^.*\/|\.ya?ml$/g, "") }
  return { collection: cmsCollectionOf(file), slug: cmsFileName(file) }
}

function fileStatusField(file: string): CmsField {
  return { name: FILE_PROBLEM_FIELD, label: "File check", widget: FILE_STATUS_WIDGET, required: false, file }
}

/**
 * The page a file shows on: its own page, or the first page that draws it (slides.yaml: the home
 * page); a file every page draws (site.yaml, navigation.yaml) opens the home page.
 */
export function previewPathOf(file: string): string {
  const page = sitePageOf(file) ?? builtInSitePages.find((candidate) => filesOf(candidate).includes(file))
  return page?.path ?? "/"
}

/** A file's form: its fields, or one list field for a file whose top level is a list. */
export function cmsFile(spec: ContentFile): CmsFile {
  const base = {
    name: cmsFileName(spec.file),
    label: spec.title,
    file: `content/${spec.file}`,
    preview_path: previewPathOf(spec.file),
  }
  const status = fileStatusField(`content/${spec.file}`)
  const shape = shapeOf(spec.schema)
  if (shape.kind === "list") {
    const list = cmsField(ROOT_LIST_FIELD, shape)
    const entry = spec.entryLabel ?? "entry"
    return { ...base, fields: [status, { ...list, label: spec.title, label_singular: entry }] }
  }
  if (shape.kind === "object") return { ...base, fields: [status, ...fieldsOf(shape)] }
  throw new Error(`content/${spec.file}: the CMS can edit a group of fields or a list, not this`)
}

/** The fields with the address field moved in after the named one, which comes first. */
function withAddressAfter(first: string, fields: readonly CmsField[], address: CmsField): CmsField[] {
  const lead = fields.filter((field) => field.name === first)
  return [...lead, address, ...fields.filter((field) => field.name !== first)]
}

/** The general pages' collection: one form per file of content/pages/ that is not a built-in page's. */
function pagesCollection(format: string): CmsFolderCollection {
  const spec = generalPageSpec
  const shape = shapeOf(spec.schema)
  if (shape.kind !== "object") throw new Error("A general page is a group of fields")
  const address: CmsField = {
    name: PAGE_ADDRESS_FIELD,
    label: "Page address",
    widget: PAGE_ADDRESS_WIDGET,
    required: false,
    // The widget checks it with the content check's own rules (page-names.ts), in the same words.
    hint: `Where the page will be published: /address/. Filled in from the page's heading; change it if you like: ${PAGE_NAME_RULE}. It cannot change once the page is saved.`,
  }
  return {
    name: PAGES_COLLECTION,
    label: generalPages.title,
    label_singular: "page",
    description:
      "Pages you add: an exam policy, next year's summit. Each is built from blocks (paragraphs, lists, steps, cards, buttons, notes, questions) and is published at its own address, /address/. Link it from the top bar or the footer by adding a link there.",
    folder: `content/${PAGES_FOLDER}`,
    extension: "yaml",
    format,
    create: true,
    delete: true,
    editor: { preview: true },
    slug: `{{fields.${PAGE_ADDRESS_FIELD}}}`,
    identifier_field: "hero.title",
    summary: "{{hero.title}} (/{{filename}}/)",
    // A general page is published at /<its file name>/.
    preview_path: "{{filename}}/",
    filter: { field: PAGE_KIND_FIELD, value: GENERAL_PAGE_KIND },
    // The heading first: the address follows it as it is typed.
    fields: [fileStatusField(`content/${PAGES_FOLDER}/`), ...withAddressAfter("hero", fieldsOf(shape), address)],
  }
}

export interface CmsOptions {
  /** Where the CMS saves: a git host in production. See content/README.md. */
  readonly backend: CmsBackend
  /** Save through decap-server (`npm run editor`; files on this computer) when the CMS runs on localhost. */
  readonly localBackend: boolean
  /** "editorial_workflow" when changes are reviewed before they are published (editor-backend.ts's decapPublishMode). */
  readonly publishMode?: "editorial_workflow" | undefined
  /** The name under which the YAML format that keeps comments is registered. */
  readonly format: string
  /** The same format for the general pages, which also creates new files (cms-format.ts). */
  readonly pageFormat: string
  readonly siteUrl?: string
}

export function cmsConfig(options: CmsOptions): CmsConfig {
  const groups = GROUPS.map((group): CmsFilesCollection => ({
    name: group.name,
    label: group.label,
    description: `${group.description}${PLACEHOLDER_NOTE}`,
    format: options.format,
    // Each file's preview draws the pages it appears on with the site's own components (src/cms/preview).
    editor: { preview: true },
    delete: false,
    files: requiredContentFiles.filter((spec) => group.files(spec.file)).map(cmsFile),
  }))
  const pages = pagesCollection(options.pageFormat)
  const collections = [...groups, { ...pages, description: `${pages.description}${PLACEHOLDER_NOTE}` }]
  return {
    load_config_file: false,
    backend: options.backend,
    local_backend: options.localBackend && { url: LOCAL_FILE_SERVER },
    ...(options.publishMode ? { publish_mode: options.publishMode } : {}),
    // Pictures are uploaded beside the content, and named by their path below content/
    // (images/about.jpg), as the YAML and the build's link to the file name them.
    media_folder: `content/${IMAGES_FOLDER}`,
    public_folder: IMAGES_FOLDER,
    ...(options.siteUrl ? { site_url: options.siteUrl } : {}),
    collections,
  }
}
