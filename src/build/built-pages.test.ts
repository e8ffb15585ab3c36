import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { builtInSitePages, sitePageOf, type SitePage } from "../content/page-registry"
import {
  htmlFileOf,
  htmlFilesOf,
  localAssetsOf,
  missingAssets,
  missingPages,
  strayPages,
  unfinishedBuildProblems,
} from "./built-pages"
import { scratchFolder } from "../../tests/support/scratch-folder"

const general = sitePageOf("pages/exam-policies.yaml") as SitePage
const notFound = builtInSitePages.find((page) => page.kind === "not-found") as SitePage
const pages = [builtInSitePages[0], general, notFound]

function publicWith(files: readonly string[]): string {
  const dir = scratchFolder("public")
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), "<!doctype html>")
  }
  return dir
}

describe("the registry's pages in public/", () => {
  it("are written at their address's index.html, the not-found page also as 404.html", () => {
    expect(htmlFileOf("/")).toBe("index.html")
    expect(htmlFilesOf(general)).toEqual(["exam-policies/index.html"])
    expect(htmlFilesOf(notFound)).toEqual(["404/index.html", "404.html"])
  })

  it("are each missing, named with their content file, when not written", () => {
    const dir = publicWith(["index.html", "404.html"])
    expect(missingPages(dir, pages)).toEqual([
      "/exam-policies/ (content/pages/exam-policies.yaml) was not built: public/exam-policies/index.html is missing.",
      "/404/ (content/pages/not-found.yaml) was not built: public/404/index.html is missing.",
    ])
  })

  it("leave any other page file a stray, but not the content editor's", () => {
    expect(strayPages(["index.html", "admin/index.html", "old/index.html"], pages)).toEqual([
      "public/old/index.html is not a page of the site: no file of content/ makes it. If its page was removed, run npm run clean and build again.",
    ])
  })

  it("say a build that exited 0 stopped early, when its last step's file or a page is missing", () => {
    const complete = publicWith(["index.html", "exam-policies/index.html", "404/index.html", "404.html", "_headers"])
    expect(unfinishedBuildProblems(complete, pages)).toEqual([])
    const stopped = publicWith(["index.html", "404/index.html", "404.html"])
    expect(unfinishedBuildProblems(stopped, pages)).toEqual([
      "public/_headers was not written: gatsby build ended before its last step (see its output above).",
      "/exam-policies/ (content/pages/exam-policies.yaml) was not built: public/exam-policies/index.html is missing.",
    ])
  })
})

describe("the files pages load", () => {
  it("are read from src and every candidate of srcset, of this site only", () => {
    const html =
      '<img src="/static/a/600/x.jpg" srcSet="/static/a/360/x.jpg 360w,\n/static/a/600/x.jpg 600w" alt=""/>' +
      '<source srcset="/static/a/360/x.avif 360w"/><link rel="icon" href="/favicon.svg"/><img src="https://example.org/y.png" alt=""/>'
    expect(localAssetsOf(html).sort()).toEqual(["/static/a/360/x.avif", "/static/a/360/x.jpg", "/static/a/600/x.jpg"])
  })

  it("are each named, with the page, when public/ lacks them", () => {
    const dir = publicWith(["static/a/600/x.jpg"])
    const pagesLoading = [
      { address: "/about/", html: '<img src="/static/a/600/x.jpg" srcset="/static/a/360/x.jpg 360w" alt=""/>' },
    ]
    expect(missingAssets(dir, pagesLoading)).toEqual([
      "/about/ loads /static/a/360/x.jpg, which is not in public/. Run npm run clean and build again.",
    ])
  })
})
