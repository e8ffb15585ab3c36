/** The not-found page's fields (content/pages/not-found.yaml). */
import { seo } from "../../content/common-fields"
import { paragraph, record, text } from "../../content/fields"

export const notFoundPageSchema = record({ seo, heading: text, body: paragraph, homeLinkLabel: text })
