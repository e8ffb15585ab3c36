/** A general page's fields: any file of content/pages/ that is not a built-in page's. Its sections are built from blocks, each kind of block a group of fields told apart by its type. */
import { actionList, card, checkList, hero, paragraphList, sectionIntro, seo, step } from "../../content/common-fields"
import { block, BLOCK_TYPE_FIELD, list, paragraph, picture, record, text, union } from "../../content/fields"

/** A question with its answer, shown as a disclosure widget that opens on a click or a key press. */
const question = record({ question: text, answer: paragraph }).named("Question")

/**
 * The blocks a section of a general page is built from, in any order and as often as needed: the
 * parts the built-in pages' sections are made of. Each says which it is with its type.
 */
export const pageBlock = union(BLOCK_TYPE_FIELD, [
  block("paragraphs", "ParagraphsBlock", "Paragraphs of text.", { paragraphs: paragraphList }),
  block("list", "ListBlock", "A list with ticks, with an optional small heading above it.", {
    heading: text.optional(),
    items: checkList,
  }),
  block("steps", "StepsBlock", "Numbered steps: what to do, and a sentence on how.", {
    steps: list(step).min(1, "should have at least one step"),
  }),
  block("cards", "CardsBlock", "Cards side by side, each with a title, text and an optional link.", {
    cards: list(card).min(1, "should have at least one card"),
  }),
  block("buttons", "ButtonsBlock", "A row of buttons to pages of this site or to other sites.", {
    buttons: actionList,
  }),
  block("note", "NoteBlock", "A sentence set apart, with a gold bar beside it.", { note: paragraph }),
  block("image", "ImageBlock", "A picture as wide as the text, with an optional caption under it.", {
    image: picture("BlockImage", "block"),
    caption: text.optional(),
  }).labelled("Picture"),
  block("questions", "QuestionsBlock", "Questions and answers; each answer opens under its question.", {
    questions: list(question).min(1, "should have at least one question"),
  }),
]).named("PageBlock")

/** A section of a general page: a heading block, then its blocks in order. */
const generalSection = record({
  ...sectionIntro,
  blocks: list(pageBlock).min(1, "should have at least one block, or be left out").entriesCalled("block").optional(),
}).named("GeneralSection")

/**
 * A page an editor adds: content/pages/<name>.yaml becomes the page /<name>/. Its search listing,
 * its heading, and sections built from blocks. The privacy notice and the accessibility statement
 * are pages of this kind.
 */
export const generalPageSchema = record({
  seo,
  hero,
  sections: list(generalSection)
    .min(1, "should have at least one section: a page needs something below its heading")
    .entriesCalled("section"),
})
