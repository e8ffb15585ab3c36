/**
 * The content's accessibility rules that axe-core cannot know, since they are about what the words
 * mean to a reader, read from a content file as written: link words that say nothing on their own,
 * text in capitals, alternative text that is a file's name or repeats the caption, a general page's
 * section with nothing under its heading, and a Markdown heading typed into a sentence. No field
 * chooses a heading's level (the page's components set each: the page heading h1, a section's h2, a
 * card's or list's h3), so a skipped level is the drawn page's to show, which the editor's preview
 * checks with axe-core (src/cms/checking/).
 *
 * A rule is certain (the content check refuses it, as it refuses other mistakes) where no reading
 * makes it right; otherwise it asks for judgement, and the editor shows it as a warning an editor
 * can acknowledge.
 */
import type { Path } from "./fields"
import { forEachText } from "./loaded-file"
import { sitePageOf } from "./page-registry"

export type AccessibilityRule =
  "link-words" | "capitals" | "alt-file-name" | "alt-repeats-caption" | "empty-section" | "written-heading"

export interface AccessibilityFinding {
  readonly rule: AccessibilityRule
  /** Where in the file's data: the field the editor opens. */
  readonly at: Path
  /** Refused by the content check (true), or a warning an editor may acknowledge. */
  readonly certain: boolean
  /** What is wrong, in an editor's words: "the link's words ... say nothing on their own". */
  readonly problem: string
  /** How to fix it. */
  readonly fix: string
}

/** Link words that say nothing of where the link goes, read alone, as a screen reader's list of links shows them. */
const EMPTY_LINK_WORDS = new Set([
  "click",
  "click here",
  "here",
  "go",
  "link",
  "this link",
  "more",
  "read more",
  "learn more",
  "more info",
  "more information",
  "details",
  "continue",
  "this",
])

/** An address spelt out as a link's words: read letter by letter, and says nothing of the page. */
const ADDRESS = /^(?:https?:\/\/|www\.)\S+$/i

/** A file's name given as alt text: a picture file's ending, or a camera's or screenshot's own name. */
const FILE_NAME = /^\S+\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?|heic)$|^(?:img|dsc|dscn|pxl|screenshot)[_ -]?\d/i

/** A Markdown heading typed at the start of a text: the page shows the # signs. */
const MARKDOWN_HEADING = /^#{1,6}\s+\S/

/** Words of capitals (two letters or more each) with only spaces between them: a phrase, not a list of acronyms. */
const CAPITAL_RUN = /(?<!\p{L})\p{Lu}{2,}(?:[ \t]+\p{Lu}{2,})*(?!\p{L})/gu

/**
 * Capitals beyond short acronyms: a word of seven capitals or more ("IMPORTANT"), which no acronym
 * the board uses is, or three words in a row of which two have four letters or more ("APPLY
 * BEFORE THE DEADLINE"), where "9:00 AM - 5:00 PM EST" and "MD, DO, MBBS" are acronyms.
 */
function inCapitals(text: string): boolean {
  return [...text.matchAll(CAPITAL_RUN)].some(([run]) => {
    const words = run.split(/\s+/)
    return (
      words.some((word) => word.length >= 7) ||
      (words.length >= 3 && words.filter((word) => word.length >= 4).length >= 2)
    )
  })
}

/** The words as a reader compares them: lower case, without punctuation or extra spaces. */
function plainWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
}

type Data = Readonly<Record<string, unknown>>

