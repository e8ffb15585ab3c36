import type { CmsWidgetControlProps } from "decap-cms-core"
import { Component, type ChangeEvent } from "react"
import { readNumber, type NumberRules } from "./number-input"

/** What Decap passes to a widget's control: its own props, and two its types leave out. */
export type NumberControlProps = CmsWidgetControlProps<unknown> & {
  readonly setActiveStyle?: () => void
  readonly setInactiveStyle?: () => void
}

/** A setting of the field's generated config (cms-config.ts), which Decap hands over as an Immutable.js map. */
function settingOf(field: NumberControlProps["field"], key: string): unknown {
  return field.get(key)
}

function numberSetting(field: NumberControlProps["field"], key: string): number | undefined {
  const setting = settingOf(field, key)
  return typeof setting === "number" ? setting : undefined
}

interface NumberControlState {
  /** Exactly what the editor typed, kept while it is not yet (or not) a number the content takes. */
  readonly text: string
}

function textOf(value: unknown): string {
  return typeof value === "number" || typeof value === "string" ? String(value) : ""
}

/**
 * The content editor's number field. A plain text box with a numeric keyboard: it keeps what was
 * typed, gives the form the number once it is one the content takes, and otherwise refuses the
 * save with a message saying what to type (Decap asks a control for isValid before saving).
 * A class, because Decap reaches isValid through the control's ref.
 */
export class NumberControl extends Component<NumberControlProps, NumberControlState> {
  state: NumberControlState = { text: textOf(this.props.value) }

  componentDidUpdate(previous: NumberControlProps) {
    // A value set from outside (an undo, a reloaded entry) replaces the text; the editor's own typing does not.
    const { value } = this.props
    if (value !== previous.value && value !== this.readingValue(this.state.text)) {
      this.setState({ text: textOf(value) })
    }
  }

  private rules(): NumberRules {
    const { field } = this.props
    const label = settingOf(field, "label")
    return {
      label: typeof label === "string" ? label : "This number",
      decimals: numberSetting(field, "decimals") === 2 ? 2 : 0,
      min: numberSetting(field, "min"),
      max: numberSetting(field, "max"),
    }
  }

  /**
   * What the form holds for a text: the number, "" when empty, a number the content refuses (17.505)
   * as that number, so the preview's note names the real mistake, and other text as typed.
   */
  private readingValue(text: string): unknown {
    const reading = readNumber(text, this.rules())
    if (reading.kind === "number") return reading.value
    if (reading.kind === "empty") return ""
    const number = Number(text.trim())
    return text.trim() !== "" && Number.isFinite(number) ? number : text
  }

  private handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value
    this.setState({ text })
    this.props.onChange(this.readingValue(text))
  }

  isValid = (): true | { error: { type: "CUSTOM"; message: string } } => {
    const reading = readNumber(this.state.text, this.rules())
    return reading.kind === "invalid" ? { error: { type: "CUSTOM", message: reading.message } } : true
  }

  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
    return (
      <input
        type="text"
        inputMode={this.rules().decimals === 0 ? "numeric" : "decimal"}
        id={forID}
        className={classNameWrapper}
        value={this.state.text}
        onChange={this.handleChange}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
        autoComplete="off"
      />
    )
  }
}
