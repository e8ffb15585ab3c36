/**
 * The W3C Nu HTML Checker (vnu-jar, run with Java; .ci/run installs Java where it is missing) on
 * HTML files. One Java run checks every file given: starting the JVM is most of its time, so the
 * publish check starts it first and lets it run beside the browser.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import { attributeOf, elementsOf } from "../cdn/page-html"

const vnu = path.join(__dirname, "..", "..", "node_modules", "vnu-jar", "build", "dist", "vnu.jar")

export interface NuMessage {
  readonly url: string
  readonly message: string
  readonly lastLine?: number
  /** The text around the error. */
  readonly extract?: string
  /** Where in the extract the erring markup starts, and its length. */
  readonly hiliteStart?: number
  readonly hiliteLength?: number
}

/**
 * The one error the checker reports against the HTML standard: HTML allows `blocking` on a link
 * whose rel is `expect` (https://html.spec.whatwg.org/multipage/semantics.html#attr-link-blocking),
 * the checker still only with `stylesheet` (vnu-jar 26.9.27, the latest). Every page's head has
 * such a link (gatsby-ssr.tsx). Only that link is excused: `blocking` on any other is still an error.
 */
export function isCheckerLagOnExpectLink({ message, extract, hiliteStart, hiliteLength }: NuMessage): boolean {
  if (!message.startsWith("A “link” element with a “blocking” attribute must have a “rel” attribute")) return false
  const start = hiliteStart ?? 0
  const markup = extract?.slice(start, start + (hiliteLength ?? 0)) ?? ""
  const [link, ...others] = elementsOf(markup).filter(({ tagName }) => !["html", "head", "body"].includes(tagName))
  return (
    others.length === 0 &&
    link?.tagName === "link" &&
    attributeOf(link, "rel") === "expect" &&
    attributeOf(link, "blocking") === "render"
  )
}

/** The checker's errors on the files (warnings are not asked for), but for the one it reports against HTML. */
export function nuCheck(files: readonly string[]): Promise<readonly NuMessage[]> {
  return new Promise((resolve, reject) => {
    const java = spawn("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files])
    let report = ""
    java.stderr.setEncoding("utf8").on("data", (chunk: string) => (report += chunk))
    java.on("error", reject)
    java.on("close", (status) => {
      try {
        const { messages } = JSON.parse(report) as { messages: NuMessage[] }
        resolve(messages.filter((message) => !isCheckerLagOnExpectLink(message)))
      } catch {
        reject(new Error(`the Nu HTML Checker did not report (exit ${status}): ${report.slice(0, 500)}`))
      }
    })
  })
}
