import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import {
  contentDir,
  loadContent,
  ownerSettings,
  sitePages,
  withContent,
  type ContentEdit,
} from "../../tests/support/fixtures/content-fixtures"
import { checkContent, formatProblem, formatProblems, formatWarnings } from "./check"
import { requiredContentFiles } from "./content-files"
import { pagesToSuggest } from "./check-links"
import { LINK_RULE, pathOf } from "./links"
import { listedPagesIn } from "./site-pages"

/** The project's static/, whose top-level names a page may not take. */
const staticDir = path.join(contentDir, "..", "static")

/** Runs the check on a copy of content/ with some files edited, added or removed, as an editor might. */
function checkAfter(edits: Readonly<Record<string, ContentEdit>>) {
  return withContent(edits, (dir) => checkContent(dir, { owner: ownerSettings, staticDir }))
}

function problemsAfter(edits: Readonly<Record<string, ContentEdit>>): string[] {
  return checkAfter(edits).problems.map(formatProblem)
}

function replaceOnce(search: string, replacement: string) {
  return (source: string) => {
    if (!source.includes(search)) throw new Error(`test setup: "${search}" not found`)
    return source.replace(search, replacement)
  }
}

/**
 * Edits the line "name: value" of a file from its value as committed, whatever an editor has set
 * it to (a fee): the edit is given the value.
 */
function editLine(name: string, edit: (value: string) => string) {
  return (source: string) => {
    const line = new RegExp(`^${name}: (.*)$`, "m")
    const value = line.exec(source)?.[1]
    if (value === undefined) throw new Error(`test setup: no "${name}:" line`)
    return source.replace(line, edit(value))
  }
}

/** The number of the line of content/<file> that starts with `start` after its indent, as committed. */
function lineStarting(file: string, start: string): number {
  const index = readFileSync(path.join(contentDir, file), "utf8")
    .split("\n")
    .findIndex((line) => line.trimStart().startsWith(start))
  if (index === -1) throw new Error(`test setup: content/${file} has no line starting "${start}"`)
  return index + 1
}

/** The exam fee as constants.yaml has it. */
const examFee = /^examFee: (.*)$/m.exec(readFileSync(path.join(contentDir, "constants.yaml"), "utf8"))?.[1] ?? ""

/**
 * The pages a message offers instead of a missing one, in the check's order (the built-in pages,
 * then the general pages by name), of the scratch copy the tests check (withContent): every page a
 * link can lead to (not the thank-you page, which only the form service does).
 */
const PAGES = pagesToSuggest(
  "/",
  withContent({}, (dir) => listedPagesIn(dir)).map((page) => pathOf(page.path)),
)

