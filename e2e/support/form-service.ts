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
