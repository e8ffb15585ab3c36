/**
 * What the editor needs once someone is signed in, in a file of its own that cms.ts asks for as the
 * first screen is drawn: the widgets the forms are made of (Decap's, only those the configuration
 * uses, and the site's own), the YAML formats that read and write the files, each file's preview
 * (whose code is loaded when a preview is first drawn, preview/lazy-preview.tsx), the deletion guard
 * and the reveal of a refused save's messages; and, where publishers can schedule drafts, their
 * schedules (schedule/).
 */
import CMS from "decap-cms-core"
import DecapBoolean from "decap-cms-widget-boolean"
import DecapDatetime from "decap-cms-widget-datetime"
import DecapImage from "decap-cms-widget-image"
import DecapList from "decap-cms-widget-list"
import DecapObject from "decap-cms-widget-object"
import DecapSelect from "decap-cms-widget-select"
import DecapString from "decap-cms-widget-string"
import {
  cmsFileName,
  CONTENT_FORMAT,
  FILE_STATUS_WIDGET,
  GENERAL_PAGE_FORMAT,
  PAGE_ADDRESS_WIDGET,
  PAGES_COLLECTION,
} from "./config/cms-config"
import { contentFormat, generalPageFormat } from "./config/cms-format"
import { requiredContentFiles } from "../content/content-files"
import { OPTIONAL_GROUP_WIDGET } from "../content/fields/group"
import { NUMBER_WIDGET } from "../content/fields/number"
import { PICTURE_WIDGET } from "../content/fields/picture"
import type { OwnerSettings } from "../content/owner-settings"
import type { ReadsOfKinds } from "../content/page-registry"
import { guardPageDeletion } from "./deletion-guard"
import { fieldFocusStyles } from "./field-focus"
import { lazyPreview, preloadPreviewsWhenIdle } from "./preview/lazy-preview"
import { revealInvalidFields } from "./reveal-invalid-fields"
import { scheduleCalls } from "./schedule/schedule-calls"
import { boardTimeStyles, showSchedules } from "./schedule/scheduling"
import { FileStatusControl, fileStatusStyles } from "./widgets/FileStatusControl"
import { asObjectControl, groupControl, pictureProblem } from "./widgets/GroupControl"
import { NumberControl } from "./widgets/NumberControl"
import { TextAreaControl } from "./widgets/TextAreaControl"
import { PageAddressControl } from "./widgets/PageAddressControl"

/** Decap's own widgets the forms use (the content's kinds of field say which, fields/). */
const DECAP_WIDGETS = [DecapString, DecapSelect, DecapList, DecapObject, DecapBoolean, DecapDatetime, DecapImage]

/** Decap's field for text of several lines, which the site's own replaces (widgets/TextAreaControl.tsx). */
const TEXT_WIDGET = "text"

/**
 * Registers them: `reads` says what each kind of page's query reads, `owner` the owner's settings
 * the pages are drawn with (the build's, CMS_PAGE_READS and CMS_OWNER_SETTINGS).
 */
export function registerEditorParts(reads: ReadsOfKinds, owner: OwnerSettings): void {
  for (const widget of DECAP_WIDGETS) CMS.registerWidget(widget.Widget())
  CMS.registerWidget(TEXT_WIDGET, TextAreaControl)
  CMS.registerWidget(NUMBER_WIDGET, NumberControl)
  CMS.registerWidget(FILE_STATUS_WIDGET, FileStatusControl)
  CMS.registerWidget(PAGE_ADDRESS_WIDGET, PageAddressControl)
  // Decap's own object field, left unchecked when optional and empty, plus the picture's rule (alt text unless decorative).
  const objectWidget = CMS.getWidget("object")
  if (!objectWidget) throw new Error("Decap's object widget is not registered")
  const objectControl = asObjectControl(objectWidget.control)
  CMS.registerWidget(OPTIONAL_GROUP_WIDGET, groupControl(objectControl))
  CMS.registerWidget(PICTURE_WIDGET, groupControl(objectControl, pictureProblem))
  // Keeps comments and untouched lines of the YAML files when the CMS saves (see cms-format.ts).
  CMS.registerCustomFormat(CONTENT_FORMAT, "yaml", contentFormat(requiredContentFiles))
  CMS.registerCustomFormat(GENERAL_PAGE_FORMAT, "yaml", generalPageFormat())
  // The file status field's rules and the found field's outline, for the editor page (Decap's typed
  // API has no place for a widget's styles).
  document.head.append(
    Object.assign(document.createElement("style"), { textContent: fileStatusStyles + fieldFocusStyles }),
  )
  for (const { file } of requiredContentFiles) {
    CMS.registerPreviewTemplate(
      cmsFileName(file),
      lazyPreview((previews) => previews.previewFor(file, reads, owner)),
    )
  }
  CMS.registerPreviewTemplate(
    PAGES_COLLECTION,
    lazyPreview((previews) => previews.generalPagePreview(reads, owner)),
  )
  preloadPreviewsWhenIdle(window)
  revealInvalidFields(document)
  // Decap runs this before it deletes a page's file (and before it unpublishes one).
  CMS.registerEventListener({ name: "preUnpublish", handler: guardPageDeletion })
}

/**
 * Drafts' schedules, through the gateway at `gateway` on the board's clock `timeZone`: on each
 * draft's page and on the workflow board, read again once Decap has saved or published a draft.
 */
export function scheduleDrafts(where: { gateway: string; repository: string; timeZone: string }): void {
  document.head.append(Object.assign(document.createElement("style"), { textContent: boardTimeStyles }))
  const shown = showSchedules(window, scheduleCalls(where, localStorage), where.timeZone)
  for (const name of ["postSave", "postPublish"] as const) {
    CMS.registerEventListener({ name, handler: () => void shown.readAgain() })
  }
}
