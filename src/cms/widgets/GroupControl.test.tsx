import { render } from "@testing-library/react"
import { Component, createRef } from "react"
import { groupControl, isEmptyGroup, pictureProblem, type GroupControlProps, type GroupRule } from "./GroupControl"

/** A group's value as Decap hands it over: an Immutable.js map, read with get() and toJS(). */
const value = (fields: Record<string, unknown>) => ({ get: (key: string) => fields[key], toJS: () => fields })
/** A field's configuration as Decap hands it over: a map read with get(). */
const field = (settings: Record<string, unknown>) => ({ get: (key: string) => settings[key] })

/** Decap's object control, as far as a group field uses it: it draws the fields and checks each. */
class FakeObjectControl extends Component<GroupControlProps> {
  static validated = 0
  validate() {
    FakeObjectControl.validated += 1
  }
  render() {
    return <div data-testid="fields" />
  }
}

function renderGroup(
  fields: Record<string, unknown> | undefined,
  options: { required?: boolean; rule?: GroupRule } = {},
) {
  const Group = groupControl(FakeObjectControl, options.rule)
  const ref = createRef<InstanceType<typeof Group>>()
  const validate = jest.fn()
  const props = {
    value: fields && value(fields),
    field: field({ required: options.required }),
    validate,
  } as unknown as GroupControlProps
  const view = render(<Group ref={ref} {...props} />)
  const control = () => ref.current as InstanceType<typeof Group>
  /** How many times the fields inside were checked by one validate. */
  const fieldsChecked = () => {
    const before = FakeObjectControl.validated
    control().validate()
    return FakeObjectControl.validated - before
  }
  return { control, validate, view, fieldsChecked }
}

describe("the content editor's group fields", () => {
  it("takes a group with nothing filled in as empty, and any typed word or choice as not", () => {
    expect(isEmptyGroup(undefined)).toBe(true)
    expect(isEmptyGroup(value({}))).toBe(true)
    expect(isEmptyGroup(value({ label: "  ", href: "", tags: [] }))).toBe(true)
    expect(isEmptyGroup(value({ label: "Read more" }))).toBe(false)
    expect(isEmptyGroup(value({ decorative: false }))).toBe(false)
  })

  it("does not check the fields of an optional group left empty, so an untouched optional link does not stop a save", () => {
    const untouched = renderGroup(undefined, { required: false })
    expect(untouched.fieldsChecked()).toBe(0)
    expect(untouched.validate).toHaveBeenCalledTimes(1)
    expect(renderGroup({ label: "", href: "" }, { required: false }).fieldsChecked()).toBe(0)
  })

  it("checks the fields of an optional group once something is filled in, and of a required group always", () => {
    expect(renderGroup({ label: "Read more" }, { required: false }).fieldsChecked()).toBe(1)
    expect(renderGroup(undefined).fieldsChecked()).toBe(1)
  })

  it("draws Decap's own fields", () => {
    expect(renderGroup({ label: "Read more" }).view.getByTestId("fields")).toBeInTheDocument()
  })
})

describe("the content editor's picture field", () => {
  it("refuses a picture with neither alt text nor the decorative mark, in the content check's words", () => {
    expect(pictureProblem(value({ file: "images/about.jpg" }))).toBe(
      "Alt text is missing: describe what the picture shows for people who cannot see it, or mark it decorative (decorative: true) if it only decorates.",
    )
    expect(pictureProblem(value({ file: "images/about.jpg", alt: "  " }))).toMatch(/^Alt text is missing/)
    expect(pictureProblem(value({ file: "images/about.jpg", alt: "The board at work" }))).toBeUndefined()
    expect(pictureProblem(value({ file: "images/about.jpg", decorative: true }))).toBeUndefined()
  })

  it("says so beside the picture when Decap asks before a save", () => {
    const { control } = renderGroup({ file: "images/about.jpg" }, { rule: pictureProblem })
    expect(control().isValid()).toEqual({
      error: { type: "CUSTOM", message: expect.stringMatching(/^Alt text is missing/) },
    })
    expect(
      renderGroup({ file: "images/about.jpg", alt: "The board" }, { rule: pictureProblem }).control().isValid(),
    ).toBe(true)
  })

  it("asks nothing of an optional picture left empty, such as a card's portrait", () => {
    const { control, fieldsChecked } = renderGroup(undefined, { required: false, rule: pictureProblem })
    expect(control().isValid()).toBe(true)
    expect(fieldsChecked()).toBe(0)
  })
})
