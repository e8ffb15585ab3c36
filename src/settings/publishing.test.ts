import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { publishingSettingsSchema } from "./publishing"
import { checkPublishingSettings, PUBLISHING_FILE } from "./read-publishing"
import {
  githubSettings as github,
  githubSignInSettings as githubSignIn,
  gitGatewaySettings as gitGateway,
  gitlabSettings as gitlab,
} from "../../tests/support/fixtures/publishing-settings"

/** What the schema refuses in a group of settings: each field with the schema's own words. */
function problemsOf(settings: Record<string, unknown>): { field: string; message: string }[] {
  const result = publishingSettingsSchema.schema.safeParse(settings)
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

  it("asks for the audience of Okta's and Keycloak's access tokens, since only their ID tokens carry the client id", () => {
    const signInAt = (issuer: string, audience?: string) =>
      problemsOf({ ...githubSignIn, signIn: { ...githubSignIn.signIn, issuer, audience } })
    expect([
      signInAt("https://board.okta.com/oauth2/default"),
      signInAt("https://sso.board.example/realms/staff"),
    ]).toEqual([
      [{ field: "signIn.audience", message: expect.stringMatching(/^is needed with Okta: .*api:\/\/default/) }],
      [{ field: "signIn.audience", message: expect.stringMatching(/^is needed with Keycloak: .*Audience mapper/) }],
    ])
    expect(signInAt("https://board.okta.com/oauth2/default", "api://default")).toEqual([])
  })

  it("asks every backend where the site is published, since the pipeline deploys there", () => {
    expect(problemsOf({ ...gitlab, host: undefined })).toEqual([
      {
        field: "host",
        message: expect.stringMatching(/^is needed when backend is gitlab: cloudflare-pages or netlify/),
      },
    ])
    expect(problemsOf({ ...gitGateway, host: undefined })).toEqual([
      { field: "host", message: "is needed when backend is git-gateway: netlify, whose Git Gateway it is" },
    ])
  })
})

/** The project's publishing.yaml with an edit, checked in a scratch folder as the build checks it. */
function checkEdited(edit: (text: string) => string) {
  const dir = mkdtempSync(path.join(tmpdir(), "publishing-"))
  try {
    const shipped = path.join(__dirname, "..", "..", PUBLISHING_FILE)
    cpSync(shipped, path.join(dir, PUBLISHING_FILE))
    writeFileSync(path.join(dir, PUBLISHING_FILE), edit(readFileSync(shipped, "utf8")))
    return checkPublishingSettings(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe("publishing.yaml, as the build reads it", () => {
  it("is read as shipped", () => {
    expect(checkEdited((text) => text)).toHaveProperty("settings")
  })

  it("stops the build naming the file, the line and the field, in the content check's words", () => {
    expect(
      checkEdited((text) => text.replace(/^repository: .*\n/m, "").replace("backend: github", "backend: bitbucket")),
    ).toEqual({
      problems: [
        expect.stringMatching(
          /^publishing\.yaml, line \d+, backend: should be one of: github, gitlab, git-gateway, but is "bitbucket"/,
        ),
      ],
    })
    expect(checkEdited((text) => text.replace(/^repository: .*\n/m, ""))).toEqual({
      problems: [expect.stringMatching(/^publishing\.yaml, line \d+, repository: is needed when backend is github/)],
    })
    expect(checkEdited((text) => text.replace("backend: github", "backend: git-gateway"))).toEqual({
      problems: [
        expect.stringMatching(
          /^publishing\.yaml, line \d+, host: should be netlify with backend git-gateway .*, but is "cloudflare-pages"\.$/,
        ),
        expect.stringMatching(/^publishing\.yaml, line \d+: "repository", "signIn" are not fields here/),
      ],
    })
  })
})
