import { waitFor } from "@testing-library/react"
import { useEffect, useState } from "react"
import { hydrateAsTransition } from "./hydrate-as-transition"

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

/** A button that counts clicks and says when its effects have run (that is, when React has committed). */
function Counter({ onCommit }: { onCommit: () => void }) {
  const [count, setCount] = useState(0)
  useEffect(onCommit, [onCommit])
  return <button onClick={() => setCount((value) => value + 1)}>{`Clicked ${count} times`}</button>
}

describe("hydrateAsTransition", () => {
  // Outside act(), as in a browser: React schedules the work itself.
  const actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT
  beforeAll(() => (globalThis.IS_REACT_ACT_ENVIRONMENT = false))
  afterAll(() => (globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment))

  it("hydrates the server's markup later, not inside the call, keeping its elements, and makes it interactive", async () => {
    const onCommit = jest.fn()
    const container = document.createElement("div")
    // What the server wrote for <Counter />.
    container.innerHTML = "<button>Clicked 0 times</button>"
    const serverButton = container.querySelector("button")
    const unmount = hydrateAsTransition(<Counter onCommit={onCommit} />, container)
    expect(onCommit).not.toHaveBeenCalled()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(onCommit).toHaveBeenCalledTimes(1)
    expect(container.querySelector("button")).toBe(serverButton)
    serverButton!.click()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(serverButton!.textContent).toBe("Clicked 1 times")
    unmount()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(container.innerHTML).toBe("")
  })

  it("hydrates a large page in slices, letting the browser run other tasks in between", async () => {
    let tasks = 0
    let counting = true
    const countTasks = () => {
      tasks += 1
      if (counting) setTimeout(countTasks, 0)
    }
    countTasks()
    const seenAt: number[] = []
    /** An item whose render takes a millisecond, as a section of a real page might on a phone. */
    function SlowItem({ index }: { index: number }) {
      const until = Date.now() + 1
      while (Date.now() < until);
      seenAt.push(tasks)
      return <li>{`Item ${index}`}</li>
    }
    const items = Array.from({ length: 60 }, (_, index) => index)
    const page = (
      <ul>
        {items.map((index) => (
          <SlowItem key={index} index={index} />
        ))}
      </ul>
    )
    const container = document.createElement("div")
    container.innerHTML = `<ul>${items.map((index) => `<li>Item ${index}</li>`).join("")}</ul>`
    hydrateAsTransition(page, container)
    await waitFor(() => expect(seenAt).toHaveLength(items.length), { timeout: 5000 })
    counting = false
    expect(seenAt).toHaveLength(items.length)
    // Rendered in one task, every item would have seen the same count.
    expect(new Set(seenAt).size).toBeGreaterThan(3)
  })

  it("mounts into an empty container (the development server renders in the browser)", async () => {
    const container = document.createElement("div")
    const unmount = hydrateAsTransition(<Counter onCommit={() => undefined} />, container)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(container.textContent).toBe("Clicked 0 times")
    unmount()
    expect(container.innerHTML).toBe("")
  })
})
