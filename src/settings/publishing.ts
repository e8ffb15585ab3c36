/**
 * The owner's settings (publishing.yaml, beside package.json, outside content/): where the site is
 * published and at which address, where the content editor at /admin/ saves, how editors log in,
 * whether changes are reviewed before they are published, and where the contact form sends
 * visitors' messages. They decide where the deploy token, every editor's login and every visitor's
 * message go, so they are not content: the content editor cannot change them, and a commit that
 * does takes the full test suite before anything deploys (.github/workflows/site.yml). One group of
 * fields per backend, told apart by `backend`, each asking for what that backend needs; the type is
 * inferred from the schema, so what the check accepts and what the build reads cannot differ. What
 * the editor is told (src/cms/config/editor-backend.ts), what /admin/'s policy allows
 * (src/cdn/headers.ts) and where the pipeline deploys (src/publish/deploy.ts) are read from them.
 */
import { z } from "zod"
import {
  choice,
  email,
  httpsUrl,
  list,
  record,
  textMatching,
  toggle,
  union,
  word,
  type ValueOf,
} from "../content/fields"
import { CHECK_ONLY, matching, sentence } from "../content/fields/json-schema"
import { TextField } from "../content/fields/text"
import { contactForm, siteUrl } from "../content/owner-settings"
import { hostOf, SITE_HOSTS, type SiteHost } from "../hosts"
import { NEEDING_AN_AUDIENCE, signInProviderOf } from "./sign-in-providers"

type EditorBackendName = "github" | "gitlab" | "git-gateway"
export type { SiteHost }

/** Which backend a group of settings is for: the word each group is told apart by. */
function backend<Name extends EditorBackendName>(name: Name) {
  return word(name).describe(
    "Where the content is kept and saved: github, gitlab, or git-gateway (only for a Netlify site that still has Netlify Identity).",
  )
}

/** What a backend needs that the settings leave out, in the content check's words. */
function neededBy(backendName: EditorBackendName, what: string): string {
  return `is needed when backend is ${backendName}: ${what}`
}

const REPOSITORY_FORM = "should be a repository like example-org/cdm-site"

/**
 * The repository the site's files are in: owner/name on GitHub, group/name (or
 * group/subgroup/name) on GitLab.
 */
function repository(backendName: EditorBackendName, example: string) {
  return textMatching({
    pattern: /^[\w.-]+(\/[\w.-]+)+$/,
    message: REPOSITORY_FORM,
    notText: REPOSITORY_FORM,
    required: neededBy(backendName, example),
    trim: true,
  }).describe("The repository the site's files are in, as owner/name (GitHub) or group/name (GitLab).")
}

/** A git branch's name, as git allows it (no spaces, not starting with - or /). */
const branch = textMatching({
  pattern: /^(?![-/])[A-Za-z0-9._/-]+$/,
  message: "should be a branch name like main",
  notText: "should be a branch name",
  trim: true,
}).describe("The branch the live site is built from, usually main.")

/** The hosts' names, as a message offers them: "cloudflare-pages or netlify". */
const HOST_NAMES = SITE_HOSTS.join(" or ")

const HOST_HINT = `Where the site is published: ${SITE_HOSTS.map((name) => `${name} (editors log in ${hostOf(name).editorLogin})`).join(" or ")}.`

/** Where the site is published, which decides how editors log in to GitHub. */
function host(required: string) {
  return choice(SITE_HOSTS, { required }).describe(HOST_HINT)
}

const reviewBeforePublishing = toggle.describe(
  "true: each change is saved as a draft (a pull request) that someone reviews and publishes. false: saving publishes.",
)

/** Text a setting needs: one line, not empty, spaces around it taken off. */
const settingText = new TextField(
  z.string({ invalid_type_error: "should be text" }).trim().min(1, "should not be empty"),
)

/** A mail domain, as the part after @ of the addresses it admits: board.example. */
const mailDomain = textMatching({
  pattern: /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
  message: "should be a domain like board.example (the part of an address after @)",
  trim: true,
})

/** What a person the sign-in admits may do: save drafts, or also publish them. */
export const EDITOR_ROLES = ["editor", "publisher"] as const
export type EditorRole = (typeof EDITOR_ROLES)[number]

const EXACTLY_ONE_WHO = "should name either an address or a domain, not both"

/** One line of the list of who may edit: a person's address, or everyone at a domain, with a role. */
const editorEntry = record({
  address: email.optional().describe("One person's address, as the organisation's sign-in knows it."),
  domain: mailDomain.optional().describe("Everyone whose address ends with @ and this domain."),
  role: choice(EDITOR_ROLES).describe(
    "editor: saves drafts, which a publisher reviews and publishes. publisher: may also publish.",
  ),
}).superRefine(
  (entry, context) => {
    if ((entry.address === undefined) === (entry.domain === undefined)) {
      context.addIssue({ code: "custom", message: EXACTLY_ONE_WHO })
    }
  },
  {
    if: { required: ["address"] },
    then: { not: { required: ["domain"] } },
    else: { required: ["domain"] },
    errorMessage: sentence(EXACTLY_ONE_WHO),
  },
)

/**
 * Editors sign in with the organisation's own accounts (any OpenID Connect provider), and the
 * site's own gateway (src/editor-gateway) saves to GitHub for them: they need no GitHub account.
 */
