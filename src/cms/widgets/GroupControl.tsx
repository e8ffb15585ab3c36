import type { CmsWidgetControlProps } from "decap-cms-core"
import { Component, type ComponentClass } from "react"
import { ALT_TEXT_RULE } from "../../content/fields/picture"

/** What Decap passes to a widget's control, with the one function its types leave out. */
export type GroupControlProps = CmsWidgetControlProps<unknown> & {
  /** The field's own validation (required, pattern, and this control's isValid), which Decap lends its control. */
  readonly validate?: () => void
}

/** Decap's object control, as a group field uses it: a class that draws the fields and checks each (validate). */
type ObjectControl = ComponentClass<GroupControlProps>

/** What a group field calls on the object control it draws. */
interface Validating {
  validate?(): void
  /** Opens the group if folded and focuses the field at the path inside it (Decap's visual editing). */
  focus?(path: string): void
}

/** A group's value as Decap hands it over: an Immutable.js map of its fields. */
interface GroupValue {
  get(key: string): unknown
  toJS(): unknown
}

/** A group's own rule, beyond its fields' rules: why the value cannot be saved, or nothing. */
export type GroupRule = (value: GroupValue | undefined) => string | undefined

/**
 * Decap's object control, which its registry hands over untyped (its types call it a props
 * object): a class, since a group field reaches its validate through a ref.
 */
export function asObjectControl(control: unknown): ObjectControl {
  const prototype: unknown = typeof control === "function" ? (control as { prototype?: unknown }).prototype : undefined
  if (typeof prototype !== "object" || prototype === null || !("render" in prototype)) {
    throw new Error("Decap's object widget is not a class component: the group fields cannot wrap it")
  }
  return control as ObjectControl
}

function isGroupValue(value: unknown): value is GroupValue {
  return typeof value === "object" && value !== null && typeof (value as Partial<GroupValue>).toJS === "function"
}

/** Nothing filled in: what an untouched or emptied group holds ("" and empty lists included; false is a choice). */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === "string") return value.trim() === ""
  if (Array.isArray(value)) return value.every(isBlank)
  if (typeof value === "object") return Object.values(value).every(isBlank)
  return false
}

/** An optional group left empty: nothing to check, and the file leaves it out (cms-format's withoutEmpty). */
export function isEmptyGroup(value: unknown): boolean {
  return isBlank(isGroupValue(value) ? value.toJS() : value)
}

/**
 * A group of fields (a card's link, a picture): Decap's own object field, with two things it
 * lacks. An optional group left empty is not checked: Decap checks every field inside a group,
 * so an untouched optional link would refuse the save for its required label. And a group may
 * have its own rule, one no field can check alone (a picture's alt text unless decorative), said
 * beside the group before a save, in the content check's words. Made from Decap's object control
 * (cms.ts hands it over), which still draws and checks the fields inside.
 */
export function groupControl(Inner: ObjectControl, rule?: GroupRule) {
  return class GroupControl extends Component<GroupControlProps> {
    private inner: Validating | null = null

    private keepInner = (instance: Component<GroupControlProps> | null) => {
      this.inner = instance as Validating | null
    }

    private isSkipped() {
      return this.props.field.get("required") === false && isEmptyGroup(this.props.value)
    }

    /** Decap validates a group by its control: the fields inside first, then the group's own rules. */
    validate = () => {
      if (!this.isSkipped()) this.inner?.validate?.()
      this.props.validate?.()
    }

    /** Decap reaches a field inside the group through the group's control: the object control finds it. */
    focus = (path: string) => {
      this.inner?.focus?.(path)
    }

    isValid = (): true | { error: { type: "CUSTOM"; message: string } } => {
      if (this.isSkipped() || !rule) return true
      const problem = rule(isGroupValue(this.props.value) ? this.props.value : undefined)
      return problem ? { error: { type: "CUSTOM", message: problem } } : true
    }

    render() {
      return <Inner {...this.props} ref={this.keepInner} />
    }
  }
}

/** Why a picture cannot be saved as it is: it has neither alt text nor the decorative mark. */
export const pictureProblem: GroupRule = (value) => {
  const alt = value?.get("alt")
  if (value?.get("decorative") === true || (typeof alt === "string" && alt.trim() !== "")) return undefined
  return `Alt text is missing: ${ALT_TEXT_RULE}.`
}
