import { notFoundLogScript } from "../widgets/not-found-log"
import { speculationRules } from "../components/seo/speculation-rules"
import { staticPageProblems } from "./static-page"

const widgetModule = 'import"./x";document.querySelector("[data-carousel]")'
const allowed = { widgetModules: [widgetModule] }
const jsonLd = '{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"Board"}]}'
const css = "body{margin:0;}.css-1abc{display:grid;}@media (min-width:48em){.css-1abc{gap:2rem;}}"

/** A page as the build now writes it; `head` and `body` add to the end of each. */
function builtPage({ head = "", body = "" }: { head?: string; body?: string } = {}): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/>' +
    '<meta name="description" content="Certification in digital medicine."/>' +
    `<style>${css}</style>` +
    '<link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>' +
    '<link rel="canonical" href="https://www.example.org/"/><title>Home | Board</title>' +
    '<link rel="icon" href="/favicon.ico" sizes="32x32"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>' +
    `<script type="application/ld+json">${jsonLd}</script>` +
    `<script type="speculationrules">${speculationRules}</script>${head}</head>` +
    '<body><div id="___gatsby"><div id="gatsby-focus-wrapper">' +
    '<a href="#main-content" class="css-ha6r1c">Skip to main content</a>' +
    '<svg aria-hidden="true" viewBox="0 0 40 40" class="css-ozd7xs"><path d="M5 21h8" stroke-width="2.75"></path></svg>' +
    '<main id="main-content" tabindex="-1" class="css-1abc"><h1>Home</h1>' +
    '<button type="button" popovertarget="site-nav-list">Menu</button></main>' +
    `${body}</div></div></body></html>`
  )
}

const homePage = builtPage({ head: `<script type="module">${widgetModule}</script>` })
const notFoundPage = builtPage({ head: `<script>${notFoundLogScript}</script>` })

