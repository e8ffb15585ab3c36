/**
 * The Decap CMS configuration, generated from the same fields that validate the content and
 * generate the GraphQL types: one form per YAML file, and each field's form as its kind gives it
 * (src/content/fields/: the widget, required flag, pattern, label, hint and list summary). Here,
 * what is the editor's own: the collections, each file's form and the Pages collection, the
 * bookkeeping fields, the backend and the media folder. There is no hand-written config.yml to
 * drift from the schemas.
 */
import { generalPageSpec, requiredContentFiles, type ContentFile } from "../../content/content-files"
import type { CmsField } from "../../content/fields/decap"
import { IMAGES_FOLDER } from "../../content/fields/picture"
import { PAGE_NAME_RULE } from "../../content/page-names"
import { generalPages, PAGES_FOLDER, pagesReading, sitePageOf, type ReadsOfKinds } from "../../content/page-registry"
import { LOCAL_FILE_SERVER } from "../local-file-server"

export type { CmsField }

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

export const PAGE_ADDRESS_WIDGET = "page-address"

/**
 * Set by the general pages' format when it reads a file of content/pages/ that is a general page
 * (cms-format.ts): the Pages collection lists only those, since Decap can filter a folder by a
 * field's value but not by file name. Never written into the file.
 */
export const PAGE_KIND_FIELD = "__kind"
export const GENERAL_PAGE_KIND = "general"

/** The YAML formats that keep comments and untouched lines when the editor saves (cms-format.ts), by the names Decap knows them by. */
export const CONTENT_FORMAT = "content-yaml"
/** The same for the Pages collection, which also writes the files of new pages. */
export const GENERAL_PAGE_FORMAT = "general-page-yaml"

/** The field that holds the entries of a file whose top level is a list (Decap forms need a named field). */
export const ROOT_LIST_FIELD = "items"

export interface CmsBackend {
  readonly name: string
  readonly [option: string]: unknown
}

/** Decap's `auth`: where its PKCE sign-in goes and which claims name the person (editor-backend.ts's decapSignIn). */
export interface CmsAuth {
  readonly [option: string]: string
}

/** The config Decap is given, and its collections: what cmsConfig builds, typed as it builds them. */
export type CmsConfig = ReturnType<typeof cmsConfig>
export type CmsCollection = CmsConfig["collections"][number]
/** A folder of files of one kind, which editors create ("New page") and delete. */
export type CmsFolderCollection = ReturnType<typeof pagesCollection>

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

/**
 * Each form's preview draws the pages it appears on with the site's own components (src/cms/preview),
 * and a click in the preview finds its field (visual editing: preview/field-targets.ts asks Decap
 * to focus the field, field-focus.ts), in place of scrolling the preview along with the form.
 */
const EDITOR_WITH_PREVIEW = { preview: true, visualEditing: true } as const

/** The collection of general pages, which editors add and remove. */
export const PAGES_COLLECTION = "pages"

const PLACEHOLDER_NOTE =
  " Any sentence can name a value from Site settings or Fees and numbers in braces, like {phone} or ${examFee}, so it is written once."

