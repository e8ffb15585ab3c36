/**
 * How the CMS reads and writes the YAML files. Decap's own YAML format rewrites a file
 * from scratch on every save: comments disappear and unrelated lines move. This one
 * applies the edited values onto the file as it was, so a save changes only the lines
 * the editor changed and every comment stays. It also turns the two shapes Decap's
 * forms cannot show into ones they can: a file whose top level is a list (slides.yaml)
 * becomes one list field, and a free-form name/value group (site.yaml's links) a list
 * of name and value pairs.
 */
import { Document as YamlDocument, isMap, isScalar, isSeq, Pair, parseDocument, type Document, type Node } from "yaml"
import {
  FILE_PROBLEM_FIELD,
  GENERAL_PAGE_KIND,
  PAGE_ADDRESS_FIELD,
  PAGE_KIND_FIELD,
  ROOT_LIST_FIELD,
} from "./cms-config"
import { generalPageSpec, type ContentFile } from "../../content/content-files"
import { pagePathOf } from "../../content/page-registry"
import { yamlErrorMessage } from "../../content/messages"
import type { Field, Path } from "../../content/fields"
import { capitalized } from "../../content/fields/decap"
import { isPlainObject } from "../../content/fields/group"

/** The file as it was read, kept in the entry so a save can apply the edit onto it. */
export const SOURCE_FIELD = "__source"

/** The entry's own bookkeeping, which is never content and never written into the file. */
const ENTRY_FIELDS: readonly string[] = [SOURCE_FIELD, FILE_PROBLEM_FIELD, PAGE_KIND_FIELD, PAGE_ADDRESS_FIELD]

type Data = Record<string, unknown>

/**
 * The content file whose fields best match a group of fields: files are told apart by their field
 * names (fieldsOf says which of a file's fields to compare: by default its own).
 */
function fileWithFields(
  names: readonly string[],
  files: readonly ContentFile[],
  fieldsOf = (spec: ContentFile) => spec.field.fieldNames(),
): ContentFile | undefined {
  let best: { spec: ContentFile; score: number } | undefined
  for (const spec of files) {
    const fields = fieldsOf(spec)
    if (!fields) continue
    const score = names.filter((name) => fields.includes(name)).length - names.filter((n) => !fields.includes(n)).length
    if (score > 0 && (!best || score > best.score)) best = { spec, score }
  }
  return best?.spec
}

/**
 * The list file whose entries' fields best match these entries' (events.yaml's for events): Decap
 * gives a list file's form no file name, so its entries' field names tell it, as fileWithFields does
 * for a group of fields. Its fields place a field added to an entry where the schema lists it.
 */
function listFileWithEntries(entries: unknown, files: readonly ContentFile[]): ContentFile | undefined {
  if (!Array.isArray(entries)) return undefined
  const names = [...new Set(entries.filter(isPlainObject).flatMap((entry) => Object.keys(entry)))]
  return fileWithFields(names, files, (spec) =>
    spec.field.fieldNames() ? undefined : spec.field.child(0, undefined)?.fieldNames(),
  )
}

const isEmptyObject = (value: unknown) => isPlainObject(value) && Object.keys(value).length === 0

/** Leaves out what an emptied form field leaves behind ("", [], {}, nothing): in the content, empty means absent. */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(withoutEmpty).filter((item) => item !== undefined)
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, withoutEmpty(item)] as const)
      .filter(([, item]) => item !== undefined && !(Array.isArray(item) && item.length === 0) && !isEmptyObject(item))
    return Object.fromEntries(entries)
  }
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return undefined
  return value
}

function keyOf(pair: Pair): string {
  return isScalar(pair.key) ? String(pair.key.value) : String(pair.key)
}

/** Writes value onto the node in place where the fields agree, so comments and formatting survive. */
function applyOnto(document: Document, node: unknown, value: unknown, declared: Field | undefined): unknown {
  // A block's fields are those of its kind, which its own type names.
  const field = declared?.of(value)
  if (isPlainObject(value) && isMap(node)) {
    const keys = Object.keys(value)
    node.items = node.items.filter((pair) => keys.includes(keyOf(pair)))
    const order = field?.fieldNames() ?? keys
    for (const key of keys) {
      const child = field?.child(key, value)
      const existing = node.items.find((pair) => keyOf(pair) === key)
      if (existing) {
        existing.value = applyOnto(document, existing.value, value[key], child)
        continue
      }
      // A new field goes before the first existing field that the schema lists after it.
      const pair = new Pair(document.createNode(key), document.createNode(inFieldOrder(value[key], child)))
      const position = node.items.findIndex((item) => order.indexOf(keyOf(item)) > order.indexOf(key))
      if (position === -1 || order.indexOf(key) === -1) node.items.push(pair)
      else node.items.splice(position, 0, pair)
    }
    return node
  }
  if (Array.isArray(value) && isSeq(node)) {
    node.items = value.map((item, index) =>
      index < node.items.length
        ? applyOnto(document, node.items[index], item, field?.child(index, value))
        : document.createNode(inFieldOrder(item, field?.child(index, value))),
    )
    return node
  }
  if (isScalar(node) && (typeof value === "string" || typeof value === "number" || typeof value === "boolean")) {
    if (node.value !== value) node.value = value
    return node
  }
  return document.createNode(inFieldOrder(value, field))
}

/** A value with the fields of every group in the schema's order (a block's type first), for writing it afresh. */
function inFieldOrder(value: unknown, field: Field | undefined): unknown {
  return field?.of(value)?.inFieldOrder(value) ?? value
}

/**
 * The content a form holds, in the shape of its YAML file: the entries of a list file, name and
 * value pairs turned back into their group, and emptied fields left out. What a save writes,
 * and what the editor's preview draws.
 */
