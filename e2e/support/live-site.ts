import { launchOptions } from "../../src/publish/browser-checks"
import { ownerSettings } from "./content"

/** The live site's address (publishing.yaml's siteUrl), at which the real editor is opened. */
export const liveSite = new URL(ownerSettings.siteUrl)

/**
 * Chromium resolving the live site's name to this machine, as a visitor's browser resolves it to
 * the host: the real editor opened there behaves as on the live site, where on 127.0.0.1 it would
 * wait for the local file server instead (src/cms/local-file-server.ts). For `test.use`.
 */
export const atLiveSiteName = {
  launchOptions: {
    ...launchOptions,
    args: [...launchOptions.args, `--host-resolver-rules=MAP ${liveSite.hostname} 127.0.0.1`],
  },
}
