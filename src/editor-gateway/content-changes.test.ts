import {
  changesBetween,
  changesOutsideContent,
  firstNotContent,
  overFolders,
  type ReadTree,
  type TreeEntry,
} from "./content-changes"
import { CONTENT_FOLDER_REMOVED, folderNotKept } from "./refusal"

/**
 * Trees as git keeps them, written here as nested objects: a string is a file's contents (mode
 * 100644), { link } a symbolic link, { submodule } another repository, { program } an executable.
 * Each folder gets a sha from what it holds, as git's does, so equal folders are never opened.
 */
type Node = string | { link: string } | { submodule: string } | { program: string } | { [name: string]: Node }
type Folder = { [name: string]: Node }

function repository() {
  const trees = new Map<string, TreeEntry[]>()
  const reads: string[] = []
  const entryOf = (name: string, node: Node): TreeEntry => {
    if (typeof node === "string") return { path: name, mode: "100644", type: "blob", sha: `blob:${node}` }
    if ("link" in node && typeof node.link === "string")
      return { path: name, mode: "120000", type: "blob", sha: `link:${node.link}` }
    if ("submodule" in node && typeof node.submodule === "string") {
      return { path: name, mode: "160000", type: "commit", sha: `commit:${node.submodule}` }
    }
    if ("program" in node && typeof node.program === "string") {
      return { path: name, mode: "100755", type: "blob", sha: `blob:${node.program}` }
    }
    return { path: name, mode: "040000", type: "tree", sha: tree(node) }
  }
  const tree = (folder: Folder): string => {
    const entries = Object.entries(folder).map(([name, node]) => entryOf(name, node))
    const sha = `tree:${JSON.stringify(entries)}`
    trees.set(sha, entries)
    return sha
  }
  const readTree: ReadTree = (sha) => {
    reads.push(sha)
    const entries = trees.get(sha)
    return entries ? Promise.resolve(entries) : Promise.reject(new Error(`no tree ${sha}`))
  }
  return { tree, readTree, reads }
}

const live: Folder = {
  "package.json": "{}",
  src: { "index.ts": "code", pages: { "about.tsx": "page" } },
  ".github": { workflows: { "site.yml": "jobs" } },
  content: {
    "events.yaml": "events",
    pages: { "about.yaml": "about", "privacy.yaml": "privacy" },
    images: { "about.jpg": "jpeg" },
  },
}

/** The changes from the live tree to `next`, and the first reason they are not content only. */
async function verdict(next: Folder) {
  const repo = repository()
  const changes = await changesBetween(repo.tree(live), repo.tree(next), repo.readTree)
  return { paths: changes.map((change) => change.path), reason: firstNotContent(changes), reads: repo.reads.length }
}

const withContent = (content: Folder): Folder => ({ ...live, content: { ...(live.content as Folder), ...content } })

