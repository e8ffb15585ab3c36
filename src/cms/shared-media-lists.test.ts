import { MEDIA_LIST_SHARED_MS, sharingMediaLists } from "./shared-media-lists"

/** A backend whose getMedia answers with how many times it was asked. */
function countingBackend() {
  let lists = 0
  const backend: DecapBackend = {
    authenticate: () => Promise.resolve(undefined),
    restoreUser: () => Promise.resolve(undefined),
    getMedia: () => Promise.resolve(++lists),
    persistMedia: () => Promise.resolve("saved"),
  }
  return { backend, lists: () => lists }
}

describe("the editor's shared lists of pictures", () => {
  it("reads a folder's list once for the reads made together, and afresh once the sharing time has passed", async () => {
    let now = 0
    const { backend, lists } = countingBackend()
    sharingMediaLists(backend, () => now)
    const together = await Promise.all([backend.getMedia?.("content/images"), backend.getMedia?.("content/images")])
    expect(together).toEqual([1, 1])
    now += MEDIA_LIST_SHARED_MS
    expect(await backend.getMedia?.("content/images")).toBe(2)
    expect(lists()).toBe(2)
  })

  it("reads the list afresh after a picture is saved, and hands the save its answer", async () => {
    const { backend } = countingBackend()
    sharingMediaLists(backend, () => 0)
    expect(await backend.getMedia?.("content/images")).toBe(1)
    expect(await (backend.persistMedia as () => Promise<string>)()).toBe("saved")
    expect(await backend.getMedia?.("content/images")).toBe(2)
  })

  it("does not keep a list that failed", async () => {
    let fails = true
    const backend: DecapBackend = {
      authenticate: () => Promise.resolve(undefined),
      restoreUser: () => Promise.resolve(undefined),
      getMedia: () => (fails ? Promise.reject(new Error("offline")) : Promise.resolve("list")),
    }
    sharingMediaLists(backend, () => 0)
    await expect(backend.getMedia?.()).rejects.toThrow("offline")
    fails = false
    expect(await backend.getMedia?.()).toBe("list")
  })
})
