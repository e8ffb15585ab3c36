/**
 * The pages the content editor's preview can draw, each from the same body component its page
 * file renders (src/components/page-bodies), and which pages each content file appears on.
 */
import type { ReactElement } from "react"
import { HeroCarousel } from "../../components/home/HeroCarousel"
import { AboutBody } from "../../components/page-bodies/AboutBody"
import { CertificationBody } from "../../components/page-bodies/CertificationBody"
import { CommunityBody } from "../../components/page-bodies/CommunityBody"
import { ContactBody } from "../../components/page-bodies/ContactBody"
import { DirectoryBody } from "../../components/page-bodies/DirectoryBody"
import { FellowshipBody } from "../../components/page-bodies/FellowshipBody"
import { HomeBody } from "../../components/page-bodies/HomeBody"
import { NotFoundBody } from "../../components/page-bodies/NotFoundBody"
import { RecertificationBody } from "../../components/page-bodies/RecertificationBody"
import { SectionsBody } from "../../components/page-bodies/SectionsBody"
import { pagePathOf } from "../../content/site-pages"
import type { Site } from "../../hooks/use-site"
import type { ContentByFile } from "./preview-content"

/**
 * A file's content in the shape its page query returns. The preview draws only content its
 * schema accepted, and the GraphQL types are generated from the same schemas, so the shapes
 * agree; the one difference, an absent optional field (undefined here, null from GraphQL), is
 * one every component treats alike.
 */
function contentAs<T>(content: ContentByFile, file: string): T {
  return content.get(file) as T
}

/** site.yaml with navigation.yaml's links: what the page frame (header and footer) draws. */
export function siteOf(content: ContentByFile): Site {
  return {
    ...contentAs<Omit<Site, "navigation">>(content, "site.yaml"),
    navigation: contentAs<Site["navigation"]>(content, "navigation.yaml"),
  }
}

export interface PagePreview {
  /** How an editor names the page. */
  readonly name: string
  /** Its address, which marks the current link in the top bar. */
  readonly path: string
  /** Its own content file, whose search listing the preview shows. */
  readonly file: string
  /** Every content file the page draws from, besides the frame's site.yaml and navigation.yaml. */
  readonly files: readonly string[]
  readonly render: (content: ContentByFile) => ReactElement
  /** Drawn without the header and footer: a view of part of a page rather than the page. */
  readonly unframed?: boolean
}

/** A page's preview, at the address its content file is served at (src/content/site-pages.ts). */
function pageAt(preview: Omit<PagePreview, "path">): PagePreview {
  return { ...preview, path: pagePathOf(preview.file) }
}

const pages = {
  home: pageAt({
    name: "Home page",
    file: "pages/home.yaml",
    files: ["pages/home.yaml", "slides.yaml", "domains.yaml", "exam.yaml", "constants.yaml"],
    render: (content) => (
      <HomeBody
        page={contentAs(content, "pages/home.yaml")}
        slides={contentAs(content, "slides.yaml")}
        domains={contentAs(content, "domains.yaml")}
        exam={contentAs(content, "exam.yaml")}
        constants={contentAs(content, "constants.yaml")}
        site={contentAs(content, "site.yaml")}
      />
    ),
  }),
  about: pageAt({
    name: "About page",
    file: "pages/about.yaml",
    files: ["pages/about.yaml"],
    render: (content) => <AboutBody page={contentAs(content, "pages/about.yaml")} />,
  }),
  certification: pageAt({
    name: "Certification page",
    file: "pages/certification.yaml",
    files: ["pages/certification.yaml", "exam.yaml", "domains.yaml"],
    render: (content) => (
      <CertificationBody
        page={contentAs(content, "pages/certification.yaml")}
        exam={contentAs(content, "exam.yaml")}
        domains={contentAs(content, "domains.yaml")}
      />
    ),
  }),
  fellowship: pageAt({
    name: "Fellowship page",
    file: "pages/fellowship.yaml",
    files: ["pages/fellowship.yaml"],
    render: (content) => <FellowshipBody page={contentAs(content, "pages/fellowship.yaml")} />,
  }),
  recertification: pageAt({
    name: "Recertification page",
    file: "pages/recertification.yaml",
    files: ["pages/recertification.yaml"],
    render: (content) => <RecertificationBody page={contentAs(content, "pages/recertification.yaml")} />,
  }),
  directory: pageAt({
    name: "Directory page",
    file: "pages/directory.yaml",
    files: ["pages/directory.yaml"],
    render: (content) => (
      <DirectoryBody page={contentAs(content, "pages/directory.yaml")} site={contentAs(content, "site.yaml")} />
    ),
  }),
  community: pageAt({
    name: "Community page",
    file: "pages/community.yaml",
    files: ["pages/community.yaml", "events.yaml", "faq.yaml"],
    render: (content) => (
      <CommunityBody
        page={contentAs(content, "pages/community.yaml")}
        events={contentAs(content, "events.yaml")}
        faqs={contentAs(content, "faq.yaml")}
      />
    ),
  }),
  contact: pageAt({
    name: "Contact page",
    file: "pages/contact.yaml",
    files: ["pages/contact.yaml"],
    render: (content) => (
      <ContactBody page={contentAs(content, "pages/contact.yaml")} site={contentAs(content, "site.yaml")} />
    ),
  }),
  privacy: pageAt({
    name: "Privacy notice",
    file: "pages/privacy.yaml",
    files: ["pages/privacy.yaml"],
    render: (content) => <SectionsBody page={contentAs(content, "pages/privacy.yaml")} />,
  }),
  accessibility: pageAt({
    name: "Accessibility statement",
    file: "pages/accessibility.yaml",
    files: ["pages/accessibility.yaml"],
    render: (content) => <SectionsBody page={contentAs(content, "pages/accessibility.yaml")} />,
  }),
  notFound: pageAt({
    name: "Page not found",
    file: "pages/not-found.yaml",
    files: ["pages/not-found.yaml"],
    render: (content) => <NotFoundBody page={contentAs(content, "pages/not-found.yaml")} />,
  }),
}

