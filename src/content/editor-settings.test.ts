import { checkContent, formatProblem } from "./check"
import { editorSettingsSchema } from "./editor-settings"
import { withContent } from "../test-support/content-fixtures"

const github = {
  backend: "github",
  repository: "example-org/site",
  branch: "main",
  host: "cloudflare-pages",
  reviewBeforePublishing: false,
}
const gitlab = {
  backend: "gitlab",
  repository: "example-org/web/site",
  branch: "live",
  gitlabAppId: "abc123",
  reviewBeforePublishing: false,
}
const gitGateway = { backend: "git-gateway", branch: "main", reviewBeforePublishing: false }

/** What the schema refuses in a group of settings: each field with the schema's own words. */
function problemsOf(settings: Record<string, unknown>): { field: string; message: string }[] {
  const result = editorSettingsSchema.safeParse(settings)
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ field: path.join("."), message }))
}

describe("what the settings need", () => {
  it("accepts each backend with what it needs", () => {
    expect([github, { ...github, host: "netlify" }, gitlab, gitGateway].map(problemsOf)).toEqual([[], [], [], []])
  })

  it("asks GitHub for a repository as owner/name and for the host that decides the login", () => {
    expect(problemsOf({ ...github, repository: undefined, host: undefined })).toEqual([
      { field: "repository", message: expect.stringMatching(/^is needed when backend is github/) },
      { field: "host", message: expect.stringMatching(/cloudflare-pages or netlify/) },
    ])
    expect(problemsOf({ ...github, repository: "org/group/site" })).toEqual([
      { field: "repository", message: "should be owner/name on GitHub, like example-org/cdm-site" },
    ])
  })

  it("asks GitLab for its application's id, and refuses Git Gateway on Cloudflare Pages", () => {
    expect(problemsOf({ ...gitlab, gitlabAppId: undefined })).toEqual([
      { field: "gitlabAppId", message: expect.stringMatching(/Application ID/) },
    ])
    expect(problemsOf({ ...gitGateway, host: "cloudflare-pages" })).toEqual([
      { field: "host", message: expect.stringMatching(/Git Gateway is part of Netlify/) },
    ])
  })

  it("refuses what another backend's settings hold, since the chosen one would not use it", () => {
    expect(problemsOf({ ...github, gitlabAppId: "abc123" })).toEqual([
      { field: "", message: expect.stringMatching(/gitlabAppId/) },
    ])
  })

  it("stops the content check naming site.yaml and the field", () => {
    const problems = withContent(
      {
        "site.yaml": (text: string) =>
          text
            .replace("  repository: example-org/cdm-board-site\n", "")
            .replace("backend: github", "backend: bitbucket"),
      },
      (dir) => checkContent(dir).problems.map(formatProblem),
    )
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/site\.yaml, line \d+, editor, backend: should be one of: github, gitlab, git-gateway, but is "bitbucket"/,
      ),
    ])
    const missing = withContent(
      { "site.yaml": (text: string) => text.replace("  repository: example-org/cdm-board-site\n", "") },
      (dir) => checkContent(dir).problems.map(formatProblem),
    )
    expect(missing).toEqual([
      expect.stringMatching(/^content\/site\.yaml, .*editor, repository: is needed when backend is github/),
    ])
    const gateway = withContent(
      { "site.yaml": (text: string) => text.replace("backend: github", "backend: git-gateway") },
      (dir) => checkContent(dir).problems.map(formatProblem),
    )
    expect(gateway).toEqual([
      expect.stringMatching(/^content\/site\.yaml, line \d+, editor: "repository" is not a field here/),
      expect.stringMatching(
        /^content\/site\.yaml, line \d+, editor, host: should be netlify with backend git-gateway .*, but is "cloudflare-pages"\.$/,
      ),
    ])
  })
})
