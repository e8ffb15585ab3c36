import { editorRoute, KEPT_ROUTE_KEY, keepRouteAcrossSignIn } from "./sign-in-route"

const ENTRY = "#/collections/lists/entries/events"

/** The editor page opened at `address` in this tab. */
function openAt(address: string): () => Promise<void> {
  window.history.replaceState(null, "", address)
  return keepRouteAcrossSignIn(window)
}

/** What Decap's PKCE sign-in does to the address as it draws its Login screen, and as it reads a provider's code. */
function decapTakesOffTheAddress(): void {
  window.history.replaceState(null, "", "/admin/")
}

/** The provider's return, once Decap has read its code. */
function backFromProvider(): () => Promise<void> {
  const signedIn = openAt("/admin/?code=the-code&state=the-state")
  decapTakesOffTheAddress()
  return signedIn
}

async function moveTo(hash: string): Promise<void> {
  const moved = new Promise((resolve) => window.addEventListener("hashchange", resolve, { once: true }))
  window.location.hash = hash
  await moved
}

// Each page opened in these tests is the tab's one page: the address as the last one left it.
beforeEach(() => {
  sessionStorage.clear()
  // A page's own replaceState, if an earlier page's sign-in wrapped it.
  Reflect.deleteProperty(window.history, "replaceState")
})

describe("the editor's route across a sign-in", () => {
  it("is where the page opened, once the sign-in the provider sent it back with is accepted, and only then", async () => {
    openAt(`/admin/${ENTRY}`)
    decapTakesOffTheAddress()
    const signedIn = backFromProvider()
    await signedIn()
    expect(window.location.hash).toBe(ENTRY)

    await moveTo("#/collections/site")
    await signedIn()
    expect(window.location.hash).toBe("#/collections/site")
  })

  it("is the one the editor moved to last before signing in", async () => {
    openAt("/admin/#/collections/site")
    await moveTo(ENTRY)
    decapTakesOffTheAddress()
    await backFromProvider()()
    expect(window.location.hash).toBe(ENTRY)
  })

  it("stays in the address of a page no provider sent back, when Decap's Login screen clears a code that is not there", () => {
    openAt(`/admin/${ENTRY}`)
    decapTakesOffTheAddress()
    expect(window.location.hash).toBe(ENTRY)
    window.history.replaceState(null, "", "/admin/#/collections/site")
    expect(window.location.hash).toBe("#/collections/site")
  })

  it("is followed only on the provider's return: a page opened without its code stays where it is", async () => {
    openAt(`/admin/${ENTRY}`)
    await openAt("/admin/#/collections/site")()
    expect(window.location.hash).toBe("#/collections/site")
  })

  it.each([
    ["a provider's token", "#access_token=secret&token_type=bearer"],
    ["the editor's start", "#/"],
    ["a collection without a name", "#/collections/"],
    ["a route Decap does not have", "#/settings"],
    ["another address", "#//elsewhere.example/admin/"],
  ])("is never kept when the hash is %s, and one kept before is forgotten", (_, hash) => {
    openAt(`/admin/${ENTRY}`)
    openAt(`/admin/${hash}`)
    expect(sessionStorage.getItem(KEPT_ROUTE_KEY)).toBeNull()
  })

  it("is refused when what the tab kept is not an editor route, and the address stays the page's own", async () => {
    sessionStorage.setItem(KEPT_ROUTE_KEY, "https://elsewhere.example/admin/#/collections/site")
    await backFromProvider()()
    expect(window.location.href).toBe("http://localhost/admin/")
  })

  it("is the editor's collections, entries and workflow", () => {
    for (const route of [ENTRY, "#/collections/pages", "#/collections/pages/new", "#/workflow"]) {
      expect(editorRoute(route)).toBe(route)
    }
  })
})
