/**
 * Every YAML file under content/: its schema, the GraphQL node type it becomes, what editors call
 * it, and the word an editor uses for one of its entries (for messages like "slide 3"). The data
 * files are listed here; the page files come from the page registry (page-registry.ts), and any
 * other file of content/pages/ is a general page.
 */
import type { Field } from "./fields"
import { pascal } from "./fields/graphql"
import { builtInKinds, builtInPages, generalPages, pageFileOf, PAGES_FOLDER, sitePageOf } from "./page-registry"
import {
  constantsSchema,
  domainsSchema,
  eventsSchema,
  examSchema,
  faqSchema,
  navigationSchema,
  siteSchema,
  slidesSchema,
} from "./schemas"

export interface ContentFile {
  /** Path below content/. */
  readonly file: string
  /** The GraphQL node type: one node for an object file, one per entry for a list file. */
  readonly typeName: string
  /** What the file holds, in an editor's words (the CMS shows it as the file's name). */
  readonly title: string
  /** What the file holds: its fields, each of its kind (schemas.ts). */
  readonly field: Field
  /** For list files: what one entry is called in messages ("slide" gives "slide 3"). */
  readonly entryLabel?: string
}

/**
 * The GraphQL node type of a file, from its name: "site.yaml" gives SiteYaml, "pages/about.yaml"
 * AboutPageYaml, "pages/not-found.yaml" NotFoundPageYaml. Every general page is a GeneralPageYaml.
 */
export function typeNameOf(file: string): string {
  const page = sitePageOf(file)
  if (page?.kind === "general") return "GeneralPageYaml"
  const name = file.replace(/\.ya?ml$/, "")
  return page ? `${pascal(name.slice(`${PAGES_FOLDER}/`.length))}PageYaml` : `${pascal(name)}Yaml`
}

function contentFile(file: string, details: Omit<ContentFile, "file" | "typeName">): ContentFile {
  return { file, typeName: typeNameOf(file), ...details }
}

/**
 * The data files, in the order the check reports them: site-wide settings first, then lists. Which
 * pages show each is known from the pages' queries (src/build/page-reads.ts), not kept here.
 */
export const dataFiles: readonly ContentFile[] = [
  contentFile("site.yaml", {
    title: "Site settings: names, contact details, links, header and footer",
    field: siteSchema,
  }),
  contentFile("navigation.yaml", {
    title: "Top bar links",
    field: navigationSchema,
    entryLabel: "link",
  }),
  contentFile("constants.yaml", {
    title: "Fees and numbers",
    field: constantsSchema,
  }),
  contentFile("slides.yaml", {
    title: "Home carousel slides",
    field: slidesSchema,
    entryLabel: "slide",
  }),
  contentFile("domains.yaml", {
    title: "Exam content domains",
    field: domainsSchema,
    entryLabel: "domain",
  }),
  contentFile("faq.yaml", {
    title: "Frequently asked questions",
    field: faqSchema,
    entryLabel: "question",
  }),
  contentFile("events.yaml", {
    title: "College events",
    field: eventsSchema,
    entryLabel: "event",
  }),
  contentFile("exam.yaml", {
    title: "Exam facts: format, fees, eligibility, documents, steps",
    field: examSchema,
  }),
]

/** The built-in pages' files, from the page registry. */
const builtInPageFiles: readonly ContentFile[] = builtInKinds.map((kind) =>
  contentFile(pageFileOf(kind), { title: builtInPages[kind].title, field: builtInPages[kind].fields }),
)

/** Every file the site needs, whatever else content/pages/ holds: the data files, then the built-in pages. */
export const requiredContentFiles: readonly ContentFile[] = [...dataFiles, ...builtInPageFiles]

/** A general page's file, content/pages/<name>.yaml. */
export function generalPageFile(file: string): ContentFile {
  return contentFile(file, { title: generalPages.title, field: generalPages.fields })
}

/** What every general page is, whichever file it is: for what reads one without a file in mind (the editor, GraphQL). */
export const generalPageSpec: ContentFile = generalPageFile(`${PAGES_FOLDER}/<name>.yaml`)

/**
 * The node types the content becomes, each once: every required file's, and the one type every
 * general page shares (whichever general pages there are).
 */
export const contentTypes: readonly ContentFile[] = [...requiredContentFiles, generalPageSpec]

/** The file below content/ at this path: a required file, or a general page of content/pages/. */
export function contentFileFor(relativePath: string): ContentFile | undefined {
  const required = requiredContentFiles.find((entry) => entry.file === relativePath)
  if (required) return required
  return sitePageOf(relativePath)?.kind === "general" ? generalPageFile(relativePath) : undefined
}
