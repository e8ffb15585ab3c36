/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { JSDOM } from "jsdom"
import { BuiltSiteReader, linkProblems } from "./page-links"

describe("a built page's links", () => {
  let publicDir: string
  let site: BuiltSiteReader
  beforeAll(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), "page-links-"))
    mkdirSync(path.join(publicDir, "about"))
    writeFileSync(path.join(publicDir, "index.html"), '<main id="main-content"><h2 id="apply">Apply</h2></main>')
    writeFileSync(path.join(publicDir, "about", "index.html"), '<section id="mission"></section>')
    writeFileSync(path.join(publicDir, "favicon.svg"), "<svg/>")
    site = new BuiltSiteReader(publicDir)
  })
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }))

  /** The problems of the home page's links, were it these links. */
  const problemsOf = (links: string) => linkProblems(new JSDOM(`<body>${links}</body>`).window.document, "/", site)

  it("passes links to pages, files and sections the site has, other sites over https, email and phone", () => {
    expect(
      problemsOf(
        '<a href="#main-content">Skip</a><a href="/about/#mission">Mission</a><a href="/#apply">Apply</a><a href="/favicon.svg">Icon</a><a href="https://apply.example/">Apply online</a><a href="mailto:info@cdm.example">Email</a><a href="tel:+15550102040">Call</a>',
      ),
    ).toEqual([])
  })

  it("names a link to a page the site does not have, one through a redirect, and a section a page lacks", () => {
    expect(
      problemsOf('<a href="/exam-policies/">Policies</a><a href="/about">About</a><a href="/about/#vision">Vision</a>'),
    ).toEqual([
      'the link "Policies" (/exam-policies/) goes to /exam-policies/, which the site does not have',
      'the link "About" (/about) goes through a redirect: it should be written /about/',
      'the link "Vision" (/about/#vision): /about/ has no element with the id "vision"',
    ])
  })

  it("refuses a link that is not secure or not a link at all", () => {
    expect(problemsOf('<a href="http://cdm.example/">Old</a><a href="javascript:alert(1)">Run</a>')).toEqual([
      'the link "Old" (http://cdm.example/) is not a secure address, a page of this site, or an email or phone link',
      'the link "Run" (javascript:alert(1)) is not a secure address, a page of this site, or an email or phone link',
    ])
  })

  it("finds no page outside public/, even in a folder whose name starts with public/'s", () => {
    const sibling = `${publicDir}-x`
    mkdirSync(sibling)
    writeFileSync(path.join(sibling, "index.html"), "<main>Another folder</main>")
    try {
      const escaped = `/..%2F${path.basename(sibling)}/`
      expect(problemsOf(`<a href="${escaped}">Sibling</a>`)).toEqual([
        `the link "Sibling" (${escaped}) goes to ${escaped}, which the site does not have`,
      ])
    } finally {
      rmSync(sibling, { recursive: true, force: true })
    }
  })

  it("refuses an address whose %-escapes do not decode, in its own words", () => {
    expect(problemsOf('<a href="/about/%E0%A4%A">Broken</a><a href="/about/#%zz">Broken fragment</a>')).toEqual([
      'the link "Broken" (/about/%E0%A4%A) is not a well-formed address: one of its %-escapes does not decode',
      'the link "Broken fragment" (/about/#%zz) is not a well-formed address: one of its %-escapes does not decode',
    ])
  })
})
