import { render, screen } from "@testing-library/react"
import { createRef } from "react"
import { FileStatusControl, type FileStatusControlProps } from "./FileStatusControl"

const field = {
  get: (key: string) => (key === "file" ? "content/faq.yaml" : undefined),
} as unknown as FileStatusControlProps["field"]

function renderStatus(value: unknown) {
  const ref = createRef<FileStatusControl>()
  render(
    <FileStatusControl ref={ref} value={value} field={field} onChange={jest.fn()} forID="status" classNameWrapper="" />,
  )
  return () => ref.current as FileStatusControl
}

describe("the file status field at the top of every form", () => {
  it("says which file, which line and what is wrong when the file could not be read, and refuses the save", () => {
    const control = renderStatus(
      "Line 7: The file is not valid YAML: this line is indented with a tab. Use spaces instead.",
    )
    const alert = screen.getByRole("alert")
    expect(alert).toHaveTextContent("content/faq.yaml cannot be opened in the editor.")
    expect(alert).toHaveTextContent("Line 7: The file is not valid YAML: this line is indented with a tab.")
    expect(control().isValid()).toEqual({
      error: { type: "CUSTOM", message: "Nothing was saved: fix the file first (see above)." },
    })
  })

  it("takes no room and allows the save when the file was read", () => {
    const control = renderStatus(undefined)
    expect(screen.queryByRole("alert")).toBeNull()
    expect(control().isValid()).toBe(true)
  })
})
