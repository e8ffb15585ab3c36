/**
 * The content editor at /admin (Decap CMS). plugins/decap-admin bundles this module into /admin
 * only: public pages load none of it. The whole configuration is generated from the content
 * schemas (src/cms/config/cms-config.ts); nothing here lists fields.
 *
 * This module is what the first screen (the login) needs: Decap's core, its English words, the
 * backend, the configuration. What only a signed-in editor uses (the forms' widgets, the files'
 * formats, the previews) is editor-parts.ts, asked for once the first screen is drawn, or sooner by
 * a sign-in (a returning editor's, from the session Decap kept): no one is signed in before it is
 * in (editor-backends.ts).
 */
import CMS from "decap-cms-core"
import { en } from "decap-cms-locales"
import { cmsConfig, CONTENT_FORMAT, GENERAL_PAGE_FORMAT } from "./config/cms-config"
import type { OwnerSettings } from "../content/owner-settings"
import type { ReadsOfKinds } from "../content/page-registry"
import {
  decapBackend,
  decapPublishMode,
  decapSignIn,
  draftScheduling,
  type EditorPageSettings,
} from "./config/editor-backend"
import { registerBackends } from "./editor-backends"
import { whenFirstScreenDrawn } from "./first-screen"
import { whenFileServerReady } from "./local-file-server"
import { showWhoIsSignedIn, signedInStyles } from "./signed-in"
import { keepRouteAcrossSignIn } from "./sign-in-route"
import { makeEditorScreensAccessible } from "./editor-screens"

/**
 * publishing.yaml's backend settings as the build read them, without the list of editors
 * (editor-backend.ts's editorPageSettingsOf), as JSON (plugins/decap-admin defines it): one string
 * in the bundle, which the browser tests can find and swap for another setting whole. "null" only
 * while that file has a problem, which stops a build; on an editor's own computer the local file
 * server is used and the backend is never asked, so the editor still opens.
 */
declare const CMS_EDITOR_SETTINGS: string
const UNSET_BACKEND: EditorPageSettings = {
  backend: "git-gateway",
  host: "netlify",
  branch: "main",
  reviewBeforePublishing: false,
}
const editorSettings = (JSON.parse(CMS_EDITOR_SETTINGS) as EditorPageSettings | null) ?? UNSET_BACKEND

/** What each kind of page's query reads, as the build read it from the templates (src/build/page-reads.ts). */
declare const CMS_PAGE_READS: ReadsOfKinds

/**
 * publishing.yaml's site address and contact form's service, which the preview draws pages with, as
 * the build read them (plugins/decap-admin defines it). Null only while that file has a problem,
 * which stops a build and the development server before this page is served.
 */
declare const CMS_OWNER_SETTINGS: OwnerSettings | null

/** The board's clock (site.yaml's timeZone) as the build read it; null only while site.yaml has a problem. */
declare const CMS_BOARD_TIME_ZONE: string | null

/** The editor's forms and previews, for the site and owner's settings the build read, and drafts' schedules where they can be set. */
function registerParts(parts: typeof import("./editor-parts")): void {
  if (!CMS_OWNER_SETTINGS) throw new Error("publishing.yaml could not be read when the editor was built")
  parts.registerEditorParts(CMS_PAGE_READS, CMS_OWNER_SETTINGS)
  const scheduling = draftScheduling(editorSettings, window.location.origin)
  if (scheduling && CMS_BOARD_TIME_ZONE) parts.scheduleDrafts({ ...scheduling, timeZone: CMS_BOARD_TIME_ZONE })
}

CMS.registerLocale("en", en)
// The signed-in line's rules, for the editor page (Decap's typed API has no place for them).
document.head.append(Object.assign(document.createElement("style"), { textContent: signedInStyles }))
showWhoIsSignedIn(document, localStorage)
makeEditorScreensAccessible(document)
// Now, while the address still has what Decap's sign-in takes off it: the route, a provider's code.
const backToRouteBeforeSignIn = keepRouteAcrossSignIn(window)

let editorParts: Promise<void> | undefined
const loadEditorParts = () =>
  (editorParts ??= import("./editor-parts").then(registerParts).catch((error: unknown) => {
    // A file that failed to arrive (a dropped connection) is asked for again at the next sign-in.
    editorParts = undefined
    throw error
  }))
// Failing here is said at the sign-in, which asks for the parts again.
void whenFirstScreenDrawn(document)
  .then(loadEditorParts)
  .catch(() => undefined)

const backend = decapBackend(editorSettings, window.location.origin)
// On an editor's own computer, wait for the local file server rather than fall back to the live login.
void whenFileServerReady(document)
  .then(() =>
    registerBackends(backend.name, window.location.hostname, {
      ready: loadEditorParts,
      signedIn: backToRouteBeforeSignIn,
    }),
  )
  .then(() =>
    CMS.init({
      // On localhost, with the local file server (decap-server) running, the CMS reads and writes
      // the files in this folder directly: no git host, no login. On the live site it saves through
      // the backend publishing.yaml names, logging in where the editor is open.
      config: cmsConfig({
        backend,
        auth: decapSignIn(editorSettings, window.location.origin),
        publishMode: decapPublishMode(editorSettings).publish_mode,
        localBackend: true,
        format: CONTENT_FORMAT,
        pageFormat: GENERAL_PAGE_FORMAT,
        pageReads: CMS_PAGE_READS,
        // The editor is served by the live site it edits: "View Live" opens the entry's page there.
        siteUrl: window.location.origin,
      }) as never,
    }),
  )
  .catch((error: unknown) => {
    // Decap has not drawn anything yet: say so in place of its spinner.
    const said = document.createElement("p")
    said.setAttribute("role", "alert")
    said.textContent = `The editor could not start (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`
    document.body.replaceChildren(said)
  })
