/**
 * A link: where a link or button goes, as links.ts's one rule says (a page of this site, a secure
 * address, mailto: or tel:), written in any field however it is named (href, applyHref, online).
 * The content check finds every link by its field (holdsLink) to look again once placeholders are
 * filled in, and the check's message for a refused one names the likely fix. A web address (siteUrl,
 * a form's endpoint) is the secure-address part of the rule alone, where no placeholder is filled in.
 * Neither is trimmed: what is checked is what the page gets.
 */
import { z } from "zod"
import { HTTPS_URL, LINK_FIELD, LINK_RULE, linkAdvice } from "../links"
import type { FieldPresentation } from "./field"
import { TextField, type TextPattern } from "./text"

export class LinkField<S extends z.ZodTypeAny = z.ZodTypeAny> extends TextField<S> {
  constructor(
    schema: S,
    presentation: FieldPresentation,
    pattern: TextPattern,
    /** A link of the content (true), or only an address the site uses (a web address). */
    readonly holdsLink: boolean,
  ) {
    super(schema, presentation, pattern)
  }

  fix(value: string): string | undefined {
    return linkAdvice(value)
  }
}

/**
 * Where a link or button goes: a page of this site ("/contact", "/certification#domains"), a secure
 * address on another site ("https://..."), an email ("mailto:...") or a phone number ("tel:..."),
 * nothing else. Placeholders are filled in before the content check looks again, so
 * "{applicationUrl}" and "mailto:{email}" are fine here.
 */
export const href = new LinkField(
  z.string({ invalid_type_error: "should be a link" }).regex(LINK_FIELD, LINK_RULE),
  {
    label: "Link",
    hint: "A page of this site (/contact, or /certification#domains for a section), a secure address (https://...), mailto:{email} or tel:+15550102040. A link's name from Site settings, such as {applicationUrl}, works too.",
  },
  { source: LINK_FIELD.source, message: LINK_RULE },
  true,
)

const WEB_ADDRESS_RULE = "should start with https:// (secure web address), with a site's name and no spaces"

/**
 * A web address on another site, where no placeholder is filled in (siteUrl, a form's endpoint, the
 * values of site.yaml's links). Only https is accepted, so visitors are never sent to an insecure
 * page: the same rule as a link's secure address.
 */
export const httpsUrl = new LinkField(
  z.string({ invalid_type_error: "should be a web address" }).regex(HTTPS_URL, WEB_ADDRESS_RULE),
  { hint: "A full secure web address, starting with https://" },
  { source: HTTPS_URL.source, message: WEB_ADDRESS_RULE },
  false,
)
