import { roleOf } from "./editors"

const editors = [
  { domain: "board.example", role: "editor" },
  { address: "Web@Board.example", role: "publisher" },
  { address: "guest@elsewhere.example", role: "editor" },
] as const

describe("who the owner's list admits", () => {
  it("admits a person by address, whatever its case, and their own line wins over their domain's", () => {
    expect(roleOf("web@board.example", editors)).toBe("publisher")
    expect(roleOf("guest@ELSEWHERE.example", editors)).toBe("editor")
  })

  it("admits everyone at a listed domain, and no one at its subdomains or at a domain that only ends like it", () => {
    expect(roleOf("ana@board.example", editors)).toBe("editor")
    expect(roleOf("ana@mail.board.example", editors)).toBeUndefined()
    expect(roleOf("ana@notboard.example", editors)).toBeUndefined()
    expect(roleOf("other@elsewhere.example", editors)).toBeUndefined()
  })
})
