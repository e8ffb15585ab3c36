/**
 * @jest-environment node
 */
import { PassThrough } from "node:stream"
import { terminalPrompts } from "./prompts"

/** A terminal: keys typed in, what the screen shows. */
function terminal() {
  const keys = Object.assign(new PassThrough(), { isTTY: true })
  const screen = new PassThrough()
  let shown = ""
  screen.on("data", (chunk: Buffer) => (shown += chunk.toString()))
  return { keys, screen, shown: () => shown }
}

describe("the setup's prompts in a terminal", () => {
  it("read a secret without showing a character of it, and show what else is typed", async () => {
    const { keys, screen, shown } = terminal()
    const prompts = terminalPrompts(keys, screen)
    const secret = prompts.secret("The token")
    keys.write("ghp_s3cret\r")
    await expect(secret).resolves.toBe("ghp_s3cret")
    const name = prompts.ask("The project's name", "cdm-site")
    keys.write("board-site\r")
    await expect(name).resolves.toBe("board-site")
    prompts.close()
    expect(shown()).toContain("The token (not shown as you type): ")
    expect(shown()).not.toContain("s3cret")
    expect(shown()).toContain("board-site")
  })

  it("take Enter as the answer offered, and ask again what is neither yes nor no", async () => {
    const { keys, screen } = terminal()
    const prompts = terminalPrompts(keys, screen)
    const kept = prompts.ask("The project's name", "cdm-site")
    keys.write("\r")
    await expect(kept).resolves.toBe("cdm-site")
    const agreed = prompts.confirm("Add it?", true)
    keys.write("perhaps\r")
    // The second answer, once the question is asked again.
    await new Promise((resolve) => setImmediate(resolve))
    keys.write("n\r")
    await expect(agreed).resolves.toBe(false)
    prompts.close()
  })
})
