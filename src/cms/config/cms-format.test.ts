import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { checkContent, formatProblem } from "../../content/check"
import {
  cmsConfig,
  FILE_PROBLEM_FIELD,
  GENERAL_PAGE_KIND,
  PAGE_ADDRESS_FIELD,
  PAGE_KIND_FIELD,
  type CmsFolderCollection,
} from "./cms-config"
import { contentFormat, generalPageFormat, SOURCE_FIELD } from "./cms-format"
import { requiredContentFiles } from "../../content/content-files"
import { withContent } from "../../../tests/support/fixtures/content-fixtures"
import { contentDir, ownerSettings } from "../../../tests/support/fixtures/content-fixtures"
import { pageReads } from "../../../tests/support/fixtures/page-reads"

const format = contentFormat(requiredContentFiles)
const pageFormat = generalPageFormat()
const config = cmsConfig({
  backend: { name: "test-repo" },
  localBackend: false,
  format: "content-yaml",
  pageFormat: "general-page-yaml",
  pageReads,
})
const pages = config.collections.find((collection): collection is CmsFolderCollection => "folder" in collection)

function read(file: string): string {
  return readFileSync(path.join(contentDir, file), "utf8")
}

/** What Decap passes to toFile: the form's data and the file's field names in form order. */
function fieldOrder(file: string): string[] {
  const cmsFile = config.collections
    .flatMap((collection) => ("files" in collection ? collection.files : []))
    .find((item) => item.file === `content/${file}`)
  return (cmsFile?.fields ?? pages?.fields ?? []).map((field) => field.name)
}

function save(file: string, edit: (data: Record<string, unknown>) => void): string {
  const fileFormat = file.startsWith("pages/") && !fieldOrder(file).includes("mission") ? pageFormat : format
  const data = JSON.parse(JSON.stringify(fileFormat.fromFile(read(file)))) as Record<string, unknown>
  edit(data)
  return fileFormat.toFile(data, fieldOrder(file))
}

function changedLines(before: string, after: string): string[] {
  const a = before.split("\n")
  const b = after.split("\n")
  return b.filter((line, index) => line !== a[index])
}

describe("the CMS's YAML format", () => {
  it("saves every content file unchanged when nothing was edited, comments included", () => {
    for (const spec of requiredContentFiles) {
      expect({ file: spec.file, saved: save(spec.file, () => {}) }).toEqual({ file: spec.file, saved: read(spec.file) })
    }
  })

  it("shows a top-level list as one list field, and site.yaml's links as name and value pairs", () => {
    const slides = format.fromFile(read("slides.yaml"))
    expect((slides.items as unknown[]).length).toBe(4)
    const site = format.fromFile(read("site.yaml"))
    expect((site.links as unknown[])[0]).toEqual({ name: "applicationUrl", value: "https://apply.example.org/cdm" })
    expect(typeof site[SOURCE_FIELD]).toBe("string")
  })

  it("changes only the line that was edited", () => {
    const before = read("constants.yaml")
    const newFee = Number(/^examFee: (.*)$/m.exec(before)?.[1]) + 25
    const after = save("constants.yaml", (data) => {
      data.examFee = newFee
    })
    expect(changedLines(before, after)).toEqual([`examFee: ${newFee}`])
  })

  it("edits, adds and renames links in site.yaml's links group", () => {
    const after = save("site.yaml", (data) => {
      const links = data.links as { name: string; value: string }[]
      links[0].value = "https://apply.example.org/new"
      links.push({ name: "newsUrl", value: "https://news.example.org" })
    })
    const { links } = parse(after) as { links: Record<string, string> }
    expect(links.applicationUrl).toBe("https://apply.example.org/new")
    expect(links.newsUrl).toBe("https://news.example.org")
    expect(after).toContain("# Sites outside this one. They open in a new tab.")
  })

  it("adds a slide, and leaves out an optional list the editor emptied", () => {
    const after = save("slides.yaml", (data) => {
      const items = data.items as Record<string, unknown>[]
      items[2].bullets = []
      items.push({ title: "New slide", subtitle: "{boardName}: news", description: "Line one", bullets: [""] })
    })
    const slides = parse(after) as Record<string, unknown>[]
    expect(slides).toHaveLength(5)
    expect(slides[2]).not.toHaveProperty("bullets")
    expect(slides[4]).toEqual({ title: "New slide", subtitle: "{boardName}: news", description: "Line one" })
    expect(after).toContain('subtitle: "{boardName}: news"')
    expect(after.startsWith("# The four slides of the Home page carousel")).toBe(true)
  })

  it("leaves out an optional group the editor emptied, such as a picture whose file and alt text were cleared", () => {
    const after = save("slides.yaml", (data) => {
      const items = data.items as Record<string, unknown>[]
      items[1].image = { file: "", alt: " " }
    })
    const slides = parse(after) as Record<string, unknown>[]
    expect(slides[1]).not.toHaveProperty("image")
    expect(slides[0]).toHaveProperty("image.file", "images/slide-credential.jpg")
  })

  it("puts a field the editor filled in where the schema lists it, and drops one the editor cleared", () => {
    const after = save("pages/about.yaml", (data) => {
      const mission = data.mission as Record<string, unknown>
      mission.eyebrow = "Why we exist"
      delete mission.lead
    })
    const { mission } = parse(after) as { mission: Record<string, unknown> }
    expect(Object.keys(mission).slice(0, 3)).toEqual(["id", "eyebrow", "heading"])
    expect(mission).not.toHaveProperty("lead")
  })

  it("writes a date the date picker gives into a list file's entry where the schema lists it, as written by hand", () => {
    // The first event, given a first day in place of its "when", as an editor does with the date picker.
    const after = save("events.yaml", (data) => {
      const [event] = data.items as Record<string, unknown>[]
      event.when = ""
      event.start = "2027-05-14"
    })
    const [event] = parse(after) as Record<string, unknown>[]
    const fields = Object.keys(event)
    expect(fields.indexOf("start")).toBe(fields.indexOf("title") + 1)
    expect(event).not.toHaveProperty("when")
    // Unquoted, as an editor writes a day: year-month-day text to the content check (YAML 1.2).
    expect(after).toMatch(/^ {2}start: 2027-05-14$/m)
    const comments = (text: string) => text.split("\n").filter((line) => line.trimStart().startsWith("#"))
    expect(comments(after)).toEqual(comments(read("events.yaml")))
  })

  it("refuses to save a form that never received its file, instead of wiping it", () => {
    expect(() => format.toFile({ title: "x" }, ["title"])).toThrow(/nothing was saved/)
  })

  it("refuses to save over a file it could not read, instead of wiping it", () => {
    const broken = 'title: "unclosed\n'
    const data = format.fromFile(broken)
    expect(data).toEqual({
      [SOURCE_FIELD]: broken,
      [FILE_PROBLEM_FIELD]:
        'Line 1: The file is not valid YAML: a quote (") is opened but never closed. Add the closing quote at the end of the text.',
    })
    expect(() => format.toFile(data, ["title"])).toThrow(/nothing was saved/)
  })

  it("says which line of a file with a tab in its indentation it cannot read", () => {
    const withTab = "- question: Why?\n\tanswer: Because.\n"
    expect(format.fromFile(withTab)[FILE_PROBLEM_FIELD]).toMatch(/^Line 2: .*tab/)
  })
})

