import { act, render } from "@testing-library/react"
import { useSettledValue } from "./use-settled-value"

const SETTLING = { quietMs: 200, atMostMs: 1000 }

function Shown({ value }: { readonly value: string }) {
  return <p>{useSettledValue(value, SETTLING)}</p>
}

describe("the preview's settled value", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms))

  it("shows the first value at once, and a change once it has stayed the same for the quiet time", () => {
    const { container, rerender } = render(<Shown value="Board" />)
    expect(container.textContent).toBe("Board")
    rerender(<Shown value="Board of" />)
    advance(150)
    expect(container.textContent).toBe("Board")
    advance(50)
    expect(container.textContent).toBe("Board of")
  })

  it("takes a value changing every 150 ms once the longest wait has passed, not only when the typing stops", () => {
    const { container, rerender } = render(<Shown value="" />)
    let typed = ""
    const typeKey = () => {
      typed += "x"
      rerender(<Shown value={typed} />)
      advance(150)
    }
    // Keys at 0, 150, … 750 ms, and the clock at 900: never 200 ms without a change.
    for (let key = 0; key < 6; key += 1) typeKey()
    expect(container.textContent).toBe("")
    // A key at 900 ms: the first change was seen 1000 ms before the next moment the value is taken.
    typeKey()
    expect(container.textContent).toBe("xxxxxxx")
  })
})
