/**
 * The content editor at /admin (Decap CMS). gatsby-plugin-decap-cms bundles this module
 * into /admin only: public pages load none of it. The whole configuration is generated
 * from the content schemas (src/cms/config/cms-config.ts); nothing here lists fields.
 */
import CMS from "decap-cms-app"
import { cmsConfig, cmsFileName, FILE_STATUS_WIDGET, PAGE_ADDRESS_WIDGET, PAGES_COLLECTION } from "./config/cms-config"
import { OPTIONAL_GROUP_WIDGET } from "../content/fields/group"
import { NUMBER_WIDGET } from "../content/fields/number"
import { PICTURE_WIDGET } from "../content/fields/picture"
import { contentFormat, generalPageFormat } from "./config/cms-format"
import { requiredContentFiles } from "../content/content-files"
import type { ReadsOfKinds } from "../content/page-registry"
import { decapBackend, decapPublishMode, decapSignIn, type EditorPageSettings } from "./config/editor-backend"
import { guardPageDeletion } from "./deletion-guard"
import { whenFileServerReady } from "./local-file-server"
import { generalPagePreview, previewFor } from "./preview/ContentPreview"
import { revealInvalidFields } from "./reveal-invalid-fields"
import { showWhoIsSignedIn, signedInStyles } from "./signed-in"
import { FileStatusControl, fileStatusStyles } from "./widgets/FileStatusControl"
import { NumberControl } from "./widgets/NumberControl"
import { PageAddressControl } from "./widgets/PageAddressControl"
import { asObjectControl, groupControl, pictureProblem } from "./widgets/GroupControl"

/**
 * publishing.yaml's settings as the build read them, without the list of editors (editor-backend.ts's
 * editorPageSettingsOf), as JSON (plugins/decap-admin defines it): one string in the bundle, which the
 * browser tests can find and swap for another setting whole. "null" only while that file has a
 * problem, which stops a build; on an editor's own computer the local file server is used and the
 * backend is never asked, so the editor still opens.
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

/** Keeps comments and untouched lines of the YAML files when the CMS saves (see cms-format.ts). */
const FORMAT = "content-yaml"
/** The same for the Pages collection, which also writes the files of new pages. */
const PAGE_FORMAT = "general-page-yaml"

CMS.registerCustomFormat(FORMAT, "yaml", contentFormat(requiredContentFiles))
CMS.registerCustomFormat(PAGE_FORMAT, "yaml", generalPageFormat())
CMS.registerWidget(NUMBER_WIDGET, NumberControl)
CMS.registerWidget(FILE_STATUS_WIDGET, FileStatusControl)
CMS.registerWidget(PAGE_ADDRESS_WIDGET, PageAddressControl)
// Decap's own object field, left unchecked when optional and empty, plus the picture's rule (alt text unless decorative).
const objectWidget = CMS.getWidget("object")
if (!objectWidget) throw new Error("Decap's object widget is not registered")
const objectControl = asObjectControl(objectWidget.control)
CMS.registerWidget(OPTIONAL_GROUP_WIDGET, groupControl(objectControl))
CMS.registerWidget(PICTURE_WIDGET, groupControl(objectControl, pictureProblem))
// The file status field's rules and the signed-in line's, for the editor page (Decap's typed API has
// no place for a widget's styles).
document.head.append(Object.assign(document.createElement("style"), { textContent: fileStatusStyles + signedInStyles }))
showWhoIsSignedIn(document, localStorage)
for (const { file } of requiredContentFiles) {
  CMS.registerPreviewTemplate(cmsFileName(file), previewFor(file, CMS_PAGE_READS))
}
CMS.registerPreviewTemplate(PAGES_COLLECTION, generalPagePreview(CMS_PAGE_READS))
revealInvalidFields(document)
// Decap runs this before it deletes a page's file (and before it unpublishes one).
CMS.registerEventListener({ name: "preUnpublish", handler: guardPageDeletion })

// On an editor's own computer, wait for the local file server rather than fall back to the live login.
void whenFileServerReady(document).then(() =>
  CMS.init({
    // On localhost, with the local file server (decap-server) running, the CMS reads and writes
    // the files in this folder directly: no git host, no login. On the live site it saves through
    // the backend site.yaml names, logging in where the editor is open.
    config: cmsConfig({
      backend: decapBackend(editorSettings, window.location.origin),
      auth: decapSignIn(editorSettings, window.location.origin),
      publishMode: decapPublishMode(editorSettings).publish_mode,
      localBackend: true,
      format: FORMAT,
      pageFormat: PAGE_FORMAT,
      pageReads: CMS_PAGE_READS,
      // The editor is served by the live site it edits: "View Live" opens the entry's page there.
      siteUrl: window.location.origin,
    }) as never,
  }),
)
