import { z } from "zod"
import { HTTPS_URL } from "./links"
import {
  action,
  amount,
  block,
  card,
  editorLabel,
  email,
  httpsUrl,
  labelled,
  named,
  paragraph,
  phone,
  record,
  text,
  textList,
  wholeNumber,
} from "./schema-kit"
import { fieldNamesOf, innerSchema, shapeAt, shapeOf, shapeOfValue, type FieldShape } from "./schema-shape"

function expectKind<K extends FieldShape["kind"]>(
  shape: FieldShape | undefined,
  kind: K,
): Extract<FieldShape, { kind: K }> {
  expect(shape?.kind).toBe(kind)
  return shape as Extract<FieldShape, { kind: K }>
}

describe("the shape of a schema", () => {
  it("describes text, with no pattern when it has no checks a form can repeat", () => {
    expect(shapeOf(text)).toEqual({ kind: "text", optional: false, nullable: false })
  })

  it("turns a string's checks into one pattern with the schema's message", () => {
    expect(shapeOf(phone)).toMatchObject({
      kind: "text",
      pattern: { source: "^\\+?[\\d\\s().-]{7,}$", message: "should be a phone number like +1 (555) 010-2040" },
    })
    expect(shapeOf(email)).toMatchObject({
      pattern: {
        source: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
        message: "should be an email address like name@example.org",
      },
    })
    // startsWith is narrower than url, so it is the one a form repeats.
    expect(shapeOf(z.string().url().startsWith("https://", "should start with https://"))).toMatchObject({
      pattern: { source: "^https://\\S+$", message: "should start with https://" },
    })
    // A secure address is the secure-address part of the one link rule (links.ts).
    expect(shapeOf(httpsUrl)).toMatchObject({ pattern: { source: HTTPS_URL.source } })
    expect(shapeOf(z.string().url())).toMatchObject({
      pattern: { source: "^https?://\\S+$", message: "should be a web address" },
    })
    expect(shapeOf(z.string().regex(/^a+$/))).toMatchObject({
      pattern: { source: "^a+$", message: "has the wrong form" },
    })
  })

  it("describes whole numbers and prices, with their bounds", () => {
    expect(shapeOf(wholeNumber)).toEqual({
      kind: "number",
      optional: false,
      nullable: false,
      description: "Digits only: no $, commas or units.",
      integer: true,
      min: 0,
    })
    expect(shapeOf(wholeNumber.min(1000).max(9000))).toMatchObject({ integer: true, min: 1000, max: 9000 })
    // A price is refined (at most two digits after the point): the number inside is still seen.
    expect(shapeOf(amount)).toMatchObject({ kind: "number", integer: false, min: 0 })
  })

  it("describes true or false, and a choice of words", () => {
    expect(shapeOf(z.boolean())).toEqual({ kind: "boolean", optional: false, nullable: false })
    expect(shapeOf(z.enum(["online", "in person"]))).toMatchObject({ kind: "choice", options: ["online", "in person"] })
  })

  it("describes a list with its entries' shape and its minimum length", () => {
    const list = expectKind(shapeOf(textList), "list")
    expect(list.minItems).toBe(1)
    expect(list.element).toBe(shapeOf(text))
    expect(shapeOf(z.array(text))).not.toHaveProperty("minItems")
  })

  it("describes a group of fields in the schema's order, with the GraphQL name given to it", () => {
    const link = expectKind(shapeOf(action), "object")
    expect(link.graphqlName).toBe("Action")
    expect(fieldNamesOf(link)).toEqual(["label", "href"])
    const unnamed = expectKind(shapeOf(record({ b: text, a: text.optional() })), "object")
    expect(unnamed).not.toHaveProperty("graphqlName")
    expect(fieldNamesOf(unnamed)).toEqual(["b", "a"])
    expect(unnamed.fields.get("a")?.optional).toBe(true)
  })

  it("describes a free-form group of names and values", () => {
    const links = expectKind(shapeOf(z.record(z.string().regex(/Url$/, "should end in Url"), httpsUrl)), "map")
    expect(links.key).toMatchObject({ kind: "text", pattern: { source: "Url$", message: "should end in Url" } })
    expect(links.value).toBe(shapeOf(httpsUrl))
  })

  it("sees through optional, default, nullable and refined wrappers", () => {
    expect(shapeOf(text.optional())).toMatchObject({ kind: "text", optional: true, nullable: false })
    expect(shapeOf(text.optional().refine(() => true))).toMatchObject({ kind: "text", optional: true })
    expect(shapeOf(z.string().default("x"))).toMatchObject({ kind: "text", optional: true })
    expect(shapeOf(z.string().nullable())).toMatchObject({ kind: "text", optional: false, nullable: true })
    expect(shapeOf(httpsUrl.refine((url) => !url.endsWith("/")))).toMatchObject({ kind: "text", optional: false })
    expect(innerSchema(amount.optional())).toBeInstanceOf(z.ZodNumber)
  })

  it("takes the outermost description, looking inside wrappers for one", () => {
    expect(shapeOf(httpsUrl.refine(() => true)).description).toBe("A full secure web address, starting with https://")
    expect(shapeOf(z.string().describe("inner").optional().describe("outer")).description).toBe("outer")
    expect(shapeOf(text)).not.toHaveProperty("description")
  })

  it("gives each field the editor's label and paragraph mark its schema carries, leaving the shared building block as it was", () => {
    expect(shapeOf(editorLabel("Section heading", text))).toMatchObject({ kind: "text", label: "Section heading" })
    expect(shapeOf(text)).not.toHaveProperty("label")
    expect(shapeOf(text)).not.toHaveProperty("longText")
    expect(shapeOf(paragraph)).toMatchObject({ kind: "text", longText: true })
    // Both marks are found inside wrappers, and a label given later is added to the paragraph mark.
    expect(shapeOf(editorLabel("Introduction", paragraph).optional())).toMatchObject({
      kind: "text",
      optional: true,
      label: "Introduction",
      longText: true,
    })
    expect(shapeOf(paragraph)).not.toHaveProperty("label")
    // A labelled copy keeps everything else: its checks, hint and GraphQL name.
    expect(shapeOf(editorLabel("Website", httpsUrl))).toMatchObject({
      pattern: { source: HTTPS_URL.source },
      description: "A full secure web address, starting with https://",
    })
    expect(expectKind(shapeOf(editorLabel("Button", action)), "object")).toMatchObject({
      graphqlName: "Action",
      label: "Button",
    })
    expect(shapeOf(action)).not.toHaveProperty("label")
  })

  it("describes a shared building block once, and its fields once however it is wrapped", () => {
    expect(shapeOf(card)).toBe(shapeOf(card))
    expect(expectKind(shapeOf(card.optional()), "object").fields).toBe(expectKind(shapeOf(card), "object").fields)
    expect(expectKind(shapeOf(card.optional()), "object").graphqlName).toBe("Card")
  })

  it("describes what a list's entries are called, given where the list is written, optional or not", () => {
    expect(expectKind(shapeOf(labelled("section", z.array(text))), "list").entryLabel).toBe("section")
    expect(expectKind(shapeOf(labelled("block", z.array(text)).optional()), "list").entryLabel).toBe("block")
    expect(shapeOf(z.array(text))).not.toHaveProperty("entryLabel")
  })

  it("describes blocks: groups of fields told apart by the word in their type, each with its GraphQL name", () => {
    const blocks = expectKind(
      shapeOf(
        named(
          "TestBlock",
          z.discriminatedUnion("type", [
            block("note", "TestNoteBlock", "A note.", { note: text }),
            block("list", "TestListBlock", "A list.", { items: textList }),
          ]),
        ),
      ),
      "union",
    )
    expect(blocks.graphqlName).toBe("TestBlock")
    expect(blocks.discriminator).toBe("type")
    expect([...blocks.variants.keys()]).toEqual(["note", "list"])
    const note = blocks.variants.get("note")
    expect(note).toMatchObject({ graphqlName: "TestNoteBlock", description: "A note." })
    expect(fieldNamesOf(note)).toEqual(["type", "note"])
    expect(note?.fields.get("type")).toMatchObject({ kind: "choice", options: ["note"] })
    expect(shapeOfValue(blocks, { type: "list", items: [] })).toBe(blocks.variants.get("list"))
    expect(shapeOfValue(blocks, { type: "gallery" })).toBeUndefined()
  })

  it("refuses a kind of value it cannot describe, rather than guess", () => {
    expect(() => shapeOf(record({ when: z.date() }))).toThrow(/cannot describe \(ZodDate\)/)
  })
})

