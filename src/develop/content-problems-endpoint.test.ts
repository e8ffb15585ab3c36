import { readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { checkContent, formatProblem } from "../content/check"
import { copyOfContent, ownerSettings } from "../../tests/support/fixtures/content-fixtures"
import { answerContentProblems } from "./content-problems-endpoint"

describe("the dev server's answer about the content", () => {
  let dir: string

  beforeEach(() => {
    dir = copyOfContent()
  })

  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("has no problems for the content as committed", async () => {
    expect(await answerContentProblems(dir, ownerSettings)).toEqual({ problems: [] })
  })

  it("gives each problem's parts and the terminal's wording of it", async () => {
    const about = path.join(dir, "pages", "about.yaml")
    writeFileSync(about, readFileSync(about, "utf8").replace("{boardName}", "{bordName}"))

    const { problems } = await answerContentProblems(dir, ownerSettings)

    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: "pages/about.yaml", line: 4, where: "seo, description" })
    expect(problems[0].text).toBe(
      "content/pages/about.yaml, line 4, seo, description: {bordName} is not a known placeholder. Did you mean {boardName}?",
    )
    expect(problems[0].text).toBe(formatProblem(checkContent(dir, { owner: ownerSettings }).problems[0]))
  })

  it("reads the files again on every request, the pictures among them", async () => {
    const about = path.join(dir, "pages", "about.yaml")
    const original = readFileSync(about, "utf8")
    writeFileSync(about, original.replace("{boardName}", "{bordName}"))
    expect((await answerContentProblems(dir, ownerSettings)).problems).toHaveLength(1)

    writeFileSync(about, original)
    expect((await answerContentProblems(dir, ownerSettings)).problems).toEqual([])

    const picture = path.join(dir, "images", "about.jpg")
    writeFileSync(picture, "not a picture")
    expect((await answerContentProblems(dir, ownerSettings)).problems).toEqual([
      expect.objectContaining({
        file: "pages/about.yaml",
        text: expect.stringContaining("content/images/about.jpg is not a picture the site can read"),
      }),
    ])
  })
})
