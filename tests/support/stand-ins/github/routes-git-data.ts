/**
 * GitHub's Git database API on the real repository: references ("Git references"), trees, blobs
 * and commit objects, with GitHub's refusals (422 for what git would not do or GitHub will not
 * allow, 404 for what is not there).
 */
import { actorOf, needs, read, route, write, type Route, type RouteRequest, type StandInState } from "./context"
import { TREE_MODES, isSha, isTreeMode, type GitIdentity } from "./git"
import { ApiError, json, notFound, validationFailed, type Answer, type JsonBody } from "./http"
import { now } from "./pull-store"
import { apiUrl, gitCommitJson, refJson, treeJson } from "./shapes"
import { MissingPath, editTree, type TreeEdit } from "./tree-edit"

const contentsRead = needs(read("contents"))
const contentsWrite = needs(write("contents"))

const created = (location: string, body: unknown): Answer => ({ status: 201, body, headers: { Location: location } })

async function refJsonOf(state: StandInState, ref: string, sha: string) {
  return refJson(state, ref, sha, (await state.git.objectType(sha)) ?? "commit")
}

/** The sha a ref points at, or null when the repository has no ref of exactly that name. */
async function currentRef(state: StandInState, ref: string): Promise<string | null> {
  return (await state.git.listRefs(ref)).get(ref) ?? null
}

/** The refs whose names start with `prefix`, by string ("heads/feat" matches "heads/feature"), as matching-refs does. */
async function refsStartingWith(state: StandInState, prefix: string) {
  const refs = [...(await state.git.listRefs())].filter(([ref]) => ref.startsWith(prefix))
  return Promise.all(refs.map(([ref, sha]) => refJsonOf(state, ref, sha)))
}

/** An existing commit to point a ref at, or GitHub's 422. */
async function existingObject(state: StandInState, sha: string): Promise<string> {
  if ((await state.git.objectType(sha)) === null) throw new ApiError(422, "Object does not exist")
  return sha
}

/**
 * "Get a reference" by its old address, git/refs/{ref}: the ref when one has exactly that name,
 * else, as GitHub still answers there, the refs it is a prefix of (404 when none).
 */
async function getRefs({ params }: RouteRequest, state: StandInState): Promise<Answer> {
  const name = params[0] === "" ? "refs/" : `refs/${params[0]}`
  const exact = await currentRef(state, name)
  if (exact !== null) return json(200, await refJsonOf(state, name, exact))
  const matching = await refsStartingWith(state, name.endsWith("/") ? name : `${name}/`)
  if (matching.length === 0 && params[0] !== "") throw notFound()
  return json(200, matching)
}

/** "Create a reference": refs/… with two slashes at least, a name git accepts, a new name, an object that exists. */
async function createRef({ body }: RouteRequest, state: StandInState): Promise<Answer> {
  const ref = body.string("ref")
  const sha = await existingObject(state, body.string("sha"))
  if (!/^refs\/[^/]+\/.+/.test(ref))
    throw new ApiError(422, "ref must start with 'refs' and have at least two slashes.")
  if (!(await state.git.isValidRefName(ref))) throw new ApiError(422, "Reference name is invalid")
  if (!(await state.git.updateRef(ref, sha, null))) throw new ApiError(422, "Reference already exists")
  return created(apiUrl(state, `/git/${ref}`), await refJsonOf(state, ref, sha))
}

/** "Update a reference": fast-forward only unless `force`; an update moves the pull requests along. */
async function updateRef({ params, body, caller }: RouteRequest, state: StandInState): Promise<Answer> {
  const ref = `refs/${params[0]}`
  const sha = await existingObject(state, body.string("sha"))
  const force = body.optionalBoolean("force") ?? false
  const current = await currentRef(state, ref)
  if (current === null) throw new ApiError(422, "Reference does not exist")
  if (!force && !(await state.git.isAncestor(current, sha))) throw new ApiError(422, "Update is not a fast forward")
  if (!(await state.git.updateRef(ref, sha, current))) throw new ApiError(422, "Reference cannot be updated")
  await state.pulls.followBranches(actorOf(state, caller))
  return json(200, await refJsonOf(state, ref, sha))
}