const signIn = record({
  issuer: httpsUrl.describe(
    "The organisation's sign-in service, as its OpenID Connect issuer: https://login.microsoftonline.com/<tenant id>/v2.0 (Microsoft Entra ID) or https://accounts.google.com (Google Workspace).",
  ),
  clientId: settingText.describe("The client (application) id the organisation registered the editor under."),
  scope: settingText
    .optional()
    .describe(
      "What the editor asks the sign-in for; openid email profile when left out. Entra ID: add the site's own scope, api://<client id>/content.",
    ),
  audience: settingText
    .optional()
    .describe(
      `Whom the sign-in's access tokens are for (their aud); the client id when left out, as Entra ID's are. Needed with ${NEEDING_AN_AUDIENCE.map((provider) => provider.name).join(" and ")}, whose ID tokens alone carry the client id.`,
    ),
  emailClaim: settingText
    .optional()
    .describe(
      "The claim of a token that holds the person's address; email when left out (Entra ID: preferred_username).",
    ),
  contact: email.optional().describe("Whom a person the list does not name is told to ask for access."),
  editors: list(editorEntry)
    .min(1, "should name at least one person or domain")
    .entriesCalled("editor")
    .describe("Who may sign in to the editor, and what each may do.")
    .refine(
      (entries) => entries.some((entry) => entry.role === "publisher"),
      "should name at least one publisher: someone must be able to publish",
      CHECK_ONLY,
    ),
}).superRefine((settings, context) => {
  // Left out, the audience is the client id: what an ID token carries. The gateway never takes an
  // ID token (src/editor-gateway/identity.ts), but with these providers it would then take nothing.
  const provider = signInProviderOf(settings.issuer)
  if (settings.audience === undefined && provider?.audienceOfItsAccessTokens !== undefined) {
    context.addIssue({
      code: "custom",
      path: ["audience"],
      message: `is needed with ${provider.name}: ${provider.audienceOfItsAccessTokens}. Left out, it would be the client id, which ${provider.name} gives its ID tokens, not its access tokens`,
    })
  }
}, CHECK_ONLY)

/**
 * What every site has, whatever its backend: its live address and its contact form's service
 * (src/content/owner-settings.ts, where the pages and the content check read them from).
 */
const siteSettings = { siteUrl, contactForm }

/** GitHub's repositories have no subgroups: owner/name and nothing more. */
const GITHUB_REPOSITORY = /^[^/]+\/[^/]+$/
const GITHUB_REPOSITORY_RULE = "should be owner/name on GitHub, like example-org/cdm-site"

const githubSettings = record({
  backend: backend("github"),
  repository: repository("github", "the repository as owner/name, like example-org/cdm-site").refine(
    (name) => GITHUB_REPOSITORY.test(name),
    GITHUB_REPOSITORY_RULE,
    matching(GITHUB_REPOSITORY, GITHUB_REPOSITORY_RULE),
  ),
  branch,
  host: host(neededBy("github", `${HOST_NAMES}, which decides how editors log in`)),
  reviewBeforePublishing,
  signIn: signIn
    .optional()
    .describe(
      "How editors sign in: with the organisation's accounts, through the site's own gateway. Leave it out and each editor signs in with a GitHub account that can write to the repository.",
    ),
  ...siteSettings,
})

const gitlabSettings = record({
  backend: backend("gitlab"),
  repository: repository("gitlab", "the project as group/name, like example-org/cdm-site"),
  branch,
  host: host(neededBy("gitlab", `${HOST_NAMES}, where the pipeline publishes the site`)),
  gitlabAppId: new TextField(
    z
      .string({
        invalid_type_error: "should be text",
        required_error: neededBy("gitlab", "the Application ID of the GitLab application editors log in with"),
      })
      .trim()
      .min(1, "should not be empty"),
  ).describe("GitLab only: the Application ID of the GitLab application the editor logs in with."),
  gitlabAddress: httpsUrl
    .optional()
    .describe("GitLab only, and only for a GitLab of your own: its address. Leave empty for gitlab.com."),
  reviewBeforePublishing,
  ...siteSettings,
})

/** Git Gateway is a host's own service (Netlify's), so a site that uses it is published there. */
const GIT_GATEWAY_HOSTS = SITE_HOSTS.filter((name) => hostOf(name).offersGitGateway)
const GIT_GATEWAY_ONLY = `should be ${GIT_GATEWAY_HOSTS.join(" or ")} with backend git-gateway (Git Gateway is part of ${GIT_GATEWAY_HOSTS.map((name) => hostOf(name).title).join(" and ")}; elsewhere use backend github)`

const gitGatewaySettings = record({
  backend: backend("git-gateway"),
  branch,
  host: host(neededBy("git-gateway", `${GIT_GATEWAY_HOSTS.join(" or ")}, whose Git Gateway it is`)).refine(
    (name) => hostOf(name).offersGitGateway,
    GIT_GATEWAY_ONLY,
    { enum: GIT_GATEWAY_HOSTS, errorMessage: sentence(GIT_GATEWAY_ONLY) },
  ),
  reviewBeforePublishing,
  ...siteSettings,
})

/**
 * Where the site is published and the content editor at /admin/ saves. Read by the editor
 * (src/cms/cms.ts), by /admin/'s policy (src/cdn/headers.ts) and by the deploy (scripts/publish.ts).
 *
 * - github: editors log in to GitHub through the site's own login on Cloudflare Pages, or through
 *   Netlify's on Netlify; so the host is needed.
 * - gitlab: GitLab's own login (PKCE), on gitlab.com or a GitLab of the site's own.
 * - git-gateway: Netlify's Git Gateway with Netlify Identity, for sites that still have Identity.
 */
export const publishingSettingsSchema = union("backend", [githubSettings, gitlabSettings, gitGatewaySettings])

export type PublishingSettings = ValueOf<typeof publishingSettingsSchema>