describe("the Pages collection's YAML format", () => {
  it("marks a general page as one, so the collection lists it, and a built-in page not", () => {
    expect(pageFormat.fromFile(read("pages/privacy.yaml"))[PAGE_KIND_FIELD]).toBe(GENERAL_PAGE_KIND)
    expect(pageFormat.fromFile(read("pages/about.yaml"))).not.toHaveProperty(PAGE_KIND_FIELD)
    expect(pageFormat.fromFile(read("pages/not-found.yaml"))).not.toHaveProperty(PAGE_KIND_FIELD)
    // A general page that cannot be read is still listed, to say what is wrong with it.
    const broken = pageFormat.fromFile('seo:\n  title: "unclosed\nsections:\n  - id: a\n')
    expect(broken[PAGE_KIND_FIELD]).toBe(GENERAL_PAGE_KIND)
    expect(broken[FILE_PROBLEM_FIELD]).toMatch(/^Line \d+: /)
  })

  it("saves a general page unchanged when nothing was edited, and changes only an edited block's line", () => {
    expect(save("pages/privacy.yaml", () => {})).toBe(read("pages/privacy.yaml"))
    const before = read("pages/privacy.yaml")
    const after = save("pages/privacy.yaml", (data) => {
      const sections = data.sections as { blocks: Record<string, unknown>[] }[]
      sections[0].blocks[2].note = "Browsing the site collects nothing at all."
    })
    expect(changedLines(before, after)).toEqual(["        note: Browsing the site collects nothing at all."])
  })

  it("adds a block of another kind with its type first, and keeps the file's comments", () => {
    const after = save("pages/privacy.yaml", (data) => {
      const sections = data.sections as { blocks: Record<string, unknown>[] }[]
      sections[2].blocks.push({ questions: [{ question: "Is it kept?", answer: "Two years." }], type: "questions" })
    })
    const { sections } = parse(after) as { sections: { blocks: Record<string, unknown>[] }[] }
    expect(sections[2].blocks[1]).toEqual({
      type: "questions",
      questions: [{ question: "Is it kept?", answer: "Two years." }],
    })
    expect(Object.keys(sections[2].blocks[1])[0]).toBe("type")
    expect(after.startsWith("# The privacy notice")).toBe(true)
  })

  it("writes a new page's file from its form, without the editor's own fields, and the content check accepts it", () => {
    const form = {
      [PAGE_ADDRESS_FIELD]: "exam-policies",
      seo: { title: "Exam Policies", description: "The rules of the {credentialAbbreviation} examination." },
      hero: { eyebrow: "Policies", title: "Exam policies", lead: "What to expect on exam day." },
      sections: [
        {
          id: "on-the-day",
          heading: "On the day",
          blocks: [
            { type: "paragraphs", paragraphs: ["Bring an ID.", ""] },
            { type: "buttons", buttons: [{ label: "Contact Us", href: "/contact" }] },
          ],
        },
      ],
    }
    const saved = pageFormat.toFile(
      form,
      pages?.fields.map((field) => field.name),
    )
    expect(saved.split("\n")[0]).toBe(
      '# A page added in the content editor (/exam-policies/). See content/README.md, "Adding a page".',
    )
    expect(parse(saved)).toEqual({
      seo: form.seo,
      hero: form.hero,
      sections: [
        {
          id: "on-the-day",
          heading: "On the day",
          blocks: [
            { type: "paragraphs", paragraphs: ["Bring an ID."] },
            { type: "buttons", buttons: [{ label: "Contact Us", href: "/contact" }] },
          ],
        },
      ],
    })
    const problems = withContent(
      { "pages/exam-policies.yaml": () => saved },
      (dir) => checkContent(dir, { owner: ownerSettings }).problems,
    )
    expect(problems.map(formatProblem)).toEqual([])
  })
})
