import { markOf, type FieldSource } from "./field-marks"
import { FIELD_SOURCE, showFieldTargets, sourceOf } from "./field-targets"

const title: FieldSource = { file: "domains.yaml", path: "items.1.title" }
const alt: FieldSource = { file: "pages/about.yaml", path: "hero.image.alt" }
const label: FieldSource = { file: "site.yaml", path: "footer.quickLinks.0.label" }
const id: FieldSource = { file: "pages/about.yaml", path: "sections.0.id" }

/** A drawn preview, as the site's components draw marked words. */
function drawn(): HTMLElement {
  document.body.innerHTML = ""
  const root = document.createElement("div")
  root.innerHTML = `
    <section id="mission${markOf(id)}" aria-labelledby="mission${markOf(id)}-heading">
      <h2 id="mission${markOf(id)}-heading">Telemedicine and Virtual Care${markOf(title)}</h2>
      <img src="blob:editor/images/about.jpg" alt="A portrait${markOf(alt)}">
      <a href="/contact/">Contact us${markOf(label)}</a>
      <p>No field of its own</p>
    </section>`
  document.body.append(root)
  return root
}

const nextChange = () => new Promise((resolve) => setTimeout(resolve))

describe("the preview's sentences as ways to their fields", () => {
  it("shows every sentence, id and attribute without its mark, and keeps each sentence's field on its element", () => {
    const root = drawn()
    showFieldTargets(root, () => undefined)
    expect(root.innerHTML).not.toMatch(/[\u200b-\u200d\ufeff]/u)
    const heading = root.querySelector("h2")
    expect(heading?.textContent).toBe("Telemedicine and Virtual Care")
    expect(root.querySelector("section")?.getAttribute("aria-labelledby")).toBe(heading?.id)
    expect(sourceOf(heading ?? null)).toEqual(title)
    expect(sourceOf(root.querySelector("img"))).toEqual(alt)
    expect(sourceOf(root.querySelector("a"))).toEqual(label)
    // An id is no sentence: its section is not a target.
    expect(root.querySelector("section")?.hasAttribute(FIELD_SOURCE)).toBe(false)
    expect(root.querySelector("p")?.hasAttribute(FIELD_SOURCE)).toBe(false)
  })

  it("puts each target in the keyboard's order, leaving links where they are", () => {
    const root = drawn()
    showFieldTargets(root, () => undefined)
    expect(root.querySelector("h2")?.getAttribute("tabindex")).toBe("0")
    expect(root.querySelector("img")?.getAttribute("tabindex")).toBe("0")
    expect(root.querySelector("a")?.hasAttribute("tabindex")).toBe(false)
  })

  it("chooses a sentence's field on a click or on Enter, and a link's words rather than following it", () => {
    const root = drawn()
    const chosen: FieldSource[] = []
    showFieldTargets(root, (source) => chosen.push(source))
    root.querySelector("h2")?.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    root.querySelector("img")?.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }))
    const click = new MouseEvent("click", { bubbles: true, cancelable: true })
    root.querySelector("a")?.dispatchEvent(click)
    expect(chosen).toEqual([title, alt, label])
    expect(click.defaultPrevented).toBe(true)
    root.querySelector("p")?.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    expect(chosen).toHaveLength(3)
  })

  it("takes the marks off words drawn again as the editor types, and off new parts of the page", async () => {
    const root = drawn()
    showFieldTargets(root, () => undefined)
    const heading = root.querySelector("h2")
    if (!heading?.firstChild) throw new Error("test setup: no heading text")
    heading.firstChild.textContent = `Telehealth${markOf(title)}`
    const added = document.createElement("h3")
    added.textContent = `Added${markOf(label)}`
    root.append(added)
    await nextChange()
    expect(heading.textContent).toBe("Telehealth")
    expect(added.textContent).toBe("Added")
    expect(sourceOf(added)).toEqual(label)
  })

  it("stops when asked", async () => {
    const root = drawn()
    const chosen: FieldSource[] = []
    const stop = showFieldTargets(root, (source) => chosen.push(source))
    stop()
    const added = document.createElement("h3")
    added.textContent = `Added${markOf(label)}`
    root.append(added)
    added.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    await nextChange()
    expect(chosen).toEqual([])
    expect(added.hasAttribute(FIELD_SOURCE)).toBe(false)
  })
})
