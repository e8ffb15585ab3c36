import type { CmsWidgetControlProps } from "decap-cms-core"
import { Component, type ChangeEvent } from "react"

/** What Decap passes to a widget's control: its own props, and two its types leave out. */
type TextAreaControlProps = CmsWidgetControlProps<unknown> & {
  readonly setActiveStyle?: () => void
  readonly setInactiveStyle?: () => void
}

/** The height a text field starts at, in lines: room for a short paragraph, as Decap's own text field. */
const TEXT_AREA_LINES = 5
/** The padding above and below the words in each of Decap's fields (decap-cms-ui-default's inputPadding). */
const DECAP_FIELD_PADDING = "16px"

/**
 * The content editor's field for text of several lines, in place of Decap's (decap-cms-widget-text),
 * which sizes its box to the words with react-textarea-autosize: a hidden copy of each box measured
 * after every render of the form, a layout forced per box, so that a form of 100 text fields took
 * 100 layouts to draw and again at each keystroke (docs/performance.md, "The content editor").
 * Here the browser sizes the box to its words itself (CSS field-sizing); a browser without that
 * shows TEXT_AREA_LINES lines, or one per line written, and the box can be pulled taller.
 * A class, because Decap reaches a control through its ref.
 */
export class TextAreaControl extends Component<TextAreaControlProps> {
  private readonly changed = (event: ChangeEvent<HTMLTextAreaElement>) => this.props.onChange(event.target.value)

  render() {
    const { forID, value, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
    const text = typeof value === "string" ? value : ""
    return (
      <textarea
        id={forID}
        value={text}
        className={classNameWrapper}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
        onChange={this.changed}
        rows={Math.max(TEXT_AREA_LINES, text.split("\n").length)}
        css={{
          fontFamily: "inherit",
          resize: "vertical",
          "@supports (field-sizing: content)": {
            fieldSizing: "content",
            minBlockSize: `calc(${TEXT_AREA_LINES}lh + 2 * ${DECAP_FIELD_PADDING})`,
          },
        }}
      />
    )
  }
}
