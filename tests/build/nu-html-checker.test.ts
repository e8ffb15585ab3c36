/**
 * The W3C Nu HTML Checker (vnu-jar, run with Java) on every built page and the content editor's:
 * zero errors. Java runs the checker; .ci/run installs it (default-jre-headless) where it is missing.
 */
import path from "node:path"
import { publicDir, servedFiles } from "./built-site"
import { nuCheck } from "../../src/publish/nu-checker"

describe("the W3C Nu HTML Checker", () => {
  it("finds no error on any page, the content editor's included", async () => {
    const files = [...servedFiles.map((page) => page.file), path.join(publicDir, "admin", "index.html")]
    const messages = await nuCheck(files)
    expect(
      messages.map(
        (message) =>
          `${path.relative(publicDir, new URL(message.url).pathname)}:${message.lastLine}: ${message.message}`,
      ),
    ).toEqual([])
  })
})
