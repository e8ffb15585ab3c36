import { rememberContentLoader } from "./content-loader"
import { guardPageDeletion } from "./deletion-guard"
import { savedFilesLoader } from "../../tests/support/fixtures/cms-backend"

/** An entry as Decap hands it to an event handler. */
const entry = (collection: string, slug: string) => ({
  get: (key: "collection" | "slug") => (key === "collection" ? collection : slug),
})

describe("deleting a page in the content editor", () => {
  it("goes ahead when the content cannot be read yet (no preview shown), leaving the content check to refuse", async () => {
    await expect(guardPageDeletion({ entry: entry("pages", "privacy") })).resolves.toBeUndefined()
  })

  it("is refused while other content links to the page, naming each link", async () => {
    rememberContentLoader(savedFilesLoader())
    await expect(guardPageDeletion({ entry: entry("pages", "privacy") })).rejects.toThrow(
      "/privacy/ was not deleted: it is linked from content/site.yaml (footer, legalLinks, item 1, href); content/pages/contact.yaml (form, privacyLink, href). Change or remove those links first, then delete the page.",
    )
  })

  it("goes ahead for a page nothing links to, and for any other collection", async () => {
    rememberContentLoader(savedFilesLoader())
    await expect(guardPageDeletion({ entry: entry("pages", "new-test-page") })).resolves.toBeUndefined()
    await expect(guardPageDeletion({ entry: entry("lists", "faq") })).resolves.toBeUndefined()
  })
})
