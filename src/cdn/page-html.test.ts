import { attributeNamesOf, attributeOf, editedHtml, elementsOf, removalOf } from "./page-html"

describe("attributeOf", () => {
  /** The last element of a page made of `markup`: the innermost when they are nested. */
  const elementOf = (markup: string) => {
    const element = elementsOf(`<!DOCTYPE html><html><head></head><body>${markup}</body></html>`).at(-1)
    if (element === undefined) throw new Error(`no element in ${markup}`)
    return element
  }

  it.each([
    ['<script type="module" src="/a.js"></script>', "src", "/a.js"],
    ["<script src='/a.js'></script>", "src", "/a.js"],
    ["<script src=/a.js async></script>", "src", "/a.js"],
    ["<script async></script>", "async", ""],
    ['<SCRIPT TYPE="Module"></SCRIPT>', "type", "Module"],
    ['<a href="/?a=1&amp;b=&#x32;">x</a>', "href", "/?a=1&b=2"],
    ['<svg><a xlink:href="/x"></a></svg>', "xlink:href", "/x"],
  ])("reads %s as %s = %s", (markup, name, value) => expect(attributeOf(elementOf(markup), name)).toBe(value))

  it("never takes a word inside another attribute's value for an attribute", () => {
    const image = elementOf('<img alt="Board style questions" title="src = x">')
    expect(attributeOf(image, "style")).toBeNull()
    expect(attributeOf(image, "src")).toBeNull()
    expect(attributeOf(elementOf('<div data-style="compact"></div>'), "style")).toBeNull()
  })

  it("reads the first of two attributes of the same name, as the browser does", () => {
    expect(attributeOf(elementOf('<a href="/one" HREF="/two">x</a>'), "href")).toBe("/one")
  })
})

describe("attributeNamesOf", () => {
  it("names each attribute once, in lower case, SVG's with their namespace prefix", () => {
    const [, , , svg, anchor] = elementsOf('<svg ONLOAD="x()"><a xlink:href="/x" onclick="y()"></a></svg>')
    expect(attributeNamesOf(svg)).toEqual(["onload"])
    expect(attributeNamesOf(anchor)).toEqual(["xlink:href", "onclick"])
  })
})

describe("elementsOf", () => {
  it("lists every element in document order, the content of a <template> and a <noscript> included", () => {
    const page = "<p><b>x</b></p><template><style>t{}</style></template><noscript><i>y</i></noscript>"
    expect(elementsOf(page).map((element) => element.tagName)).toEqual([
      "html",
      "head",
      "body",
      "p",
      "b",
      "template",
      "style",
      "noscript",
      "i",
    ])
  })
})

describe("editedHtml", () => {
  it("takes out what a removal spans and puts an insertion before a removal at the same place, every other byte as it was", () => {
    const page =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title></head><body>\n<p>x</p>\n</body></html>'
    const [, , charset, title] = elementsOf(page)
    const after = charset.sourceCodeLocation?.endOffset ?? 0
    expect(editedHtml(page, [...removalOf(title), { start: after, end: after, text: "<meta/>" }])).toBe(
      page.replace("<title>T</title>", "<meta/>"),
    )
  })

  it("removes nothing for an element the parser supplied, which the page's text does not have", () => {
    const [, head] = elementsOf("<p>no head</p>")
    expect(removalOf(head)).toEqual([])
  })
})
