/**
 * The groups of fields several content files share (schemas.ts): a button or link, a page's search
 * listing and heading, a card, a step, a section's heading block and the general-purpose section.
 */
import { href, list, paragraph, picture, record, text, anchorId } from "./fields"

/** A list of sentences, at least one. */
export const textList = list(text).min(1, "should have at least one entry")

/** The entries of a list with ticks (a card's, a section's, a list block's). */
export const checkList = textList.labelled("Entries")

/** Paragraphs, at least one. */
export const paragraphList = list(paragraph).min(1, "should have at least one entry")

/** A button or link: the words on it and where it goes. */
export const action = record({ label: text, href }).named("Action")
export const actionList = list(action).min(1, "should have at least one link")

/** The search-engine title and description of a page. */
export const seo = record({ title: text, description: paragraph })
  .named("PageSeo")
  .describe("What search engines and link previews show for this page.")
  .labelled("Search engine listing")

/** The small line above a heading. */
const eyebrow = text.labelled("Small line above the heading")

/** The paragraph below a heading that says what follows. */
export const introduction = paragraph.labelled("Introduction")

/** The heading block at the top of every inner page, with an optional picture beside it. */
export const hero = record({ eyebrow, title: text, lead: introduction, image: picture("HeroImage", "hero").optional() })
  .labelled("Page heading")
  .named("PageHero")

/**
 * A card: a title, a short paragraph, an optional list and an optional link below them, and an
 * optional portrait above (for a card about a person, like the leadership's).
 */
export const card = record({
  title: text,
  body: paragraph.optional(),
  items: checkList.optional(),
  link: action.optional(),
  image: picture("PortraitImage", "portrait").optional(),
}).named("Card")

/** A numbered step: what to do, and a sentence on how. */
export const step = record({ title: text, description: paragraph }).named("Step")

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
export const contentSection = record({
  ...sectionIntro,
  paragraphs: paragraphList.optional(),
  itemsHeading: text.optional(),
  items: checkList.optional(),
  cards: list(card).min(1, "should have at least one card").optional(),
  steps: list(step).min(1, "should have at least one step").optional(),
  note: paragraph.optional(),
  actions: actionList.optional(),
}).named("ContentSection")
