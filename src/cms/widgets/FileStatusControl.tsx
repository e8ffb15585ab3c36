import type { CmsWidgetControlProps } from "decap-cms-core"
import { Component } from "react"
import { colors, fontSizes, radii, space } from "../../styles/theme"

/** What Decap passes to a widget's control, with the entry being edited (Decap's types leave it out). */
export type FileStatusControlProps = CmsWidgetControlProps<unknown> & {
  readonly entry?: { get(key: "path"): unknown }
}

/**
 * The editor page's styles for this field (cms.ts adds them):
 * a readable file's status takes no room; an unreadable file's status is all the form shows, so
 * an empty list never passes for the file's content. Decap labels its styled elements
 * (ControlPaneContainer, ControlContainer) in their class names; the editor test checks both.
 */
export const fileStatusStyles = `
  [class*="ControlContainer"]:has([data-file-status="readable"]) { display: none; }
  [class*="ControlPaneContainer"]:has([data-file-status="unreadable"]) > [class*="ControlContainer"]:not(:has([data-file-status])) { display: none; }
`

function settingOf(field: FileStatusControlProps["field"], key: string): string {
  const setting: unknown = field.get(key)
  return typeof setting === "string" ? setting : "This file"
}

/**
 * The first field of every form: nothing when the file was read; when it could not be (a tab, an
 * unclosed quote), the file, the line and the mistake, in place of a form that would look empty,
 * and a refusal to save (Decap asks a control for isValid before saving). A class, because Decap
 * reaches isValid through the control's ref.
 */
export class FileStatusControl extends Component<FileStatusControlProps> {
  private problem(): string | undefined {
    const { value } = this.props
    return typeof value === "string" && value !== "" ? value : undefined
  }

  isValid = (): true | { error: { type: "CUSTOM"; message: string } } => {
    const problem = this.problem()
    if (!problem) return true
    return { error: { type: "CUSTOM", message: "Nothing was saved: fix the file first (see above)." } }
  }

  render() {
    const problem = this.problem()
    if (!problem) return <span data-file-status="readable" hidden />
    // A page of the Pages collection names its own file; a fixed file is named in the field's settings.
    const path = this.props.entry?.get("path")
    const file = typeof path === "string" && path !== "" ? path : settingOf(this.props.field, "file")
    return (
      <div
        data-file-status="unreadable"
        role="alert"
        id={this.props.forID}
        css={{
          display: "grid",
          gap: space.xs,
          padding: space.md,
          borderRadius: radii.sm,
          border: `2px solid ${colors.goldDeep}`,
          background: colors.noticeSurface,
          color: colors.ink,
          fontSize: fontSizes.base,
        }}
      >
        <strong>{file} cannot be opened in the editor.</strong>
        <span>{problem}</span>
        <span>
          Its content is not shown, and nothing can be saved, until the mistake is fixed: open {file} in a text editor,
          fix that line, save the file, and reload this page. <code>npm run check:content</code> checks every file.
        </span>
      </div>
    )
  }
}