type HomeData = Queries.HomePageQuery

/**
 * The carousel shows one slide at a time, and the preview cannot wait for the others: each slide
 * is drawn on its own, by the carousel itself, so the one being edited is in view.
 */
const slideBySlide: PagePreview = {
  name: "Home page's carousel, one slide at a time",
  path: pagePathOf("pages/home.yaml"),
  file: "slides.yaml",
  files: ["pages/home.yaml", "slides.yaml", "constants.yaml"],
  unframed: true,
  render: (content) => {
    const page = contentAs<NonNullable<HomeData["page"]>>(content, "pages/home.yaml")
    const slides = contentAs<HomeData["slides"]["nodes"]>(content, "slides.yaml")
    const site = contentAs<NonNullable<HomeData["site"]>>(content, "site.yaml")
    const constants = contentAs<NonNullable<HomeData["constants"]>>(content, "constants.yaml")
    return (
      <>
        {slides.map((slide, index) => (
          <HeroCarousel
            key={index}
            heading={`Slide ${index + 1}`}
            slides={[slide]}
            copy={page.carousel}
            intervalMs={constants.slideIntervalMs}
            credential={site.credentialAbbreviation}
          />
        ))}
      </>
    )
  },
}

/**
 * Where a visitor meets each file's content: a page file on its page; the site-wide files where
 * they show most (site settings in the header, footer and contact details; the top bar links on
 * Home; the fees and numbers in the exam, renewal and membership facts); a list on the page that
 * lists it.
 */
const pagesOfFile: Readonly<Record<string, readonly PagePreview[]>> = {
  "site.yaml": [pages.contact],
  "navigation.yaml": [pages.home],
  "constants.yaml": [pages.certification, pages.recertification, pages.community],
  "slides.yaml": [slideBySlide, pages.home],
  "domains.yaml": [pages.certification],
  "faq.yaml": [pages.community],
  "events.yaml": [pages.community],
  "exam.yaml": [pages.certification, pages.home],
  ...Object.fromEntries(Object.values(pages).map((page) => [page.file, [page]])),
}

export function pagesShowing(file: string): readonly PagePreview[] {
  const shown = pagesOfFile[file]
  if (!shown) throw new Error(`The preview does not know where content/${file} appears`)
  return shown
}

/** The files a preview of these pages needs: the frame's, placeholders' and each page's. */
export function filesFor(previews: readonly PagePreview[]): string[] {
  const files = new Set(["site.yaml", "navigation.yaml", "constants.yaml"])
  for (const preview of previews) for (const file of preview.files) files.add(file)
  return [...files]
}

/** What a file holds that a visitor does not see on a page, said once above its preview. */
const unseenParts: Readonly<Record<string, string>> = {
  "site.yaml":
    "Not drawn on a page: the site address (used in search results and shared links), the share image's description, and the contact form's service address and anti-spam field. The menu, skip-link and new-tab words are read out by screen readers.",
  "pages/home.yaml":
    "The carousel's button words (previous, next, pause, play, and the slide position) are read out by screen readers; on screen the buttons show as icons.",
}

export function unseenPartsOf(file: string): string | undefined {
  return unseenParts[file]
}