export function contentFromForm(data: Data, spec: ContentFile): unknown {
  return fileShapeOf(withoutEntryFields(data), spec.field)
}

/** A form's fields in their file's shape: a list file's entries, or the fields with name/value groups restored; emptied fields left out. */
function fileShapeOf(fields: Data, field: Field | undefined): unknown {
  if (field && !field.fieldNames()) return withoutEmpty(field.fromForm(fields[ROOT_LIST_FIELD]))
  return withoutEmpty(field ? field.fromForm(fields) : fields)
}

/**
 * Where a part of a file's content is in its form, as Decap names it ("items.1.title"): a list
 * file's entries are its one list field's, and a group of names and values is a list of pairs.
 */
export function formPathOf(spec: ContentFile, content: unknown, at: Path): string {
  const inForm = spec.field.formPath(at, content)
  return (spec.field.fieldNames() ? inForm : [ROOT_LIST_FIELD, ...inForm]).join(".")
}

function withoutEntryFields(data: Data): Data {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !ENTRY_FIELDS.includes(key)))
}

/** Why a file cannot be read, in the content check's words, with the line to look at. */
function readProblem(document: Document, content: string): string {
  const { line, message } = yamlErrorMessage(document.errors[0], content)
  const sentence = capitalized(message)
  return line ? `Line ${line}: ${sentence}` : sentence
}

/** Decap's custom format: fromFile gives the form's data, toFile the file to save. */
export function contentFormat(files: readonly ContentFile[]) {
  return {
    fromFile(content: string): Data {
      const document = parseDocument(content, { prettyErrors: true, uniqueKeys: true })
      if (document.errors.length > 0) {
        // An empty form saved over a broken file would wipe it: keep the file, say why it cannot be
        // shown, and refuse to save (the file status field and toFile both do).
        return { [SOURCE_FIELD]: content, [FILE_PROBLEM_FIELD]: readProblem(document, content) }
      }
      const data: unknown = document.toJS()
      if (Array.isArray(data)) return { [ROOT_LIST_FIELD]: data, [SOURCE_FIELD]: content }
      if (!isPlainObject(data)) return { [SOURCE_FIELD]: content }
      const spec = fileWithFields(Object.keys(data), files)
      const forForm = spec ? spec.field.toForm(data) : data
      return { ...(forForm as Data), [SOURCE_FIELD]: content }
    },

    toFile(data: Data, sortedKeys: readonly string[] = []): string {
      const source = data[SOURCE_FIELD]
      const fields = withoutEntryFields(data)
      const contentKeys = sortedKeys.filter((key) => !ENTRY_FIELDS.includes(key))
      if (typeof source !== "string") {
        // Every file exists before it is edited, so no source means the form never received the file.
        throw new Error(
          "The CMS had not finished loading this file. Reload the page and open it again; nothing was saved.",
        )
      }
      // Typed as a plain document: the edit puts new, unparsed nodes into it.
      const original: Document = parseDocument(source)
      if (original.errors.length > 0) {
        throw new Error(
          "This file has a mistake in its layout that the CMS cannot read (see npm run check:content). Fix the file first; nothing was saved.",
        )
      }
      const isList = contentKeys.length === 1 && contentKeys[0] === ROOT_LIST_FIELD
      const spec = isList
        ? listFileWithEntries(fields[ROOT_LIST_FIELD], files)
        : fileWithFields(contentKeys.length > 0 ? contentKeys : Object.keys(fields), files)
      const value = isList && !spec ? withoutEmpty(fields[ROOT_LIST_FIELD]) : fileShapeOf(fields, spec?.field)
      original.contents = applyOnto(original, original.contents, value ?? [], spec?.field) as Node
      return original.toString({ lineWidth: 0 })
    },
  }
}

/** The top-level fields of a general page: a file with exactly these (sections among them) is one. */
const generalPageFields = generalPageSpec.field.fieldNames() ?? []

/**
 * Whether a file of content/pages/ is a general page: its fields are a general page's, sections
 * among them, and none a built-in page has. A file that cannot be read is judged by its text.
 */
function isGeneralPage(content: string, form: Data): boolean {
  if (FILE_PROBLEM_FIELD in form) return /^sections:/m.test(content)
  const keys = Object.keys(withoutEntryFields(form))
  return keys.includes("sections") && keys.every((key) => generalPageFields.includes(key))
}

/** A new page's file: its fields in the schema's order, under a comment saying what it is. */
function newPageFile(data: Data): string {
  const address = data[PAGE_ADDRESS_FIELD]
  const page = generalPageSpec.field
  const document = new YamlDocument(inFieldOrder(fileShapeOf(withoutEntryFields(data), page), page))
  const where = typeof address === "string" && address !== "" ? ` (${pagePathOf(address)})` : ""
  document.commentBefore = ` A page added in the content editor${where}. See content/README.md, "Adding a page".`
  return document.toString({ lineWidth: 0 })
}

/**
 * Decap's custom format for the Pages collection (the general pages of content/pages/). As the
 * content format, plus: reading a file marks it as a general page or not, since the collection
 * lists only those; and a page added with "New page", which has no file yet, is written afresh.
 */
export function generalPageFormat() {
  const base = contentFormat([generalPageSpec])
  return {
    fromFile(content: string): Data {
      const data = base.fromFile(content)
      return isGeneralPage(content, data) ? { ...data, [PAGE_KIND_FIELD]: GENERAL_PAGE_KIND } : data
    },

    toFile(data: Data, sortedKeys: readonly string[] = []): string {
      return typeof data[SOURCE_FIELD] === "string" ? base.toFile(data, sortedKeys) : newPageFile(data)
    },
  }
}