/** The name the CMS knows a file by (its form, its preview template): "pages/home.yaml" is "pages-home". */
export function cmsFileName(file: string): string {
  return file.replace(/\.ya?ml$/, "").replace(/\//g, "-")
}

/**
 * The entry a file is in its collection (group in the left-hand column): a required file's name,
 * or a general page's slug (its name).
 */
export function cmsEntryOf(file: string): { collection: string; slug: string } {
  if (sitePageOf(file)?.kind === "general")
    return { collection: PAGES_COLLECTION, slug: file.replace(/^.*\/|\.ya?ml$/g, "") }
  const group = GROUPS.find((candidate) => candidate.files(file))
  if (!group) throw new Error(`content/${file} is in no group of the content editor`)
  return { collection: group.name, slug: cmsFileName(file) }
}

function fileStatusField(file: string): CmsField {
  return { name: FILE_PROBLEM_FIELD, label: "File check", widget: FILE_STATUS_WIDGET, required: false, file }
}

/**
 * The page a file shows on: its own page, or the first page whose query reads it (slides.yaml: the
 * home page); a file no page query reads (navigation.yaml, which every page's frame draws) opens
 * the home page.
 */
export function previewPathOf(file: string, reads: ReadsOfKinds): string {
  const page = sitePageOf(file) ?? pagesReading(file, reads)[0]
  return page?.path ?? "/"
}

/** The editor's fields of a file that is a group of fields, each as its kind gives it. */
function formFieldsOf(spec: ContentFile): CmsField[] {
  return (spec.field.fieldNames() ?? []).flatMap((name) => spec.field.child(name, undefined)?.decapField(name) ?? [])
}

/** A file's form: its fields, or one list field for a file whose top level is a list. */
export function cmsFile(spec: ContentFile, reads: ReadsOfKinds) {
  const base = {
    name: cmsFileName(spec.file),
    label: spec.title,
    file: `content/${spec.file}`,
    // Where the file shows on the site, after the preview's or the live site's address ("View Preview").
    preview_path: previewPathOf(spec.file, reads),
  }
  const status = fileStatusField(`content/${spec.file}`)
  const names = spec.field.fieldNames()
  if (names) return { ...base, fields: [status, ...formFieldsOf(spec)] }
  // A file whose top level is a list: one list field (a Decap form needs a named field).
  const list = spec.field.decapField(ROOT_LIST_FIELD)
  const entry = spec.entryLabel ?? "entry"
  return { ...base, fields: [status, { ...list, label: spec.title, label_singular: entry }] }
}

/** The fields with the address field moved in after the named one, which comes first. */
function withAddressAfter(first: string, fields: readonly CmsField[], address: CmsField): CmsField[] {
  const lead = fields.filter((field) => field.name === first)
  return [...lead, address, ...fields.filter((field) => field.name !== first)]
}

/** The general pages' collection: one form per file of content/pages/ that is not a built-in page's. */
function pagesCollection(format: string) {
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
    editor: EDITOR_WITH_PREVIEW,
    // The new file's name, from its address field.
    slug: `{{fields.${PAGE_ADDRESS_FIELD}}}`,
    // Decap needs a filled-in field for every new entry's name, even when the slug does not use it.
    identifier_field: "hero.title",
    summary: "{{hero.title}} (/{{filename}}/)",
    // A general page is published at /<its file name>/.
    preview_path: "{{filename}}/",
    filter: { field: PAGE_KIND_FIELD, value: GENERAL_PAGE_KIND },
    // The heading first: the address follows it as it is typed.
    fields: [
      fileStatusField(`content/${PAGES_FOLDER}/`),
      ...withAddressAfter("hero", formFieldsOf(generalPageSpec), address),
    ],
  }
}

export interface CmsOptions {
  /** Where the CMS saves: a git host in production. See content/README.md. */
  readonly backend: CmsBackend
  /** Save through decap-server (`npm run editor`; files on this computer) when the CMS runs on localhost. */
  readonly localBackend: boolean
  /** "editorial_workflow" when changes are reviewed before they are published (editor-backend.ts's decapPublishMode). */
  readonly publishMode?: "editorial_workflow" | undefined
  /** Where Decap's PKCE sign-in goes, when editors sign in with the organisation's accounts. */
  readonly auth?: CmsAuth | undefined
  /** The name under which the YAML format that keeps comments is registered. */
  readonly format: string
  /** The same format for the general pages, which also creates new files (cms-format.ts). */
  readonly pageFormat: string
  /** What each kind of page's query reads (src/build/page-reads.ts): where a data file's preview opens. */
  readonly pageReads: ReadsOfKinds
  readonly siteUrl?: string
}

export function cmsConfig(options: CmsOptions) {
  // A fixed set of files, each its own form: they can be edited but not deleted or renamed.
  const groups = GROUPS.map((group) => ({
    name: group.name,
    label: group.label,
    description: `${group.description}${PLACEHOLDER_NOTE}`,
    format: options.format,
    editor: EDITOR_WITH_PREVIEW,
    delete: false as const,
    files: requiredContentFiles
      .filter((spec) => group.files(spec.file))
      .map((spec) => cmsFile(spec, options.pageReads)),
  }))
  const pages = pagesCollection(options.pageFormat)
  const collections = [...groups, { ...pages, description: `${pages.description}${PLACEHOLDER_NOTE}` }]
  return {
    load_config_file: false,
    backend: options.backend,
    ...(options.auth ? { auth: options.auth } : {}),
    // On an editor's own computer, the local file server's address (src/cms/local-file-server.ts).
    local_backend: options.localBackend && { url: LOCAL_FILE_SERVER },
    // Drafts saved as pull requests, reviewed, then published (site.yaml, editor.reviewBeforePublishing).
    ...(options.publishMode ? { publish_mode: options.publishMode } : {}),
    // Pictures are uploaded beside the content, and named by their path below content/
    // (images/about.jpg), as the YAML and the build's link to the file name them.
    media_folder: `content/${IMAGES_FOLDER}`,
    public_folder: IMAGES_FOLDER,
    // The live site, which "View Live" opens a published entry's page on.
    ...(options.siteUrl ? { site_url: options.siteUrl } : {}),
    collections,
  }
}