describe("the shape at a path", () => {
  const page = shapeOf(
    record({
      hero: named("TestHero", record({ title: text })),
      sections: z.array(record({ items: textList.optional() })).optional(),
      links: z.record(httpsUrl),
    }),
  )

  it("follows field names, list positions and names in a free-form group", () => {
    expect(shapeAt(page, [])).toBe(page)
    expect(shapeAt(page, ["hero", "title"])).toBe(shapeOf(text))
    expect(shapeAt(page, ["sections", 3, "items", 0])).toBe(shapeOf(text))
    expect(shapeAt(page, ["links", "applicationUrl"])).toBe(shapeOf(httpsUrl))
  })

  it("is undefined once the path leaves the shape", () => {
    expect(shapeAt(page, ["heroes"])).toBeUndefined()
    expect(shapeAt(page, ["hero", 0])).toBeUndefined()
    expect(shapeAt(page, ["sections", "items"])).toBeUndefined()
    expect(shapeAt(page, ["hero", "title", "more"])).toBeUndefined()
  })

  it("follows a block into the fields of the kind its data names", () => {
    const blocks = shapeOf(
      record({
        blocks: z.array(
          z.discriminatedUnion("type", [
            block("note", "PathNoteBlock", "A note.", { note: text }),
            block("list", "PathListBlock", "A list.", { items: textList }),
          ]),
        ),
      }),
    )
    const data = {
      blocks: [
        { type: "note", note: "n" },
        { type: "list", items: ["i"] },
      ],
    }
    expect(shapeAt(blocks, ["blocks", 1, "items", 0], data)).toBe(shapeOf(text))
    expect(shapeAt(blocks, ["blocks", 0, "items"], data)).toBeUndefined()
    expect(fieldNamesOf(shapeAt(blocks, ["blocks", 0], data))).toEqual(["type", "note"])
  })

  it("lists field names only for a group of fields", () => {
    expect(fieldNamesOf(shapeAt(page, ["hero"]))).toEqual(["title"])
    expect(fieldNamesOf(shapeAt(page, ["links"]))).toBeUndefined()
    expect(fieldNamesOf(undefined)).toBeUndefined()
  })
})