describe("staticPageProblems", () => {
  it("passes the home page as the build writes it, with its widget module", () => {
    expect(staticPageProblems(homePage, allowed)).toEqual([])
  })

  it("passes the not-found page as the build writes it, with its inline log", () => {
    expect(staticPageProblems(notFoundPage, allowed)).toEqual([])
  })

  it("passes a page with no widget when the build has no widget modules", () => {
    expect(staticPageProblems(builtPage(), { widgetModules: [] })).toEqual([])
  })

  it.each([
    [
      "a Gatsby runtime script",
      { body: '<script src="/app-0123.js" async></script>' },
      /script loaded from \/app-0123\.js/,
    ],
    [
      "Gatsby's inline chunk mapping",
      { body: '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' },
      /inline script.*window\.___chunkMapping/,
    ],
    [
      "Gatsby's inline page path",
      { body: '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>' },
      /inline script.*window\.pagePath/,
    ],
    [
      "a script file, even a module",
      { head: '<script type="module" src="/widgets/carousel-ffffffffffffffffffff.js"></script>' },
      /script loaded from \/widgets\/carousel-ffffffffffffffffffff\.js/,
    ],
    [
      "a widget module's code run as a classic script, without type=module",
      { head: `<script>${widgetModule}</script>` },
      /inline script \("import/,
    ],
    [
      "a widget module's code changed after the build bundled it",
      { head: `<script type="module">${widgetModule};alert(1)</script>` },
      /inline script of type module/,
    ],
    [
      "a preload of Gatsby's page data",
      { head: '<link rel="preload" href="/page-data/app-data.json" as="fetch" crossorigin="anonymous"/>' },
      /<link rel="preload"> to \/page-data\/app-data\.json/,
    ],
    [
      "a prefetch of a page's data",
      { head: '<link rel="prefetch" href="/page-data/about/page-data.json"/>' },
      /<link rel="prefetch"> to \/page-data\/about\/page-data\.json/,
    ],
    [
      "a module preload",
      { head: '<link rel="modulepreload" href="/widgets/carousel-0123456789abcdef0123.js"/>' },
      /<link rel="modulepreload"> to \/widgets\/carousel-0123456789abcdef0123\.js/,
    ],
    [
      "a preload of a script file",
      { head: '<link as="script" rel="preload" href="/webpack-runtime-0123.js"/>' },
      /<link rel="preload"> to \/webpack-runtime-0123\.js/,
    ],
    [
      "a <style> element in the body",
      { body: "<div><style>.late{color:red}</style></div>" },
      /<style> element outside the head/,
    ],
    [
      "Gatsby's focus wrapper with its style attribute",
      { body: '<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"></div>' },
      /style attribute on <div>/,
    ],
    ["a style attribute written in capitals", { body: '<p STYLE="color:red">x</p>' }, /style attribute on <p>/],
    [
      "speculation rules other than the site's",
      { head: '<script type="speculationrules">{"prefetch":[{"source":"list","urls":["/x"]}]}</script>' },
      /inline script of type speculationrules/,
    ],
    [
      "an inline JSON data block that is not structured data",
      { body: '<script type="application/json" id="gatsby-page-data">{"path":"/"}</script>' },
      /inline script of type application\/json/,
    ],
    [
      "an inline module script",
      { head: '<script type="module">import("/app.js")</script>' },
      /inline script of type module/,
    ],
  ])("reports %s, naming it", (_what, addition, problem) => {
    const problems = staticPageProblems(builtPage(addition), allowed)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(problem)
  })

  it.each([
    ['<a href="javascript:alert(1)">', "a javascript: address in the href attribute of <a>"],
    ['<a href=" JaVaScRiPt:alert(1)">', "a javascript: address in the href attribute of <a>"],
    ['<a href="\x01\tjava\nscript:alert(1)">', "a javascript: address in the href attribute of <a>"],
    ['<a href="&#x20;java&#x09;script&colon;alert(1)">', "a javascript: address in the href attribute of <a>"],
    ["<a href=&#106;avascript:alert(1)>", "a javascript: address in the href attribute of <a>"],
    ['<a HREF="VBScript:msgbox(1)">', "a vbscript: address in the href attribute of <a>"],
    ['<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">', "a data: address in the href attribute of <a>"],
    ['<iframe src="Data:text/html;base64,PHNjcmlwdD4="></iframe>', "a data: address in the src attribute of <iframe>"],
    ['<img alt="" src="data:image/svg+xml,%3Csvg%3E">', "a data: address in the src attribute of <img>"],
    ['<svg><a xlink:href="javascript:alert(1)"></a></svg>', "a javascript: address in the xlink:href attribute of <a>"],
    ['<form action="javascript:alert(1)"></form>', "a javascript: address in the action attribute of <form>"],
  ])(
    "reports %s, a script or data address however it is cased, spaced or encoded, naming the attribute",
    (tag, problem) => {
      const problems = staticPageProblems(builtPage({ body: tag }), allowed)
      expect(problems).toEqual([expect.stringContaining(`${problem} (`)])
    },
  )

  it("does not take an address that only mentions a script or data scheme for one", () => {
    const page = builtPage({
      body:
        '<a href="/data:x">x</a><a href="https://search.example.org/?q=javascript:void">x</a>' +
        '<img alt="javascript: links are refused" src="/static/x.png" data-src="javascript:x"/>',
    })
    expect(staticPageProblems(page, allowed)).toEqual([])
  })

  it("reports every problem of a page that still carries Gatsby's runtime, not only the first", () => {
    const gatsbyPage = builtPage({
      head:
        '<link as="fetch" rel="preload" href="/page-data/app-data.json" crossorigin="anonymous"/>' +
        '<link as="script" rel="preload" href="/app-0123.js"/>',
      body:
        '<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"></div>' +
        '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
        '<script src="/app-0123.js" async></script>',
    })
    expect(staticPageProblems(gatsbyPage, allowed)).toHaveLength(5)
  })

  it("shortens a long inline script to its start in the problem it reports", () => {
    const long = `window.___chunkMapping=${JSON.stringify("x".repeat(500))};`
    const [problem] = staticPageProblems(builtPage({ body: `<script>${long}</script>` }), allowed)
    expect(problem).toContain(long.slice(0, 60))
    expect(problem).toContain("…")
    expect(problem.length).toBeLessThan(120)
  })

  it('does not take style=" inside a JSON-LD script for a style attribute', () => {
    const data = `{"@context":"https://schema.org","description":"<span style='color:red'>Board</span> <i style=\\"x\\">"}`
    const page = builtPage({ head: `<script type="application/ld+json">${data}</script>` })
    expect(staticPageProblems(page, allowed)).toEqual([])
  })

  it('does not take style=" inside the <style> element for a style attribute', () => {
    const page = builtPage({
      head: '<style>[style="outline:none"]{outline:0}.quote::before{content:"<b style=\'x\'>"}</style>',
    })
    expect(staticPageProblems(page, allowed)).toEqual([])
  })

  it("does not take an attribute whose name merely ends in style for a style attribute", () => {
    expect(staticPageProblems(builtPage({ body: '<div data-style="compact">x</div>' }), allowed)).toEqual([])
  })

  it("does not take a <style> written inside a script for a <style> element in the body", () => {
    const page = builtPage({ body: `<script type="application/ld+json">{"a":"<style>b{}</style>"}</script>` })
    expect(staticPageProblems(page, allowed)).toEqual([])
  })

  it("does not take the word style inside another attribute's value for a style attribute", () => {
    const page = builtPage({
      head: '<meta name="description" content="Questions in the style of the exam"/>',
      body: '<img alt="Board style questions" src="/x.png"/><p title="style = plain">x</p>',
    })
    expect(staticPageProblems(page, allowed)).toEqual([])
  })

  it("takes nothing in a comment for markup", () => {
    const page = builtPage({ body: '<!-- <script src="/app-0123.js"></script><p style="color:red" onclick="x()"> -->' })
    expect(staticPageProblems(page, allowed)).toEqual([])
  })

  it("reports an event handler on a script element, which runs as inline script too", () => {
    const page = builtPage({ head: `<script type="application/ld+json" onload="go()">${jsonLd}</script>` })
    expect(staticPageProblems(page, allowed)).toEqual(["an onload attribute on <script>"])
  })

  it("reports a <style> element inside a <template> in the body, which a script could put into the page", () => {
    const page = builtPage({ body: "<template><style>.late{color:red}</style></template>" })
    expect(staticPageProblems(page, allowed)).toEqual(["a <style> element outside the head"])
  })

  it("reports a stylesheet file and an event handler attribute, both of which the policy blocks", () => {
    const page = builtPage({
      head: '<link rel="stylesheet" href="/styles.css"/>',
      body: '<button type="button" onclick="go()">Go</button>',
    })
    expect(staticPageProblems(page, allowed)).toEqual([
      "a stylesheet link to /styles.css, which the policy would block",
      "an onclick attribute on <button>",
    ])
  })
})
