/**
 * The real editor as the build would make it for other owner's settings than publishing.yaml's:
 * its script with those settings in place of the build's (cms.js carries them as one JSON text,
 * src/cms/cms.ts), and its page under the headers the site's own code gives the editor for them
 * (its policy and opener policy, src/cdn/headers.ts). Everything else is the build's, byte for
 * byte, so a test of a backend the repository does not use still runs the bundle that ships.
 */
import { expect, type BrowserContext } from "@playwright/test"
import { editorContentSecurityPolicy, openerPolicy } from "../../src/cdn/headers"
import { editorPageSettingsOf } from "../../src/cms/config/editor-backend"
import { ADMIN_PATH } from "../../src/content/routes"
import type { PublishingSettings } from "../../src/settings/publishing"
import { publishing } from "./content"
import { liveSite } from "./live-site"

/** The address this process fetches the browser's request from: the browser resolves the live site's name to this machine, Node does not. */
function onThisMachine(url: string): string {
  const local = new URL(url)
  if (local.hostname === liveSite.hostname) local.hostname = "127.0.0.1"
  return local.href
}

export async function editorBuiltFor(context: BrowserContext, settings: PublishingSettings): Promise<void> {
  const built = JSON.stringify(editorPageSettingsOf(publishing))
  const wanted = JSON.stringify(editorPageSettingsOf(settings))
  await context.route(`**${ADMIN_PATH}cms.js`, async (route) => {
    const script = await (await route.fetch({ url: onThisMachine(route.request().url()) })).text()
    expect(script.split(built), "the build's settings, once in the editor's script").toHaveLength(2)
    await route.fulfill({ body: script.replace(built, () => wanted), contentType: "text/javascript" })
  })
  await context.route(`**${ADMIN_PATH}`, async (route) => {
    const page = await route.fetch({ url: onThisMachine(route.request().url()) })
    await route.fulfill({
      response: page,
      headers: {
        ...page.headers(),
        "content-security-policy": editorContentSecurityPolicy(settings),
        "cross-origin-opener-policy": openerPolicy(ADMIN_PATH, settings),
      },
    })
  })
}