async function deleteRef({ params, caller }: RouteRequest, state: StandInState): Promise<Answer> {
  const ref = `refs/${params[0]}`
  const current = await currentRef(state, ref)
  if (current === null || !(await state.git.deleteRef(ref, current))) {
    throw new ApiError(422, "Reference does not exist")
  }
  await state.pulls.followBranches(actorOf(state, caller))
  return { status: 204 }
}

/** "Get a tree" of a sha or `branch:path`; `recursive` set to any value lists every entry below. */
async function getTree({ params, query }: RouteRequest, state: StandInState): Promise<Answer> {
  const tree = await state.git.resolve(params[0], "tree")
  if (tree === null) throw notFound()
  return json(200, treeJson(state, tree, await state.git.listTree(tree, query.has("recursive"))))
}

/** A path GitHub refuses in a tree: empty segments, ".", "..", or a ".git" folder. */
const malformedPath = (path: string) =>
  path
    .split("/")
    .some((segment) => segment === "" || segment === "." || segment === ".." || segment.toLowerCase() === ".git")

/** One entry of "Create a tree"'s `tree`, checked as GitHub does, its `content` stored as a blob. */
async function treeEdit(state: StandInState, entry: JsonBody): Promise<TreeEdit> {
  const path = entry.string("path")
  const mode = entry.string("mode")
  const type = entry.string("type")
  if (malformedPath(path)) throw new ApiError(422, "tree.path contains a malformed path component")
  if (!isTreeMode(mode)) throw validationFailed({ resource: "Tree", field: "mode", code: "invalid" })
  if (TREE_MODES[mode] !== type) throw validationFailed({ resource: "Tree", field: "type", code: "invalid" })
  const sha = entry.nullableString("sha")
  const content = entry.optionalString("content")
  if ((sha === undefined) === (content === undefined)) {
    throw new ApiError(
      422,
      "Must supply either tree.sha or tree.content. Request will be rejected if both are present.",
    )
  }
  if (content !== undefined) return { path, mode, sha: await state.git.writeBlob(content) }
  if (sha === null || sha === undefined) return { path, mode, sha: null }
  // A submodule's commit lives in another repository: only its id is stored.
  const stored = type === "commit" ? isSha(sha) : (await state.git.objectType(sha)) === type
  if (!stored) throw new ApiError(422, `tree.sha ${sha} is not a valid ${type}`)
  return { path, mode, sha }
}

/** "Create a tree": the entries over `base_tree` (a tree, or a commit, whose tree GitHub takes). */
async function createTree({ body }: RouteRequest, state: StandInState): Promise<Answer> {
  const baseName = body.optionalString("base_tree")
  const base = baseName === undefined ? null : await state.git.resolve(baseName, "tree")
  if (baseName !== undefined && base === null) throw new ApiError(422, "base_tree is not a valid tree oid")
  const edits: TreeEdit[] = []
  for (const entry of body.objects("tree")) edits.push(await treeEdit(state, entry))
  let sha: string
  try {
    sha = await editTree(state.git, base, edits)
  } catch (error) {
    if (error instanceof MissingPath) throw new ApiError(422, "GitRPC::BadObjectState")
    throw error
  }
  return created(apiUrl(state, `/git/trees/${sha}`), treeJson(state, sha, await state.git.listTree(sha)))
}

/** "Get a blob": the content in base64, wrapped at 60 characters as GitHub wraps it. */
async function getBlob({ params }: RouteRequest, state: StandInState): Promise<Answer> {
  const [sha] = params
  if ((await state.git.objectType(sha)) !== "blob") throw notFound()
  const content = await state.git.readBlob(sha)
  const base64 = content.toString("base64").replace(/.{60}/g, "$&\n")
  return json(200, {
    sha,
    node_id: Buffer.from(`Blob:${sha}`).toString("base64"),
    size: content.length,
    url: apiUrl(state, `/git/blobs/${sha}`),
    content: base64.endsWith("\n") || base64 === "" ? base64 : `${base64}\n`,
    encoding: "base64",
  })
}

