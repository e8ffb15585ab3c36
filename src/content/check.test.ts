import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { contentDir } from "../test-support/content-fixtures"
import { checkContent, formatProblem, formatProblems } from "./check"

/** Runs the check on a copy of content/ with some files edited, as an editor might. */
function problemsAfter(edits: Record<string, (source: string) => string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"))
  try {
    cpSync(contentDir, dir, { recursive: true })
    for (const [file, edit] of Object.entries(edits)) {
      const target = path.join(dir, file)
      writeFileSync(target, edit(readFileSync(target, "utf8")))
    }
    return checkContent(dir).problems.map(formatProblem)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function replaceOnce(search: string, replacement: string) {
  return (source: string) => {
    if (!source.includes(search)) throw new Error(`test setup: "${search}" not found`)
    return source.replace(search, replacement)
  }
}

describe("the content check", () => {
  it("passes the content as committed", () => {
    expect(checkContent(contentDir).problems).toEqual([])
  })

  it("names file, line, entry and field of an unknown placeholder, with a suggestion", () => {
    const problems = problemsAfter({
      "slides.yaml": replaceOnce("from the {boardName}", "from the {bordName}"),
    })
    expect(problems).toEqual([
      expect.stringMatching(/^content\/slides\.yaml, line 5, slide 1, description: \{bordName\} is not a known placeholder\. Did you mean \{boardName\}\?$/),
    ])
  })

  it("reports a missing required field", () => {
    const problems = problemsAfter({
      "slides.yaml": replaceOnce("  subtitle: The credential for physicians leading digital care\n", ""),
    })
    expect(problems).toEqual([expect.stringMatching(/^content\/slides\.yaml, line \d+, slide 1, subtitle: is missing\. Add this field; it is required\.$/)])
  })

  it("reports a misspelt field instead of silently dropping it", () => {
    const problems = problemsAfter({ "slides.yaml": replaceOnce("- title: Apply Any Time", "- titel: Apply Any Time") })
    expect(problems).toContainEqual(
      expect.stringMatching(/slides\.yaml, line 6, slide 2: "titel" is not a field here\. Check the spelling; the fields allowed here are: title, subtitle, description, bullets\./),
    )
    expect(problems).toContainEqual(expect.stringMatching(/slide 2, title: is missing/))
  })

  it("reports text where a number is expected", () => {
    const problems = problemsAfter({ "constants.yaml": replaceOnce("examFee: 550", "examFee: $550") })
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/constants\.yaml, line 6, examFee: should be a number \(digits only, no \$ or units\), but is "\$550"\.$/),
    )
  })

  it("reports a YAML syntax error with its line", () => {
    const problems = problemsAfter({ "faq.yaml": (source) => `${source}\n- question: "unclosed\n` })
    expect(problems[0]).toMatch(/^content\/faq\.yaml, line \d+: the file is not valid YAML/)
  })

  it("reports an empty file and an empty list item", () => {
    expect(problemsAfter({ "events.yaml": () => "# nothing here\n" })).toEqual([
      "content/events.yaml: the file is empty. Restore its content from the last working version.",
    ])
    expect(problemsAfter({ "domains.yaml": (source) => `${source}-\n` })).toContainEqual(
      expect.stringMatching(/domains\.yaml, line \d+, domain 11: is empty/),
    )
  })

  it("refuses a carousel with no slides", () => {
    expect(problemsAfter({ "slides.yaml": () => "[]\n" })).toEqual([
      expect.stringContaining("content/slides.yaml, line 1: should have at least one slide"),
    ])
  })

  it("refuses a link to a page the site does not have", () => {
    const problems = problemsAfter({ "pages/home.yaml": replaceOnce("href: /certification", "href: /certifcation") })
    expect(problems).toEqual([
      expect.stringMatching(/pages\/home\.yaml, line \d+, carousel, actions, item 1, href: "\/certifcation" goes to \/certifcation, which is not a page of this site\./),
    ])
  })

  it("refuses an external link that is not https", () => {
    const problems = problemsAfter({
      "site.yaml": replaceOnce("learnMoreUrl: https://www.example.org/digital-medicine", "learnMoreUrl: http://www.example.org/x"),
    })
    expect(problems).toContainEqual(expect.stringMatching(/site\.yaml, line \d+, links, learnMoreUrl: should start with https:\/\//))
  })

  it("refuses a malformed email and phone number", () => {
    const problems = problemsAfter({
      "site.yaml": (source) => source.replace("email: support@example.org", "email: support.example.org").replace('phone: "+1 (555) 010-2040"', "phone: call us"),
    })
    expect(problems).toContainEqual(expect.stringMatching(/contact, email: should be an email address/))
    expect(problems).toContainEqual(expect.stringMatching(/contact, phone: should be a phone number/))
  })

  it("refuses the same page twice in the navigation", () => {
    const problems = problemsAfter({ "navigation.yaml": replaceOnce("path: /contact", "path: /about") })
    expect(problems).toContainEqual("content/navigation.yaml, line 17, link 8, path: /about is already link 2. Each page should appear once in the navigation.")
  })

  it("lists every problem at once, under a sentence that says the site was not built", () => {
    const text = formatProblems([
      { file: "a.yaml", message: "first." },
      { file: "b.yaml", line: 3, where: "x", message: "second." },
    ])
    expect(text).toBe(
      [
        "The site was not built: the content has 2 problems. Fix each one below, save, and build again.",
        "  - content/a.yaml: first.",
        "  - content/b.yaml, line 3, x: second.",
        "See content/README.md for what each message means.",
      ].join("\n"),
    )
  })
})