function isRecord(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** Calls visit for every record in the data (the file's top level included), with its path. */
function forEachRecord(data: unknown, visit: (record: Data, at: Path) => void, at: Path = []): void {
  if (Array.isArray(data)) data.forEach((item, index) => forEachRecord(item, visit, [...at, index]))
  else if (isRecord(data)) {
    visit(data, at)
    for (const [key, value] of Object.entries(data)) forEachRecord(value, visit, [...at, key])
  }
}

/** A link or button (a label with its link): words that say nothing alone, or an address spelt out. */
function linkWords(record: Data, at: Path): AccessibilityFinding[] {
  const { label, href } = record
  if (typeof label !== "string" || typeof href !== "string") return []
  const fix = "Say where it goes or what it does, as it reads alone: “Read the exam blueprint”, not “Read more”."
  if (EMPTY_LINK_WORDS.has(plainWords(label)))
    return [
      {
        rule: "link-words",
        at: [...at, "label"],
        certain: false,
        problem: `the link's words, “${label}”, say nothing of where it goes when read alone, as screen readers list a page's links.`,
        fix,
      },
    ]
  if (ADDRESS.test(label.trim()))
    return [
      {
        rule: "link-words",
        at: [...at, "label"],
        certain: false,
        problem: `the link's words are its address, which a screen reader spells out and which says nothing of the page.`,
        fix,
      },
    ]
  return []
}

/** A picture (its file and alt text): alt text that is a file's name. */
function altFileName(record: Data, at: Path): AccessibilityFinding[] {
  const { file, alt } = record
  if (typeof file !== "string" || typeof alt !== "string" || !FILE_NAME.test(alt.trim())) return []
  return [
    {
      rule: "alt-file-name",
      at: [...at, "alt"],
      certain: true,
      problem: `the picture's alt text, “${alt}”, is a file's name, which tells someone who cannot see the picture nothing.`,
      fix: "Describe what the picture shows in a sentence, or mark it decorative if it only decorates.",
    },
  ]
}

/** A picture block (a picture with a caption under it): alt text with the caption's words. */
function altRepeatsCaption(record: Data, at: Path): AccessibilityFinding[] {
  const { image, caption } = record
  if (!isRecord(image) || typeof image.alt !== "string" || typeof caption !== "string") return []
  if (plainWords(image.alt) !== plainWords(caption)) return []
  return [
    {
      rule: "alt-repeats-caption",
      at: [...at, "image", "alt"],
      certain: false,
      problem: "the picture's alt text is its caption again: a screen reader reads the same words twice.",
      fix: "Let the alt text say what the picture shows and the caption what it means; or, if the caption says it all, mark the picture decorative.",
    },
  ]
}

/** A general page's section: a heading with nothing under it (no introduction, no block). */
function emptySection(record: Data, at: Path): AccessibilityFinding[] {
  if (at.length !== 2 || at[0] !== "sections" || typeof record.heading !== "string") return []
  const hasLead = typeof record.lead === "string" && record.lead.trim() !== ""
  const hasBlocks = Array.isArray(record.blocks) && record.blocks.length > 0
  if (hasLead || hasBlocks) return []
  return [
    {
      rule: "empty-section",
      at: [...at, "heading"],
      certain: true,
      problem: `the section “${record.heading}” has a heading and nothing under it: people who jump from heading to heading find an empty section.`,
      fix: "Add an introduction or a block to it, or remove the section.",
    },
  ]
}

function textFindings(text: string, at: Path): AccessibilityFinding[] {
  const found: AccessibilityFinding[] = []
  if (MARKDOWN_HEADING.test(text))
    found.push({
      rule: "written-heading",
      at,
      certain: false,
      problem:
        "the text starts with # signs, as a heading is written elsewhere: here the page shows the # signs, and it is no heading.",
      fix: "Take the # signs off. For a heading, start a new section (its heading), or use a list block's heading.",
    })
  if (inCapitals(text))
    found.push({
      rule: "capitals",
      at,
      certain: false,
      problem:
        "the text is in capitals, which is harder to read and which some screen readers spell out letter by letter.",
      fix: "Write it in ordinary capitals and small letters; keep capitals for acronyms such as CME.",
    })
  return found
}

/** Every finding of the rules in a content file's data (below content/: "pages/about.yaml"). */
export function accessibilityFindings(file: string, data: unknown): AccessibilityFinding[] {
  const general = sitePageOf(file)?.kind === "general"
  const found: AccessibilityFinding[] = []
  forEachRecord(data, (record, at) => {
    found.push(...linkWords(record, at), ...altFileName(record, at), ...altRepeatsCaption(record, at))
    if (general) found.push(...emptySection(record, at))
  })
  forEachText(data, (text, at) => found.push(...textFindings(text, at)))
  return found
}