async function createBlob({ body }: RouteRequest, state: StandInState): Promise<Answer> {
  const content = body.string("content")
  const encoding = body.optionalString("encoding") ?? "utf-8"
  if (!["utf-8", "utf8", "base64"].includes(encoding)) {
    throw validationFailed({ resource: "Blob", field: "encoding", code: "invalid" })
  }
  const sha = await state.git.writeBlob(Buffer.from(content, encoding === "base64" ? "base64" : "utf8"))
  const url = apiUrl(state, `/git/blobs/${sha}`)
  return created(url, { sha, url })
}

async function getGitCommit({ params }: RouteRequest, state: StandInState): Promise<Answer> {
  if ((await state.git.objectType(params[0])) !== "commit") throw notFound()
  return json(200, gitCommitJson(state, await state.git.readCommit(params[0])))
}

function identityFrom(given: JsonBody | undefined, date: string): GitIdentity | undefined {
  if (given === undefined) return undefined
  return { name: given.string("name"), email: given.string("email"), date: given.optionalString("date") ?? date }
}

/**
 * "Create a commit". GitHub's defaults: the author is the authenticated account (an installation's
 * is the App's bot, with its noreply address), now; the committer is the author.
 */
async function createCommit({ body, caller }: RouteRequest, state: StandInState): Promise<Answer> {
  const message = body.string("message")
  const tree = body.string("tree")
  if ((await state.git.objectType(tree)) !== "tree") throw new ApiError(422, "Tree SHA does not exist")
  const parents = body.optionalArray("parents") ?? []
  for (const parent of parents) {
    if (typeof parent !== "string" || (await state.git.objectType(parent)) !== "commit") {
      throw new ApiError(422, "Parent SHA does not exist or is not a commit object")
    }
  }
  const date = now()
  const account = actorOf(state, caller) ?? state.bot
  const author = identityFrom(body.optionalObject("author"), date) ?? {
    name: account.login,
    email: state.app.botEmail,
    date,
  }
  const committer = identityFrom(body.optionalObject("committer"), date) ?? author
  const sha = await state.git.writeCommit({ tree, parents: parents as string[], author, committer, message })
  return created(apiUrl(state, `/git/commits/${sha}`), gitCommitJson(state, await state.git.readCommit(sha)))
}

export const gitDataRoutes: readonly Route[] = [
  route("GET", /^\/git\/ref\/(.+)$/, "git/refs#get-a-reference", contentsRead, async ({ params }, state) => {
    const ref = `refs/${params[0]}`
    const sha = await currentRef(state, ref)
    if (sha === null) throw notFound()
    return json(200, await refJsonOf(state, ref, sha))
  }),
  route("GET", /^\/git\/refs(?:\/(.+))?$/, "git/refs#get-a-reference", contentsRead, getRefs),
  route(
    "GET",
    /^\/git\/matching-refs\/(.*)$/,
    "git/refs#list-matching-references",
    contentsRead,
    async ({ params }, state) => json(200, await refsStartingWith(state, `refs/${params[0]}`)),
  ),
  route("POST", /^\/git\/refs$/, "git/refs#create-a-reference", contentsWrite, createRef),
  route("PATCH", /^\/git\/refs\/(.+)$/, "git/refs#update-a-reference", contentsWrite, updateRef),
  route("DELETE", /^\/git\/refs\/(.+)$/, "git/refs#delete-a-reference", contentsWrite, deleteRef),
  route("GET", /^\/git\/trees\/(.+)$/, "git/trees#get-a-tree", contentsRead, getTree),
  route("POST", /^\/git\/trees$/, "git/trees#create-a-tree", contentsWrite, createTree),
  route("GET", /^\/git\/blobs\/([0-9a-f]{40})$/, "git/blobs#get-a-blob", contentsRead, getBlob),
  route("POST", /^\/git\/blobs$/, "git/blobs#create-a-blob", contentsWrite, createBlob),
  route("GET", /^\/git\/commits\/([0-9a-f]{40})$/, "git/commits#get-a-commit-object", contentsRead, getGitCommit),
  route("POST", /^\/git\/commits$/, "git/commits#create-a-commit", contentsWrite, createCommit),
]
