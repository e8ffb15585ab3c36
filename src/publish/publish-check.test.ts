/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { contentDir, ownerSettings, withContent } from "../../tests/support/fixtures/content-fixtures"
import { runPublishCheck, type PublishCheckOptions } from "./publish-check"

/** The check with a build and a server that record whether they were asked for, and its output collected. */
function options(dir: string, summaryFile: string, buildFinishes = true) {
  const calls: string[] = []
  const output: string[] = []
  const given: PublishCheckOptions = {
    contentDir: dir,
    owner: ownerSettings,
    staticDir: path.join(contentDir, "..", "static"),
    publicDir: path.join(dir, "public"),
    recordFile: path.join(dir, "record.json"),
    host: "cloudflare-pages",
    build: () => {
      calls.push("build")
      return buildFinishes
    },
    serve: () => {
      calls.push("serve")
      return Promise.reject(new Error("not served in this test"))
    },
    publication: { address: "https://cdm.example", kind: "live" },
    github: { annotate: true, summaryFile },
    log: (text) => output.push(text),
    error: (text) => output.push(text),
  }
  return { given, calls, output }
}

describe("the publish check", () => {
  let scratch: string
  let summaryFile: string
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), "publish-check-"))
    summaryFile = path.join(scratch, "summary.md")
  })
  afterEach(() => rmSync(scratch, { recursive: true, force: true }))

  it("refuses a content mistake before building anything, on its line, in the log, the annotations and the summary", async () => {
    await withContent(
      { "constants.yaml": (source) => source.replace(/^examFee: .*$/m, "examFee: five hundred") },
      async (dir) => {
        const { given, calls, output } = options(dir, summaryFile)
        expect(await runPublishCheck(given)).toBe(1)
        expect(calls).toEqual([])
        const line =
          readFileSync(path.join(dir, "constants.yaml"), "utf8")
            .split("\n")
            .findIndex((text) => text.startsWith("examFee:")) + 1
        expect(output.join("\n")).toContain(`content/constants.yaml, line ${line}, examFee: should be a price`)
        expect(output).toContainEqual(
          expect.stringMatching(
            new RegExp(
              `^::error file=content/constants.yaml,line=${line},title=The change was not published::examFee: should be a price`,
            ),
          ),
        )
        expect(output.at(-1)).toMatch(/^Publish check FAILED: the content check refused the change in [\d.]+ s\.$/)
        expect(readFileSync(summaryFile, "utf8")).toContain(
          `- content/constants.yaml, line ${line}, examFee: should be a price`,
        )
      },
    )
  })

  it("stops when the build does not finish, before serving anything, and says so in the summary", async () => {
    const { given, calls, output } = options(contentDir, summaryFile, false)
    expect(await runPublishCheck(given)).toBe(1)
    expect(calls).toEqual(["build"])
    expect(output.at(-1)).toBe("Publish check FAILED: the build did not finish (see above).")
    expect(readFileSync(summaryFile, "utf8")).toContain("the site could not be built from it")
  })
})
