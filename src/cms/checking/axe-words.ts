/**
 * What axe-core's rules mean for an editor, in plain words: what is wrong and how to fix it. A rule
 * not named here is said in axe's own words (its help text). Most of what axe finds on a drawn page
 * comes from the site's design (its colours, its headings' levels), which no field changes: the fix
 * is then to tell the site's developers.
 */

export interface Words {
  readonly problem: string
  readonly fix: string
}

const DESIGN = "This comes from the site's design, not from a field: tell the site's developers, naming this page."

const RULES: Readonly<Record<string, Words>> = {
  "color-contrast": {
    problem: "Some words are too faint against their background for many people to read.",
    fix: `${DESIGN} Words need a contrast of 4.5 to 1 (3 to 1 when large).`,
  },
  "link-name": {
    problem: "A link has no words a screen reader can read out: people who cannot see it do not know where it goes.",
    fix: "Give the link words that say where it goes. If the link has no field of its own, tell the site's developers.",
  },
  "image-alt": {
    problem: "A picture has no alt text: people who cannot see it are told nothing of it.",
    fix: "Describe what it shows in its alt text field, or mark it decorative if it only decorates.",
  },
  "heading-order": {
    problem:
      "A heading skips a level (say from a section's heading to a heading two levels below it), so people who move from heading to heading lose their place in the page's outline.",
    fix: `Headings' levels are set by the page's design. ${DESIGN}`,
  },
  "empty-heading": {
    problem: "A heading has no words: a screen reader announces an empty heading.",
    fix: "Write the heading's words in its field, or remove the part it heads.",
  },
  "button-name": {
    problem: "A button has no words a screen reader can read out.",
    fix: "Give the button words in its field; if it has none, tell the site's developers.",
  },
  list: {
    problem: "A list holds something that is not a list entry, which screen readers then count wrongly.",
    fix: DESIGN,
  },
  listitem: {
    problem: "A list entry is drawn outside a list, so screen readers do not announce it as one.",
    fix: DESIGN,
  },
  "link-in-text-block": {
    problem: "A link inside a sentence is told apart from the words around it by its colour alone.",
    fix: DESIGN,
  },
}

/** The words for a rule of axe's, or axe's own help text for one not named here. */
export function axeWords(rule: string, help: string): Words {
  return RULES[rule] ?? { problem: `${help}.`, fix: DESIGN }
}
