/**
 * Links the tests try against the one link rule (src/content/links.ts), wherever it is applied:
 * linkKind and the schema (src/content/links.test.ts), the editor's field pattern
 * (src/cms/config/cms-config.test.ts) and the links a page draws (src/components/ui/SmartLink.test.tsx). Each refused one
 * is a way a link could become script, leave the site unannounced or be insecure; each accepted one
 * is a form the content uses.
 */

/** Never a link, however it is written: what it is, and the text. */
export const REFUSED_LINKS: readonly (readonly [string, string])[] = [
  ["a javascript: link", "javascript:alert(1)"],
  ["javascript: with a leading space and mixed case", " JavaScript:alert(1)"],
  ["javascript: after a tab", "\tjavascript:alert(1)"],
  ["javascript: with a line break inside the scheme", "java\nscript:alert(1)"],
  ["javascript: after a control character", "\u0001javascript:alert(1)"],
  ["javascript: in capitals", "JAVASCRIPT:alert(1)"],
  ["a data: link", "data:text/html,<script>alert(1)</script>"],
  ["a data: link in mixed case", "Data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
  ["a vbscript: link", "vbscript:msgbox(1)"],
  ["a protocol-relative address (another site)", "//evil.example/x"],
  ["a path starting with a backslash (another site, to a browser)", "/\\evil.example/x"],
  ["an insecure address", "http://insecure.example.org"],
  ["a secure address in capitals (refused, not normalised)", "HTTPS://apply.example.org"],
  ["mailto: in capitals", "MAILTO:support@example.org"],
  ["a secure address with no site", "https://"],
  ["a secure address whose site is after an @", "https://www.example.org@evil.example"],
  ["a phone number written as people read it", "tel:+1 (555) 010-2040"],
  ["a phone number with dashes", "tel:555-010-2040"],
  ["an email link with no address", "mailto:support"],
  ["a page with a space after it", "/about "],
  ["a section of no named page", "#domains"],
  ["a placeholder that is not a link's name", "{boardName}"],
  ["a phone placeholder (not digits only once filled in)", "tel:{phone}"],
  ["a placeholder after a space", " {applicationUrl}"],
  ["a script scheme before a placeholder", "javascript:{applicationUrl}"],
  ["nothing", ""],
]

/** Links as the content writes them, each with its kind. */
export const ACCEPTED_LINKS: readonly (readonly [string, "internal" | "external" | "email" | "phone"])[] = [
  ["/about", "internal"],
  ["/", "internal"],
  ["/certification#domains", "internal"],
  ["/directory?name=Lee", "internal"],
  ["https://apply.example.org/cdm", "external"],
  ["https://portal.example.org:8443/cme/log?year=2025#credits", "external"],
  ["mailto:support@example.org", "email"],
  ["mailto:support@example.org?subject=Exam%20date", "email"],
  ["tel:+15550102040", "phone"],
  ["tel:15550102040", "phone"],
]

/** Links written with a {placeholder}, which the content check fills in and looks at again. */
export const PLACEHOLDER_LINKS: readonly string[] = ["{applicationUrl}", "{applicationUrl}#fees", "mailto:{email}"]