describe("what a commit changes, from git's trees", () => {
  it("lists an edited file, reading only the folders on its way", async () => {
    const result = await verdict(withContent({ pages: { "about.yaml": "about, edited", "privacy.yaml": "privacy" } }))
    expect(result).toEqual({ paths: ["content/pages/about.yaml"], reason: null, reads: 6 })
  })

  it("takes added, removed and renamed files and new folders under content/ as content, pictures included", async () => {
    const { pages: _pages, ...rest } = live.content as Folder
    const result = await verdict({
      ...live,
      content: { ...rest, "exam.yaml": "new", renamed: { "about.yaml": "about" }, images: { "slide.png": "png" } },
    })
    expect(result.reason).toBeNull()
    expect(result.paths.sort()).toEqual([
      "content/exam.yaml",
      "content/images/about.jpg",
      "content/images/slide.png",
      "content/pages/about.yaml",
      "content/pages/privacy.yaml",
      "content/renamed/about.yaml",
    ])
  })

  it("refuses a change outside content/, naming it, without opening that folder", async () => {
    const result = await verdict({ ...live, src: { "index.ts": "evil", pages: { "about.tsx": "page" } } })
    expect(result.paths).toEqual(["src"])
    expect(result.reason).toMatch(/changes a file outside content\/ \(src\)/)
  })

  it("refuses a workflow under .github/", async () => {
    const result = await verdict({ ...live, ".github": { workflows: { "site.yml": "steal secrets" } } })
    expect(result.reason).toMatch(/\(\.github\)/)
  })

  it("refuses a rename out of content/: the file that arrives elsewhere", async () => {
    const { "events.yaml": _moved, ...rest } = live.content as Folder
    const result = await verdict({ ...live, content: rest, "events.yaml": "events" })
    expect(result.reason).toMatch(/changes a file outside content\/ \(events\.yaml\)/)
  })

  it("refuses removing anything outside content/", async () => {
    const { "package.json": _gone, ...rest } = live
    expect((await verdict(rest)).reason).toMatch(/removes something outside content\//)
  })

  it("refuses a symbolic link under content/, a submodule, an executable, and a dot file", async () => {
    const reasons = await Promise.all([
      verdict(withContent({ "events.yaml": { link: "../src/index.ts" } })),
      verdict(withContent({ vendor: { submodule: "abc" } })),
      verdict(withContent({ "run.sh": { program: "rm -rf /" } })),
      verdict(withContent({ ".gitattributes": "*.yaml filter=evil" })),
    ])
    expect(reasons.map((result) => result.reason)).toEqual([
      expect.stringMatching(/adds a link to another file \(content\/events\.yaml\)/),
      expect.stringMatching(/adds another repository \(a submodule\) \(content\/vendor\)/),
      expect.stringMatching(/adds a program \(an executable file\) \(content\/run\.sh\)/),
      expect.stringMatching(/name starting with a dot.*\(content\/\.gitattributes\)/),
    ])
  })

  const { content: _content, ...withoutContent } = live
  it.each<[string, Folder, string]>([
    ["content/ made a file", { ...live, content: "title: Not a folder" }, folderNotKept("content", "a file")],
    ["content/ made a link", { ...live, content: { link: "src" } }, folderNotKept("content", "a link to another file")],
    [
      "content/ made a submodule",
      { ...live, content: { submodule: "abc" } },
      folderNotKept("content", "another repository (a submodule)"),
    ],
    ["content/ removed whole", withoutContent, CONTENT_FOLDER_REMOVED],
    [
      "a folder in it made a file",
      withContent({ pages: "title: Not a folder" }),
      folderNotKept("content/pages", "a file"),
    ],
  ])("refuses %s, as one change", async (_what, next, reason) => {
    const result = await verdict(next)
    expect(result.reason).toBe(reason)
    expect(result.paths).toHaveLength(1)
  })

  it("takes a folder in content/ removed whole as its files removed", async () => {
    const { pages: _pages, ...rest } = live.content as Folder
    const result = await verdict({ ...live, content: rest })
    expect(result).toMatchObject({ paths: ["content/pages/about.yaml", "content/pages/privacy.yaml"], reason: null })
  })

  it("finds no change between equal trees, without reading one", async () => {
    expect(await verdict(live)).toEqual({ paths: [], reason: null, reads: 0 })
  })
})

describe("a history's commits and a publish, for content/ kept a folder", () => {
  it("refuses a commit of a history whose content/ is a file, reading its root only", async () => {
    const repo = repository()
    const outside = (next: Folder) => changesOutsideContent(repo.tree(live), repo.tree(next), repo.readTree)
    const [file, edited] = await Promise.all([
      outside({ ...live, content: "title: Not a folder" }),
      outside(withContent({ "exam.yaml": "new" })),
    ])
    expect([firstNotContent(file), edited]).toEqual([folderNotKept("content", "a file"), []])
    expect(repo.reads).toHaveLength(4)
  })

  it("finds a draft's new file where the live branch has since made a folder, reading nothing when it has not moved", async () => {
    const repo = repository()
    const left = repo.tree(live)
    const changes = await changesBetween(left, repo.tree(withContent({ news: "title: Not a folder" })), repo.readTree)
    expect(firstNotContent(changes)).toBeNull()
    const now = repo.tree(withContent({ news: { "first.yaml": "first" } }))
    expect(firstNotContent(await overFolders(left, now, changes, repo.readTree))).toBe(
      folderNotKept("content/news", "a file"),
    )
    const readBefore = repo.reads.length
    expect(await overFolders(left, left, changes, repo.readTree)).toEqual([])
    expect(repo.reads).toHaveLength(readBefore)
  })
})
