/**
 * What the pages and the content read of the owner's settings (publishing.yaml, beside content/;
 * src/settings/publishing.ts makes these fields part of that file): the live site's address and the
 * contact form's service. They decide where editors sign in and where every visitor's message goes,
 * so they are not content: an editor, or a phished editor's account, cannot change them, and
 * content/site.yaml may not hold them (siteSchema's moved fields say so). They are written here, at
 * the bottom, because the content's own readers need them: the content check (links to the site's
 * own address, {formServiceName}), the pages' GraphQL node (OwnerSettings, which gatsby-node.ts
 * makes from the file) and the editor's preview.
 */
import { httpsUrl, record, text, textMatching, type ValueOf } from "./fields"
import { matching } from "./fields/json-schema"

/** The owner's settings file, in the project's folder beside package.json and content/. */
export const PUBLISHING_FILE = "publishing.yaml"

/** The GraphQL node type the build makes of these settings, which a page's query reads as ownerSettings. */
export const OWNER_SETTINGS_TYPE = "OwnerSettings"

/** The site's address, which pages' addresses are added to: without a / at its end. */
const NO_SLASH_AT_THE_END = /(?:^|[^/])$/
const NO_SLASH_RULE = "should not end with a /"

/** The name of a field the contact form sends, which the form service reads. */
const formFieldName = (example: string) =>
  textMatching({ pattern: /^[A-Za-z_][\w-]*$/, message: `should be a field name like ${example}` })

/**
 * The live site's address: canonical links, shared links, structured data, the sitemap, the
 * calendar, the deploy, and the only address the editor's gateway answers at.
 */
export const siteUrl = httpsUrl
  .refine((url) => NO_SLASH_AT_THE_END.test(url), NO_SLASH_RULE, matching(NO_SLASH_AT_THE_END, NO_SLASH_RULE))
  .describe(
    "The live site's address, without a / at the end: canonical and shared links, the sitemap, and where editors sign in.",
  )

/** Where the contact form sends what visitors type, and the field names that service reads. */
export const contactForm = record({
  serviceName: text.describe(
    "The form service's name, as the privacy notice names it ({formServiceName}): Formspree, for example.",
  ),
  endpoint: httpsUrl.describe("The form service's address that receives the contact form."),
  honeypotName: formFieldName("_gotcha").describe(
    "The hidden anti-spam field the form service expects (Formspree: _gotcha).",
  ),
  redirectField: formFieldName("_next").describe(
    'The field that tells the form service where to send the visitor after sending (Formspree: _next): the site\'s own "message sent" page.',
  ),
})

/** The owner's settings the site's pages and content read, as one group: the OwnerSettings node's fields. */
export const ownerSettingsField = record({ siteUrl, contactForm })

export type OwnerSettings = ValueOf<typeof ownerSettingsField>

/** These settings alone, of all the owner's settings: publishing.yaml's other fields stay out of the pages. */
export function ownerSettingsOf(settings: OwnerSettings): OwnerSettings {
  return { siteUrl: settings.siteUrl, contactForm: settings.contactForm }
}

/**
 * The values sentences can name from the owner's settings, each by its placeholder's name:
 * {formServiceName}, the contact form's service, which the privacy notice names.
 */
const OWNER_PLACEHOLDERS: Readonly<Record<string, (owner: OwnerSettings) => string>> = {
  formServiceName: (owner) => owner.contactForm.serviceName,
}

/** The values sentences can name from the owner's settings. */
export function ownerPlaceholderValues(owner: OwnerSettings): ReadonlyMap<string, string> {
  return new Map(Object.entries(OWNER_PLACEHOLDERS).map(([name, valueOf]) => [name, valueOf(owner)]))
}

/** Whether a placeholder names a value of the owner's settings, which no content file holds. */
export function isOwnerPlaceholder(name: string): boolean {
  return Object.hasOwn(OWNER_PLACEHOLDERS, name)
}

/** How messages name where those values are set. */
export const OWNER_SETTINGS_ORIGIN = `${PUBLISHING_FILE} (the site owner's settings)`

/**
 * The words for each of these settings found in content/site.yaml, where they were once written:
 * delete it there, and ask the owner to change it.
 */
export const MOVED_TO_OWNER_SETTINGS: Readonly<Record<keyof OwnerSettings, string>> = {
  siteUrl: `"siteUrl" is no longer set here: the site's address is the site owner's setting now, in ${PUBLISHING_FILE} beside the content folder, which editors cannot change, since editors sign in at that address. Delete it from this file; to change the address, ask the site's owner.`,
  contactForm: `"contactForm" is no longer set here: where the contact form sends visitors' messages is the site owner's setting now, in ${PUBLISHING_FILE} beside the content folder, which editors cannot change, and the privacy notice names that service from it. Delete it from this file; to change the form's service, ask the site's owner.`,
}