describe("the content check", () => {
  it("passes the content as committed, and counts the files it read", () => {
    const result = checkContent(contentDir, { owner: ownerSettings })
    expect(result.problems).toEqual([])
    // The data files and built-in pages, and the general pages (the privacy notice, the accessibility statement and any added).
    const general = sitePages.filter((page) => page.kind === "general")
    expect(general.map((page) => page.path)).toEqual(expect.arrayContaining(["/accessibility/", "/privacy/"]))
    expect(result.filesChecked).toBe(requiredContentFiles.length + general.length)
  })

  describe("YAML syntax errors", () => {
    it("points at the line where an unclosed quote starts", () => {
      const problems = problemsAfter({
        "faq.yaml": replaceOnce("- question: ", '- question: "Is it open'),
      })
      expect(problems).toEqual([
        'content/faq.yaml, line 2: the file is not valid YAML: a quote (") is opened but never closed. Add the closing quote at the end of the text.',
      ])
    })

    it("explains that text containing a colon needs quotes", () => {
      const problems = problemsAfter({
        "slides.yaml": replaceOnce(
          "subtitle: No deadlines. Rolling exam scheduling.",
          "subtitle: Deadlines: none. Rolling exam scheduling.",
        ),
      })
      expect(problems).toEqual([
        'content/slides.yaml, line 10: the file is not valid YAML: text that contains ": " must be in quotes. Put the whole text in double quotes ("...").',
      ])
    })

    it("names tabs and repeated fields", () => {
      const notChecked =
        "content/constants.yaml: the {placeholders} and links of the other files were not checked, because constants.yaml could not be read. Fix the problem above, then check again."
      expect(problemsAfter({ "constants.yaml": editLine("examFee", (fee) => `examFee: ${fee}\n\texamX: 1`) })).toEqual([
        expect.stringMatching(
          /^content\/constants\.yaml, line 7: the file is not valid YAML: this line is indented with a tab\. Use spaces instead\./,
        ),
        notChecked,
      ])
      expect(
        problemsAfter({ "constants.yaml": editLine("examFee", (fee) => `examFee: ${fee}\nexamFee: ${fee}0`) }),
      ).toEqual([
        "content/constants.yaml, line 7: the file is not valid YAML: this field appears twice in the same group. Keep one of them and delete the other.",
        notChecked,
      ])
    })
  })

  it("reports a missing required field, saying what to add", () => {
    const problems = problemsAfter({
      "slides.yaml": replaceOnce("  subtitle: The credential for physicians leading digital care\n", ""),
    })
    expect(problems).toEqual([
      "content/slides.yaml, line 3, slide 1, subtitle: is missing. Add this field (text); it is required.",
    ])
  })

  it("reports a misspelt field instead of silently dropping it, and suggests the right name", () => {
    const problems = problemsAfter({ "slides.yaml": replaceOnce("- title: Apply Any Time", "- titel: Apply Any Time") })
    expect(problems).toEqual([
      "content/slides.yaml, line 9, slide 2, title: is missing. Add this field (text); it is required.",
      'content/slides.yaml, line 9, slide 2: "titel" is not a field here. Did you mean "title"? The fields allowed here are: title, subtitle, description, bullets, image.',
    ])
  })

  describe("a value of the wrong kind", () => {
    it("text where a number is expected", () => {
      const problems = problemsAfter({ "constants.yaml": editLine("examFee", (fee) => `examFee: $${fee}`) })
      expect(problems).toEqual([
        `content/constants.yaml, line 6, examFee: should be a price: digits, with cents after a point if needed (no $ or commas), but is "$${examFee}". Write digits only, like 550.`,
      ])
    })

    it("a price with cents, which prices may have", () => {
      expect(problemsAfter({ "constants.yaml": editLine("membershipFee", () => "membershipFee: 17.50") })).toEqual([])
    })

    it("a price with a fraction of a cent", () => {
      const problems = problemsAfter({ "constants.yaml": editLine("membershipFee", () => "membershipFee: 17.505") })
      expect(problems).toEqual([
        "content/constants.yaml, line 30, membershipFee: should have at most two digits after the point, like 17.50.",
      ])
    })

    it("a fraction where only whole numbers make sense", () => {
      const problems = problemsAfter({
        "constants.yaml": replaceOnce("examDurationHours: 4", "examDurationHours: 3.5"),
      })
      expect(problems).toEqual([
        "content/constants.yaml, line 7, examDurationHours: should be a whole number, but is the number 3.5. Write digits only, like 550.",
      ])
    })

    it("text where a list is expected", () => {
      const problems = problemsAfter({
        "slides.yaml": (source) =>
          source.replace(/  bullets:\n(    - .*\n)+/, "  bullets: Virtual care, AI/ML tools\n"),
      })
      expect(problems).toEqual([
        'content/slides.yaml, line 18, slide 3, bullets: should be a list of sentences, each on its own line starting with "- ", but is "Virtual care, AI/ML tools". Put each entry on its own line below, indented, starting with "- ".',
      ])
    })

    it("text where a group of fields is expected", () => {
      const problems = problemsAfter({
        "pages/not-found.yaml": (source) => source.replace(/seo:\n(  .*\n)+/, "seo: Oops\n"),
      })
      expect(problems).toEqual([
        'content/pages/not-found.yaml, line 2, seo: should be a group of fields indented below it (title, description), but is "Oops". Write its fields on the lines below, indented by two more spaces. Compare with a neighbouring entry.',
      ])
    })

    it("a number where text is expected", () => {
      const problems = problemsAfter({ "events.yaml": replaceOnce("when: Throughout the year", "when: 2026") })
      // The line as the file has it, whatever editors add above it.
      const line =
        readFileSync(path.join(contentDir, "events.yaml"), "utf8")
          .split("\n")
          .findIndex((text) => text.includes("when: Throughout the year")) + 1
      expect(problems).toEqual([
        `content/events.yaml, line ${line}, event 2, when: should be text, but is the number 2026. Put it in quotes to keep it as text: "2026".`,
      ])
    })

    it("an unquoted {placeholder} at the start of a value, which YAML reads as a group", () => {
      const problems = problemsAfter({
        "pages/home.yaml": replaceOnce('href: "{learnMoreUrl}"', "href: {learnMoreUrl}"),
      })
      expect(problems).toEqual([
        'content/pages/home.yaml, line 22, carousel, actions, item 2, href: should be a link, but is a group of fields. Text that starts with { must be in quotes: write "{learnMoreUrl}" with the quotes.',
      ])
    })
  })

  describe("empty values", () => {
    it("an empty file", () => {
      expect(problemsAfter({ "events.yaml": () => "# nothing here\n" })).toEqual([
        "content/events.yaml: the file is empty. Restore its content from the last working version.",
      ])
    })

    it("an empty list item", () => {
      expect(problemsAfter({ "domains.yaml": (source) => `${source}-\n` })).toEqual([
        'content/domains.yaml, line 23, domain 11: is empty: a "-" with nothing after it. Write the entry after the "-", or delete the line.',
      ])
    })

    it("a field with nothing after the colon", () => {
      expect(
        problemsAfter({ "pages/not-found.yaml": (source) => source.replace(/^heading: .*$/m, "heading:") }),
      ).toEqual([
        expect.stringMatching(
          /^content\/pages\/not-found\.yaml, line \d+, heading: is empty\. Write text after the colon\.$/,
        ),
      ])
    })
  })

  it("refuses a carousel with no slides", () => {
    expect(problemsAfter({ "slides.yaml": () => "[]\n" })).toEqual([
      "content/slides.yaml, line 1: should have at least one slide: the Home page carousel cannot be empty.",
    ])
  })

  it("refuses what is certainly inaccessible, naming file, line, entry and field: alt text that is a file's name", () => {
    const altLine = /^\s*alt: (.*)$/m
    const problems = problemsAfter({
      "slides.yaml": (source) => source.replace(altLine, "    alt: slide-credential.jpg"),
    })
    expect(problems).toEqual([
      `content/slides.yaml, line ${lineStarting("slides.yaml", "alt:")}, slide 1, image, alt: the picture's alt text, “slide-credential.jpg”, is a file's name, which tells someone who cannot see the picture nothing. Describe what the picture shows in a sentence, or mark it decorative if it only decorates.`,
    ])
  })

  it("names file, line, entry and field of an unknown placeholder, with a suggestion", () => {
    const problems = problemsAfter({
      "slides.yaml": replaceOnce("from the {boardName}", "from the {bordName}"),
    })
    expect(problems).toEqual([
      "content/slides.yaml, line 5, slide 1, description: {bordName} is not a known placeholder. Did you mean {boardName}?",
    ])
  })

  describe("links", () => {
    it("refuses a link to a page the site does not have", () => {
      const problems = problemsAfter({ "pages/home.yaml": replaceOnce("href: /certification", "href: /certifcation") })
      expect(problems).toEqual([
        `content/pages/home.yaml, line 20, carousel, actions, item 1, href: "/certifcation" goes to /certifcation, which is not a page of this site. There is no content/pages/certifcation.yaml: if that page was removed or renamed, restore it or change this link. Use one of: ${PAGES}.`,
      ])
    })

    it("refuses a link to a section that does not exist", () => {
      const problems = problemsAfter({
        "site.yaml": replaceOnce("href: /recertification#cme-requirements", "href: /recertification#cme"),
      })
      expect(problems).toEqual([
        `content/site.yaml, line ${lineStarting("site.yaml", "href: /recertification#cme-requirements")}, footer, resourceLinks, item 3, href: "/recertification#cme": the page /recertification has no section with the id "cme". Use an id written in content/pages/recertification.yaml.`,
      ])
    })

    it("refuses an external web address that is not https, in the links list and in a page", () => {
      const problems = problemsAfter({
        "site.yaml": replaceOnce(
          "learnMoreUrl: https://community.example.org/digital-medicine",
          "learnMoreUrl: http://www.example.org/x",
        ),
        "pages/contact.yaml": replaceOnce('href: "{communityUrl}"', "href: http://forum.example.org"),
      })
      expect(problems).toEqual([
        `content/site.yaml, line ${lineStarting("site.yaml", "learnMoreUrl:")}, links, learnMoreUrl: should start with https:// (secure web address), with a site's name and no spaces, but is "http://www.example.org/x". Use the secure address: https://www.example.org/x.`,
        'content/pages/home.yaml, line 22, carousel, actions, item 2, href: "{learnMoreUrl}" (which is "http://www.example.org/x") is not a link the site can use. Use the secure address: https://www.example.org/x. Change it where that value is set, or write the link here.',
        `content/pages/contact.yaml, line 102, resources, cards, item 2, href: ${LINK_RULE}, but is "http://forum.example.org". Use the secure address: https://forum.example.org.`,
      ])
    })

    it("refuses a link to the site's own address (the owner's siteUrl), naming the page to write or saying it has no such page", () => {
      const { siteUrl } = ownerSettings
      const problems = problemsAfter({
        "site.yaml": replaceOnce(
          "learnMoreUrl: https://community.example.org/digital-medicine",
          `learnMoreUrl: ${siteUrl}/digital-medicine`,
        ),
        "pages/contact.yaml": replaceOnce('href: "{communityUrl}"', `href: ${siteUrl}/about#mission`),
      })
      expect(problems).toEqual([
        `content/pages/home.yaml, line 22, carousel, actions, item 2, href: "{learnMoreUrl}" (which is "${siteUrl}/digital-medicine") is this site's own address, but /digital-medicine is not one of its pages. Use an address on another site where that value is set, in content/site.yaml, or one of: ${PAGES}.`,
        `content/pages/contact.yaml, line 102, resources, cards, item 2, href: "${siteUrl}/about#mission" is this site's own address. Write the page alone, like /about#mission, so it opens in the same tab.`,
      ])
    })

    it("refuses a script link in the top bar's Apply button, naming file, line and field, however it is spaced", () => {
      const problems = problemsAfter({
        "site.yaml": replaceOnce('applyHref: "{applicationUrl}"', 'applyHref: "\\tJavaScript:alert(document.domain)"'),
      })
      expect(problems).toEqual([
        `content/site.yaml, line ${lineStarting("site.yaml", "applyHref:")}, header, applyHref: ${LINK_RULE}, but is "\tJavaScript:alert(document.domain)". Take out the spaces and line breaks: a link has none, before, inside or after it.`,
      ])
    })

    it("checks every field that holds a link, whatever it is called, with its placeholders filled in", () => {
      const problems = problemsAfter({
        "site.yaml": replaceOnce('applyHref: "{applicationUrl}"', 'applyHref: "mailto:{collegeShortName}"'),
      })
      const { collegeShortName } = loadContent<{ collegeShortName: string }>("site.yaml")
      expect(problems).toEqual([
        `content/site.yaml, line ${lineStarting("site.yaml", "applyHref:")}, header, applyHref: "mailto:{collegeShortName}" (which is "mailto:${collegeShortName}") is not a link the site can use. Write mailto: followed by one address, like mailto:{email}. Change it where that value is set, or write the link here.`,
      ])
    })

    it("refuses malformed mailto: and tel: links", () => {
      const problems = problemsAfter({
        "pages/home.yaml": replaceOnce("href: mailto:{email}", "href: mailto:support"),
        "pages/contact.yaml": replaceOnce("href: mailto:{email}", "href: tel:+1 (555) 010-2040"),
      })
      expect(problems).toEqual([
        `content/pages/home.yaml, line 43, apply, actions, item 3, href: ${LINK_RULE}, but is "mailto:support". Write mailto: followed by one address, like mailto:{email}.`,
        `content/pages/contact.yaml, line 29, quickActions, actions, item 2, href: ${LINK_RULE}, but is "tel:+1 (555) 010-2040". Write tel: followed by digits only (no spaces or dashes), like tel:+15550102040.`,
      ])
    })
  })

  it("refuses a malformed email address and phone number", () => {
    const problems = problemsAfter({
      "site.yaml": (source) =>
        source
          .replace("email: support@example.org", "email: support.example.org")
          .replace('phone: "+1 (555) 010-2040"', "phone: call us"),
    })
    expect(problems).toEqual([
      `content/site.yaml, line ${lineStarting("site.yaml", "phone:")}, contact, phone: should be a phone number like +1 (555) 010-2040, but is "call us".`,
      `content/site.yaml, line ${lineStarting("site.yaml", "email:")}, contact, email: should be an email address like name@example.org, but is "support.example.org".`,
      'content/pages/home.yaml, line 43, apply, actions, item 3, href: "mailto:{email}" (which is "mailto:support.example.org") is not a link the site can use. Write mailto: followed by one address, like mailto:{email}. Change it where that value is set, or write the link here.',
      'content/pages/contact.yaml, line 29, quickActions, actions, item 2, href: "mailto:{email}" (which is "mailto:support.example.org") is not a link the site can use. Write mailto: followed by one address, like mailto:{email}. Change it where that value is set, or write the link here.',
    ])
  })

  it("refuses the site's address and the contact form's service in site.yaml: they are the owner's settings, in publishing.yaml", () => {
    // A hand-made commit that puts them back where editors once wrote them, to move the site or its visitors' messages.
    const lines = readFileSync(path.join(contentDir, "site.yaml"), "utf8").trimEnd().split("\n").length
    const problems = problemsAfter({
      "site.yaml": (source) =>
        `${source.trimEnd()}\nsiteUrl: https://elsewhere.example\ncontactForm:\n  endpoint: https://collector.example/f\n`,
    })
    expect(problems).toEqual([
      `content/site.yaml, line ${lines + 1}: "siteUrl" is no longer set here: the site's address is the site owner's setting now, in publishing.yaml beside the content folder, which editors cannot change, since editors sign in at that address. Delete it from this file; to change the address, ask the site's owner. "contactForm" is no longer set here: where the contact form sends visitors' messages is the site owner's setting now, in publishing.yaml beside the content folder, which editors cannot change, and the privacy notice names that service from it. Delete it from this file; to change the form's service, ask the site's owner.`,
    ])
  })

  describe("navigation", () => {
    it("refuses the same page twice", () => {
      const problems = problemsAfter({ "navigation.yaml": replaceOnce("path: /contact", "path: /about") })
      expect(problems).toEqual([
        "content/navigation.yaml, line 17, link 8, path: /about is already link 2. Each page should appear once in the navigation: delete this link or change its path.",
      ])
    })

    it("refuses a page that does not exist", () => {
      const problems = problemsAfter({ "navigation.yaml": replaceOnce("path: /contact", "path: /contact-us") })
      expect(problems).toEqual([
        `content/navigation.yaml, line 17, link 8, path: /contact-us is not a page of this site. There is no content/pages/contact-us.yaml: if that page was removed or renamed, restore it or change this link. Use one of: ${PAGES}.`,
      ])
    })
  })

  it("reports a file the site does not use, and a page in a folder of its own", () => {
    expect(problemsAfter({ "faqs.yaml": () => "- question: x\n" })).toEqual([
      "content/faqs.yaml: the site does not use this file. A page goes in content/pages/; the other files are site.yaml, navigation.yaml, constants.yaml, slides.yaml, domains.yaml, faq.yaml, events.yaml, exam.yaml. Rename it to one of those, move it, or remove it.",
    ])
    const nested = withContent({}, (dir) => {
      mkdirSync(path.join(dir, "pages", "2027"))
      writeFileSync(
        path.join(dir, "pages", "2027", "summit.yaml"),
        readFileSync(path.join(dir, "pages", "privacy.yaml")),
      )
      return checkContent(dir, { owner: ownerSettings, staticDir }).problems.map(formatProblem)
    })
    expect(nested).toEqual([
      "content/pages/2027/summit.yaml: pages cannot be in a folder of their own. Move it to content/pages/, where its file name becomes its address.",
    ])
  })

  describe("pages an editor adds under content/pages/", () => {
    /** A general page as an editor might write it, with the sections given. */
    const newPage = (sections: string) =>
      `seo:\n  title: Exam Policies\n  description: The exam's rules.\nhero:\n  eyebrow: Exam\n  title: Exam policies\n  lead: What to expect.\nsections:\n${sections}`
    const oneSection =
      "  - id: on-the-day\n    heading: On the day\n    blocks:\n      - type: note\n        note: Bring an ID.\n"

    it("accepts a new page, and links to it and to its sections from any file", () => {
      const result = checkAfter({
        "pages/new-test-page.yaml": () => newPage(oneSection),
        "pages/about.yaml": replaceOnce("href: /community", "href: /new-test-page#on-the-day"),
        "navigation.yaml": (source) => `${source}- name: Exam policies\n  path: /new-test-page\n`,
      })
      expect(result.problems.map(formatProblem)).toEqual([])
      expect(result.filesChecked).toBe(
        withContent({}, (dir) => checkContent(dir, { owner: ownerSettings, staticDir }).filesChecked) + 1,
      )
    })

    it("refuses a file name that is not a clean address, saying what to rename it to", () => {
      expect(problemsAfter({ "pages/New Test Page.yaml": () => newPage(oneSection) })).toEqual([
        'content/pages/New Test Page.yaml: the file name "New Test Page" cannot be a page\'s address: use lowercase letters (a-z), digits and single hyphens between words, like exam-policies. Rename the file to new-test-page.yaml.',
      ])
    })

    it("refuses a name whose address is the editor's, the not-found page's, or a folder of static/", () => {
      const reserved = (name: string) =>
        `content/pages/${name}.yaml: the file name /${name}/ is reserved for something else the site publishes there. Choose another name.`
      expect(
        problemsAfter({
          "pages/admin.yaml": () => newPage(oneSection),
          "pages/404.yaml": () => newPage(oneSection.replace("on-the-day", "b")),
          "pages/icons.yaml": () => newPage(oneSection.replace("on-the-day", "c")),
        }),
      ).toEqual([reserved("404"), reserved("admin"), reserved("icons")])
    })

    it("refuses two files that would be published at one address", () => {
      expect(problemsAfter({ "pages/about.yml": () => newPage(oneSection) })).toEqual([
        "content/pages/about.yml: this page and content/pages/about.yaml would both be published at /about/. Keep one: merge them, or give this one another name.",
      ])
      expect(
        problemsAfter({
          "pages/new-test-page.yaml": () => newPage(oneSection),
          "pages/New-Test-Page.yaml": () => newPage(oneSection),
        }),
      ).toEqual([
        expect.stringMatching(/^content\/pages\/New-Test-Page\.yaml: the file name "New-Test-Page" cannot be/),
        "content/pages/New-Test-Page.yaml: this page and content/pages/new-test-page.yaml would both be published at /new-test-page/. Keep one: merge them, or give this one another name.",
        "content/pages/new-test-page.yaml: this page and content/pages/New-Test-Page.yaml would both be published at /new-test-page/. Keep one: merge them, or give this one another name.",
      ])
    })

    it("refuses a page without a title or without sections", () => {
      expect(
        problemsAfter({
          "pages/new-test-page.yaml": () => newPage("").replace("  title: Exam Policies\n", ""),
        }),
      ).toEqual([
        "content/pages/new-test-page.yaml, line 2, seo, title: is missing. Add this field (text); it is required.",
        'content/pages/new-test-page.yaml, line 7, sections: is empty. Write a list of sections, each starting with "- " after the colon.',
      ])
      expect(problemsAfter({ "pages/new-test-page.yaml": () => `${newPage("")}  []\n` })).toEqual([
        "content/pages/new-test-page.yaml, line 9, sections: should have at least one section: a page needs something below its heading.",
      ])
    })

    it("names the section and block of an unknown kind of block, with the kinds there are", () => {
      const gallery = `${oneSection}  - id: photos\n    heading: Photos\n    blocks:\n      - type: paragraphs\n        paragraphs:\n          - Our summit.\n      - type: galery\n        images: []\n`
      expect(problemsAfter({ "pages/new-test-page.yaml": () => newPage(gallery) })).toEqual([
        'content/pages/new-test-page.yaml, line 20, section 2, block 2, type: should say which kind of block this is, one of: paragraphs, list, steps, cards, buttons, note, image, questions; it is "galery".',
      ])
    })

    it("lists the fields a block of that kind has, for a field it does not have", () => {
      const misspelt = oneSection.replace("        note: Bring an ID.", "        notes: Bring an ID.")
      expect(problemsAfter({ "pages/new-test-page.yaml": () => newPage(misspelt) })).toEqual([
        "content/pages/new-test-page.yaml, line 12, section 1, block 1, note: is missing. Add this field (text); it is required.",
        'content/pages/new-test-page.yaml, line 13, section 1, block 1: "notes" is not a field here. Did you mean "note"? The fields allowed here are: type, note.',
      ])
    })

    it("refuses two sections with one id, which a link could not tell apart, naming the other's line", () => {
      const twice = `${oneSection}${oneSection}`
      expect(problemsAfter({ "pages/new-test-page.yaml": () => newPage(twice) })).toEqual([
        'content/pages/new-test-page.yaml, line 14, section 2, id: "on-the-day" is already the id of another section of this page (line 9). Give each section its own id, and change the links that use it.',
      ])
    })

    it("refuses a section id that another section writes for its heading", () => {
      const clash = `${oneSection}${oneSection.replace("id: on-the-day", "id: on-the-day-heading")}`
      expect(problemsAfter({ "pages/new-test-page.yaml": () => newPage(clash) })).toEqual([
        'content/pages/new-test-page.yaml, line 14, section 2, id: "on-the-day-heading" is already the id of the heading of the section "on-the-day" (line 9). Give each section its own id, and change the links that use it.',
      ])
    })

    it("refuses the ids of the page frame: the skip link's target and the menu's list", () => {
      const frame = (id: string) => newPage(oneSection.replace("id: on-the-day", `id: ${id}`))
      expect(problemsAfter({ "pages/new-test-page.yaml": () => frame("main-content") })).toEqual([
        'content/pages/new-test-page.yaml, line 9, section 1, id: "main-content" is already the id of the main content, where the skip link jumps to, on this page. Give each section its own id, and change the links that use it.',
      ])
      expect(problemsAfter({ "pages/new-test-page.yaml": () => frame("site-nav-list") })).toEqual([
        'content/pages/new-test-page.yaml, line 9, section 1, id: "site-nav-list" is already the id of the menu\'s list of links, on this page. Give each section its own id, and change the links that use it.',
      ])
    })

    it("refuses, on a built-in page, an id that its own parts use, and the cards' ids on Home", () => {
      const contact = readFileSync(path.join(contentDir, "pages/contact.yaml"), "utf8")
      const sectionId = /^ {2}id: (\S+)$/m.exec(contact)?.[1] ?? ""
      expect(
        problemsAfter({ "pages/contact.yaml": replaceOnce(`  id: ${sectionId}\n`, "  id: contact-email\n") }),
      ).toEqual([
        expect.stringMatching(/, id: "contact-email" is already the id of part of the contact form, on this page\./),
      ])
      // Home's audience band writes "<id>-who" and "<id>-why" for its two cards.
      const home = loadContent<{ apply: { id: string }; audience: { id: string } }>("pages/home.yaml")
      const { apply, audience } = home
      expect(
        problemsAfter({ "pages/home.yaml": replaceOnce(`  id: ${apply.id}\n`, `  id: ${audience.id}-why\n`) }),
      ).toEqual([
        expect.stringMatching(
          new RegExp(
            `, id: "${audience.id}-why" is already the id of the second card of the section "${audience.id}" \\(line \\d+\\)\\.`,
          ),
        ),
      ])
    })

    it("refuses removing a page that other files link to, naming each linking file", () => {
      expect(problemsAfter({ "pages/privacy.yaml": null })).toEqual([
        expect.stringMatching(
          /^content\/site\.yaml, line \d+, footer, legalLinks, item 1, href: "\/privacy" goes to \/privacy, which is not a page of this site\. There is no content\/pages\/privacy\.yaml: if that page was removed or renamed, restore it or change this link\./,
        ),
        expect.stringMatching(
          /^content\/pages\/contact\.yaml, line \d+, form, privacyLink, href: "\/privacy" goes to \/privacy,/,
        ),
      ])
    })
  })

  describe("search titles", () => {
    it("warns, without refusing, about a title search engines would cut, counting the board's name", () => {
      const result = checkAfter({
        "pages/about.yaml": replaceOnce("title: About the Board", "title: About the Board, its Mission and its People"),
      })
      expect(result.problems).toEqual([])
      expect(result.warnings.map(formatProblem)).toContainEqual(
        'content/pages/about.yaml, line 3, seo, title: the title search engines show, "About the Board, its Mission and its People | American Board of Digital Medicine", is 80 characters with the board\'s name; they show about 60 and cut the rest. Shorten it if you can (nothing stops the build).',
      )
      expect(formatWarnings(result.warnings)).toMatch(
        /^The content has \d+ warnings \(the site is built all the same\):\n  - /,
      )
    })

    it("counts a title with its placeholders filled in", () => {
      const { warnings } = checkContent(contentDir, { owner: ownerSettings, staticDir })
      const certification = warnings.find((warning) => warning.file === "pages/certification.yaml")
      expect(certification?.message).toContain('"Certified in Digital Medicine (CDM) Certification | American Board')
      expect(warnings.find((warning) => warning.file === "pages/about.yaml")).toBeUndefined()
    })
  })

  it("reports every problem of every file at once", () => {
    const problems = problemsAfter({
      "constants.yaml": editLine("examFee", (fee) => `examFee: $${fee}`),
      "slides.yaml": replaceOnce("- title: Apply Any Time", "- titel: Apply Any Time"),
      "faq.yaml": replaceOnce("- question: ", '- question: "Is it open'),
      "pages/home.yaml": replaceOnce("href: /certification", "href: /certifcation"),
      "events.yaml": () => "",
    })
    expect(problems.map((problem) => problem.split(/[,:]/)[0])).toEqual([
      "content/constants.yaml",
      "content/slides.yaml",
      "content/slides.yaml",
      "content/faq.yaml",
      "content/events.yaml",
      "content/pages/home.yaml",
    ])
  })

  it("does not bury a broken site.yaml under a flood of unknown placeholders", () => {
    const problems = problemsAfter({ "site.yaml": replaceOnce("boardName: ", 'boardName: "') })
    expect(problems).toEqual([
      expect.stringContaining(
        `content/site.yaml, line ${lineStarting("site.yaml", "boardName:")}: the file is not valid YAML: a quote`,
      ),
      "content/site.yaml: the {placeholders} and links of the other files were not checked, because site.yaml could not be read. Fix the problem above, then check again.",
    ])
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

describe("the pages a message offers for one that does not exist", () => {
  const many = Array.from({ length: 1000 }, (_, index) => `/page-${index}`)

  it("are all of them on a small site", () => {
    expect(pagesToSuggest("/abuot", ["/", "/about", "/contact"])).toBe("/, /about, /contact")
  })

  it("are the five closest to what was written on a large one, saying so", () => {
    expect(pagesToSuggest("/page-99x", ["/about", ...many])).toBe(
      "/page-99, /page-990, /page-991, /page-992, /page-993 (the closest of 1001 pages)",
    )
  })
})
