import { z } from "zod"
import { editorLabel, record, text } from "../../content/schema-kit"
import { shapeOf, type UnionShape } from "../../content/schema-shape"
import { fieldsOfEveryKind } from "./every-kind-fields"

const delivery = shapeOf(
  editorLabel(
    "Delivery",
    z.discriminatedUnion("method", [
      record({
        method: z.literal("post").describe("How it is sent."),
        street: text,
        town: text,
        note: text.optional(),
      }),
      record({ method: z.literal("email"), address: text, note: text.optional() }),
      record({ method: z.literal("pickup"), town: text.optional(), shop: z.enum(["north", "south"]) }),
    ]),
  ),
) as UnionShape

describe("a group of fields of several kinds, as one form", () => {
  const group = fieldsOfEveryKind(delivery)

  it("has every kind's fields, each kind's order kept and a later kind's own fields right after the field they follow there", () => {
    expect([...group.fields.keys()]).toEqual(["method", "address", "street", "town", "shop", "note"])
  })

  it("requires a field only when every kind requires it", () => {
    expect([...group.fields].map(([name, field]) => [name, field.optional])).toEqual([
      ["method", false],
      ["address", true],
      ["street", true],
      ["town", true],
      ["shop", true],
      ["note", true],
    ])
  })

  it("offers every kind's word for the field that tells them apart, with the hint one of them gives", () => {
    expect(group.fields.get("method")).toMatchObject({
      kind: "choice",
      options: ["post", "email", "pickup"],
      description: "How it is sent.",
    })
    expect(group.fields.get("shop")).toMatchObject({ kind: "choice", options: ["north", "south"] })
  })

  it("keeps the group's own label and whether it may be left out", () => {
    expect(group).toMatchObject({ kind: "object", label: "Delivery", optional: false })
    expect(fieldsOfEveryKind({ ...delivery, optional: true }).optional).toBe(true)
  })
})
