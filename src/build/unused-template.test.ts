import { quietUnusedTemplates, unusedTemplateWarning, type LogWriter } from "./unused-template"

const event = "/site/src/page-kinds/event/template.tsx"
const other = "/site/src/page-kinds/other/template.tsx"
const explanation = "\n\nExported queries are only executed for page components. It's possible you're…"

/** A reporter that keeps what it was told to write, quieted for the event template. */
function quietedReporter() {
  const written: string[] = []
  const reporter: LogWriter = {
    warn: (text) => written.push(`warn ${text}`),
    log: (text) => written.push(`log ${text}`),
  }
  quietUnusedTemplates(reporter, [event])
  return { reporter, written }
}

describe("a template whose pages come and go with the content", () => {
  it("leaves no warning in the log while it has no page, nor Gatsby's paragraph after it", () => {
    const { reporter, written } = quietedReporter()
    reporter.warn(unusedTemplateWarning(event))
    reporter.log(explanation)
    expect(written).toEqual([])
  })

  it("keeps every other template's warning and the paragraph, whichever came first", () => {
    for (const order of [
      [event, other],
      [other, event],
    ]) {
      const { reporter, written } = quietedReporter()
      for (const template of order) reporter.warn(unusedTemplateWarning(template))
      reporter.log(explanation)
      expect(written).toEqual([`warn ${unusedTemplateWarning(other)}`, `log ${explanation}`])
    }
  })

  it("keeps everything else Gatsby writes", () => {
    const { reporter, written } = quietedReporter()
    reporter.warn("The content has 5 warnings")
    reporter.log("info bootstrap finished")
    expect(written).toEqual(["warn The content has 5 warnings", "log info bootstrap finished"])
  })
})
