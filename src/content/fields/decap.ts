/**
 * The content editor's (Decap CMS's) field, as each kind of field gives it (Field.decapField): its
 * widget, its label and hint, whether it is required, and the rules the editor checks as it is
 * typed. The editor's configuration (src/cms/config/cms-config.ts) puts them into forms.
 */

/** What every field says of itself that its form shows (a structural view of field.ts's Field). */
interface Labelled {
  readonly label?: string
  readonly hint?: string
  readonly isOptional: boolean
}

export interface CmsField {
  readonly name: string
  readonly label: string
  /** Decap's widget, or one of the editor's own (each named by its kind: number.ts, picture.ts, group.ts). */
  readonly widget: string
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

function humanize(name: string): string {
  return capitalized(name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase())
}

/** What the editor calls a field: the label its schema gives, or its name in words. */
export function labelOf(name: string, field: Pick<Labelled, "label">): string {
  return field.label ?? humanize(name)
}

export function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, "y")
  if (/s$/.test(label) && !/ss$/.test(label)) return label.slice(0, -1)
  return label
}

export function capitalized(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1)
}

/** A kind's field with what every field has: its name, label, hint and whether it is required. */
export function withCommon(name: string, field: Labelled, rest: Omit<CmsField, "name" | "label">): CmsField {
  return {
    name,
    label: labelOf(name, field),
    ...rest,
    ...(field.hint ? { hint: field.hint } : {}),
    ...(field.isOptional ? { required: false as const } : {}),
  }
}

/** The field of a list entry that names it in the collapsed list, first match wins. */
const SUMMARY_FIELDS = ["title", "question", "name", "label", "heading", "days", "topic"]

/** How an entry with these fields is named in a collapsed list: {{fields.title}}. */
export function summaryOf(names: readonly string[]): string | undefined {
  const name = SUMMARY_FIELDS.find((candidate) => names.includes(candidate))
  return name ? `{{fields.${name}}}` : undefined
}
