/** The fields of the page the contact form ends on (content/pages/contact-sent.yaml). */
import { actionList, hero, sectionIntro, seo, step } from "../../content/common-fields"
import { list, record } from "../../content/fields"

/**
 * The page the contact form ends on once the form service has the message (/contact/sent/): what
 * happens next, how soon the board answers (the Contact page's response times), and where to go.
 */
export const contactSentPageSchema = record({
  seo,
  hero,
  nextSteps: record({ ...sectionIntro, steps: list(step).min(1, "should have at least one step") }),
  /** The heading over the response times, which are the Contact page's own (pages/contact.yaml). */
  responseTimes: record({ ...sectionIntro }),
  actions: actionList,
})
