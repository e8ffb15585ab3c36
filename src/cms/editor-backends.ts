/**
 * Decap's backends, registered under the names the configuration gives them (config/editor-backend.ts).
 * Where Decap saves through the local file server (an editor's own computer), its proxy backend is
 * the one used; anywhere else, the one publishing.yaml names, loaded only there: the git hosts'
 * backends carry their APIs' clients, which an editor's computer never needs.
 *
 * None of them signs anyone in before the editor's parts are registered (editor-parts.ts), which
 * a sign-in asks for if they are not in yet: the first screen shows meanwhile, and no entry is
 * read before its file's format is known. After a sign-in is accepted, the editor's step for it
 * (sign-in-route.ts: back to the route the editor had before the provider) is taken before Decap
 * draws the signed-in editor.
 */
import CMS from "decap-cms-core"
import { ProxyBackend } from "decap-cms-backend-proxy"
import { savesThroughLocalFileServer } from "./local-file-server"
import { sharingMediaLists } from "./shared-media-lists"

/** The local file server's backend, by the name Decap gives it once the server answers. */
const LOCAL_BACKEND = "proxy"

/** Each backend publishing.yaml can name (editor-backend.ts's decapBackend), loaded when used. */
const LIVE_BACKENDS: Readonly<Record<string, () => Promise<DecapBackendClass>>> = {
  "git-gateway": () => import("decap-cms-backend-git-gateway").then((module) => module.GitGatewayBackend),
  github: () => import("decap-cms-backend-github").then((module) => module.GitHubBackend),
  gitlab: () => import("decap-cms-backend-gitlab").then((module) => module.GitLabBackend),
}

/** What the editor does around a sign-in (cms.ts). */
export interface AroundSignIn {
  /** Settles once the editor can be signed in: no one is before. */
  readonly ready: () => Promise<unknown>
  /** Taken once a sign-in is accepted, before Decap draws the signed-in editor. */
  readonly signedIn: () => Promise<void>
}

/**
 * The backend, signing in (or back in, from a stored session) only once `ready()` has settled,
 * taking `signedIn()` before it hands Decap the person, and sharing its lists of pictures
 * (sharingMediaLists). Not a subclass: Decap's backends are native classes, which the bundle's
 * Babel would extend with ES5 functions that cannot call them. Decap makes the backend with `new`,
 * which takes the object a constructor returns: the real backend, its two sign-in methods wrapped.
 */
export function editorBackend(Backend: DecapBackendClass, { ready, signedIn }: AroundSignIn): DecapBackendClass {
  function EditorBackend(...args: never[]) {
    const backend: DecapBackend = new Backend(...args)
    const authenticate = backend.authenticate.bind(backend)
    const restoreUser = backend.restoreUser.bind(backend)
    backend.authenticate = async (credentials) => {
      await ready()
      const user = await authenticate(credentials)
      await signedIn()
      return user
    }
    backend.restoreUser = async (user) => {
      await ready()
      return restoreUser(user)
    }
    sharingMediaLists(backend)
    return backend
  }
  return EditorBackend as unknown as DecapBackendClass
}

/** Registers the backend Decap will use here: `liveName` on the live site, the file server's on an editor's computer. */
export async function registerBackends(liveName: string, hostname: string, around: AroundSignIn): Promise<void> {
  if (savesThroughLocalFileServer(hostname)) {
    CMS.registerBackend(LOCAL_BACKEND, editorBackend(ProxyBackend, around))
    return
  }
  const load = LIVE_BACKENDS[liveName]
  if (!load) throw new Error(`The editor has no backend named "${liveName}"`)
  CMS.registerBackend(liveName, editorBackend(await load(), around))
}
