import type { BrowserContext, Page, Request } from "@playwright/test"

/**
 * Stands in for the third-party form service and the external directory, which this
 * machine cannot reach: requests to them are captured and answered with a small page.
 */
export async function captureRequestsTo(target: Page | BrowserContext, urlPrefix: string): Promise<Request[]> {
  const captured: Request[] = []
  await target.route(`${urlPrefix}**`, async (route) => {
    captured.push(route.request())
    await route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Received</title><p>Received</p>",
    })
  })
  return captured
}

/** A form post body as the list of [name, value] pairs the service receives, in order. */
export function postedFields(request: Request): [string, string][] {
  return [...new URLSearchParams(request.postData() ?? "").entries()]
}

/** How the stand-in of the form service answers a message sent with JavaScript (Formspree's protocol). */
export type FormServiceAnswer =
  "accept" | "refuse-email" | "disabled" | "not-found" | "too-many" | "server-error" | "drop" | "no-answer"

/** Formspree's documented JSON answers: { ok, next } on success; { error, errors: [{ field, code, message }] } otherwise. */
const ANSWERS: Record<Exclude<FormServiceAnswer, "drop" | "no-answer">, { status: number; body: unknown }> = {
  accept: { status: 200, body: { ok: true, next: "https://formspree.io/thanks" } },
  "refuse-email": {
    status: 422,
    body: {
      error: "Validation errors",
      errors: [{ field: "email", code: "TYPE_EMAIL", message: "should be an email" }],
    },
  },
  disabled: { status: 403, body: { error: "Form disabled" } },
  "not-found": { status: 404, body: { error: "Form not found" } },
  "too-many": { status: 429, body: { error: "Too many requests" } },
  "server-error": { status: 500, body: { error: "Internal error" } },
}

/** Where the site under test is: its live address (publishing.yaml's siteUrl) and the local server's. */
export interface SiteUnderTest {
  readonly siteUrl: string
  readonly localBase: string
}

/**
 * A stand-in of the form service at its real address (publishing.yaml's endpoint, so the page's
 * connect-src and form-action are tested as they are), answering as the service documents:
 * a post that asks for JSON gets `answer`; a native post (no JavaScript) is redirected to the
 * address in the redirect field, as Formspree does with _next. That address is the live site's
 * (siteUrl): the stand-in sends the visitor to the same page of the local server instead, which is
 * the site here (the pages' form-action allows a redirect to the site's own origin only).
 * Returns every request it got.
 */
export async function standInFormService(
  page: Page,
  endpoint: string,
  redirectField: string,
  answer: FormServiceAnswer = "accept",
  site?: SiteUnderTest,
  /** How long the service takes to answer, as a slow one would (ms). */
  delayMs = 0,
): Promise<Request[]> {
  const received: Request[] = []
  await page.route(`${endpoint}**`, async (route) => {
    const request = route.request()
    received.push(request)
    const cors = { "Access-Control-Allow-Origin": request.headers().origin ?? "*" }
    if (!(request.headers().accept ?? "").includes("application/json")) {
      const next = new URLSearchParams(request.postData() ?? "").get(redirectField) ?? "https://formspree.io/thanks"
      const location = site && next.startsWith(`${site.siteUrl}/`) ? next.replace(site.siteUrl, site.localBase) : next
      await route.fulfill({ status: 302, headers: { Location: location } })
      return
    }
    if (answer === "drop") return route.abort("connectionreset")
    // Never answered (a handler that returned would let the request through): the page's own clock decides when to give up.
    if (answer === "no-answer") return new Promise<void>(() => undefined)
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    const { status, body } = ANSWERS[answer]
    await route.fulfill({ status, contentType: "application/json", headers: cors, body: JSON.stringify(body) })
  })
  return received
}
