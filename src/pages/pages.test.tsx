import type { ComponentType } from "react"
import { render } from "@testing-library/react"
import { pageHref } from "../content/links"
import { sitePages } from "../content/site-pages"
import { loadContent } from "../test-support/content-fixtures"
import AboutPage from "./about"
import AccessibilityPage from "./accessibility"
import CertificationPage from "./certification"
import CommunityPage from "./community"
import ContactPage from "./contact"
import DirectoryPage from "./directory"
import FellowshipPage from "./fellowship"
import HomePage from "./index"
import PrivacyPage from "./privacy"
import RecertificationPage from "./recertification"

type Yaml = Record<string, unknown>

/** Every text value in a YAML file with its path, like "mission.paragraphs.0". */
function textsOf(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${at}.${index}`))
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, at ? `${at}.${key}` : key))
  }
  return []
}

/** Text that is not meant to appear as words on the page: search metadata, ids, link targets, attribute-only labels. */
function isShownAsText(path: string, attributeOnly: readonly RegExp[]): boolean {
  return !/^seo\./.test(path) && !/(^|\.)(id|href)$/.test(path) && !attributeOnly.some((pattern) => pattern.test(path))
}

const list = <T,>(file: string) => ({ nodes: loadContent<T[]>(file) })

interface PageCase {
  readonly component: ComponentType<never>
  readonly data: () => Yaml
  readonly attributeOnly?: readonly RegExp[]
}

/** How to render each page, by its content file; where it is served comes from the page list. */
const pageCases: Readonly<Record<string, PageCase>> = {
  "pages/home.yaml": {
    component: HomePage as ComponentType<never>,
    data: () => ({
      page: loadContent("pages/home.yaml"),
      slides: list("slides.yaml"),
      domains: list("domains.yaml"),
      exam: loadContent("exam.yaml"),
      constants: loadContent("constants.yaml"),
      site: loadContent("site.yaml"),
    }),
    // The label, and the play label that only shows once the slide show is paused.
    attributeOnly: [/^carousel\.(label|positionWord|playLabel)$/],
  },
  "pages/about.yaml": {
    component: AboutPage as ComponentType<never>,
    data: () => ({ page: loadContent("pages/about.yaml") }),
  },
  "pages/certification.yaml": {
    component: CertificationPage as ComponentType<never>,
    data: () => ({
      page: loadContent("pages/certification.yaml"),
      exam: loadContent("exam.yaml"),
      domains: list("domains.yaml"),
    }),
  },
  "pages/fellowship.yaml": {
    component: FellowshipPage as ComponentType<never>,
    data: () => ({ page: loadContent("pages/fellowship.yaml") }),
  },
  "pages/recertification.yaml": {
    component: RecertificationPage as ComponentType<never>,
    data: () => ({ page: loadContent("pages/recertification.yaml") }),
  },
  "pages/directory.yaml": {
    component: DirectoryPage as ComponentType<never>,
    data: () => ({ page: loadContent("pages/directory.yaml"), site: loadContent("site.yaml") }),
    attributeOnly: [/^searchForm\.practiceTypes\./],
  },
  "pages/community.yaml": {
    component: CommunityPage as ComponentType<never>,
    data: () => ({ page: loadContent("pages/community.yaml"), events: list("events.yaml"), faqs: list("faq.yaml") }),
  },
  "pages/contact.yaml": {
    component: ContactPage as ComponentType<never>,
    data: () => ({ page: loadContent("pages/contact.yaml"), site: loadContent("site.yaml") }),
  },
  "pages/privacy.yaml": {
    component: PrivacyPage as ComponentType<never>,
    data: () => ({ page: loadContent("pages/privacy.yaml") }),
  },
  "pages/accessibility.yaml": {
    component: AccessibilityPage as ComponentType<never>,
    data: () => ({ page: loadContent("pages/accessibility.yaml") }),
  },
}

it("covers every page of the site", () => {
  expect(Object.keys(pageCases).sort()).toEqual(sitePages.map((page) => page.file).sort())
})

const cases = sitePages.flatMap((page) => {
  const pageCase = pageCases[page.file]
  return pageCase ? [{ route: page.path, file: page.file, ...pageCase }] : []
})

describe.each(cases)("the $route page", ({ route, file, component, data, attributeOnly = [] }) => {
  function renderPage() {
    const Page = component as ComponentType<{ data: Yaml; location: { pathname: string } }>
    render(<Page data={data()} location={{ pathname: route }} />)
    return (document.body.textContent ?? "").replace(/\s+/g, " ")
  }

  it(`shows every sentence of ${file}`, () => {
    const text = renderPage()
    const missing = textsOf(loadContent(file))
      .filter(([path]) => isShownAsText(path, attributeOnly))
      .filter(([, value]) => !text.includes(value.replace(/\s+/g, " ")))
    expect(missing).toEqual([])
  })

  it(`links everywhere ${file} says`, () => {
    renderPage()
    const hrefs = [...document.querySelectorAll("a")].map((link) => link.getAttribute("href"))
    const expected = textsOf(loadContent(file)).filter(([path]) => /(^|\.)href$/.test(path))
    // Pages of this site are linked at the address they are served at (pageHref: /about/).
    for (const [, href] of expected) expect(hrefs).toContain(pageHref(href))
  })

  it("has one h1, from its hero or heading", () => {
    renderPage()
    expect(document.querySelectorAll("h1")).toHaveLength(1)
  })
})
