/**
 * How the owner's setup talks with the owner: it says things, asks questions with an answer to take
 * on Enter, asks yes or no, and reads a secret without showing it (nothing typed is echoed, and the
 * answer is never written anywhere but to the host's tool). The terminal's is Node's
 * readline/promises; the tests give scripted answers and read the transcript.
 */
import { createInterface } from "node:readline/promises"
import { Writable } from "node:stream"

export interface Prompts {
  say(text: string): void
  /** An answer; Enter takes `fallback` when there is one, else asks again. */
  ask(question: string, fallback?: string): Promise<string>
  /** Yes or no; Enter takes `fallback`. */
  confirm(question: string, fallback: boolean): Promise<boolean>
  /** A secret, not shown as it is typed; an empty answer asks again. */
  secret(question: string): Promise<string>
  close(): void
}

/** The question as shown, with what Enter takes. */
const withFallback = (question: string, fallback?: string) =>
  fallback === undefined || fallback === "" ? `${question}: ` : `${question} [${fallback}]: `

const yesNo = (question: string, fallback: boolean) => `${question} [${fallback ? "Y/n" : "y/N"}]: `

/** Reads y, yes, n, no; anything else is no answer. */
function yesOrNo(answer: string, fallback: boolean): boolean | undefined {
  const said = answer.trim().toLowerCase()
  if (said === "") return fallback
  if (["y", "yes"].includes(said)) return true
  if (["n", "no"].includes(said)) return false
  return undefined
}

/** The terminal's prompts: the answer typed; a secret's characters are not echoed. */
export function terminalPrompts(
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): Prompts {
  let hidden = false
  // Everything readline writes (the question, the echo of each key) goes through here, and nothing while a secret is typed.
  const screen = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!hidden) output.write(chunk)
      done()
    },
  })
  const terminal = "isTTY" in input && input.isTTY === true
  const lines = createInterface({ input, output: screen, terminal })
  const question = async (text: string) => (await lines.question(text)).trim()
  return {
    say: (text) => output.write(`${text}\n`),
    async ask(text, fallback) {
      for (;;) {
        const answer = await question(withFallback(text, fallback))
        if (answer !== "") return answer
        if (fallback !== undefined) return fallback
      }
    },
    async confirm(text, fallback) {
      for (;;) {
        const answer = yesOrNo(await question(yesNo(text, fallback)), fallback)
        if (answer !== undefined) return answer
      }
    },
    async secret(text) {
      for (;;) {
        output.write(`${text} (not shown as you type): `)
        hidden = true
        const answer = await question("").finally(() => (hidden = false))
        output.write("\n")
        if (answer !== "") return answer
      }
    },
    close: () => lines.close(),
  }
}

/** An answer a test gives: text, or what a test does before it answers (the owner's clicks on GitHub). */
export type ScriptedAnswer = string | (() => string | Promise<string>)

/** Prompts that answer from a script, in order, and keep the transcript (a secret's answer shown as hidden). */
export function scriptedPrompts(answers: readonly ScriptedAnswer[]): Prompts & { readonly transcript: string[] } {
  const queue = [...answers]
  const transcript: string[] = []
  const next = async (shown: string, secret = false): Promise<string> => {
    const answer = queue.shift()
    if (answer === undefined)
      throw new Error(`The script has no answer to: ${shown}\n${transcript.slice(-10).join("\n")}`)
    const text = typeof answer === "function" ? await answer() : answer
    transcript.push(`${shown}${secret ? "(hidden)" : text}`)
    return text.trim()
  }
  return {
    transcript,
    say: (text) => transcript.push(text),
    async ask(text, fallback) {
      const answer = await next(withFallback(text, fallback))
      if (answer === "" && fallback === undefined) throw new Error(`An empty answer to ${text}, which has no fallback`)
      return answer === "" ? (fallback ?? "") : answer
    },
    async confirm(text, fallback) {
      const answer = yesOrNo(await next(yesNo(text, fallback)), fallback)
      if (answer === undefined) throw new Error(`Neither yes nor no to ${text}`)
      return answer
    },
    secret: (text) => next(`${text} (not shown as you type): `, true),
    close: () => {
      if (queue.length > 0) throw new Error(`${queue.length} answers were not asked for`)
    },
  }
}
