/**
 * What the site needs to know of a host it is published to, said once per host in a module of its
 * own (cloudflare-pages.ts, netlify.ts) and chosen by name from the owner's setting (index.ts): how
 * it reads _headers, how many files it publishes, what it would run as code, how a deploy runs and
 * where its output says it went, where a draft's preview is served, and how editors log in to
 * GitHub there. Nothing else in the code asks which host it is.
 */

/** The live site, or the preview of a draft, named by its pull request ("pr-12"). */
export type DeployTarget = { readonly kind: "live" } | { readonly kind: "preview"; readonly name: string }

/** How a host reads a _headers file (src/cdn/host-headers.ts applies it). */
export interface HeadersReading {
  /** Whether "! Name" under a path takes off a header an earlier matching rule gave. */
  readonly detaches: boolean
  /** A header named by two matching rules: both values, joined with ", ", or the later rule's alone. */
  readonly repeated: "joined" | "later wins"
}

/** A command of the host's own tool, with what it needs beside the runner's environment. */
export interface ToolCommand {
  readonly command: string
  readonly args: readonly string[]
  /** Set for the command beside the runner's own environment. */
  readonly env: Readonly<Record<string, string>>
}

/** A deploy's own command. */
export type DeployCommand = ToolCommand

/** The live site's environment, or what a draft's preview runs with. */
export type SiteEnvironment = "production" | "preview"

/**
 * Where the host's tool finds the project, and with what: the owner's computer has the tool signed
 * in already (its own login), the pipeline gives it DEPLOY_TOKEN.
 */
export interface ProjectAccess {
  /** The host's project: the Cloudflare Pages project's name, or the Netlify site's. */
  readonly project: string
  /** The host's API token, given to the tool in its environment; none: the tool's own login. */
  readonly token?: string
  /** What else the host needs (Cloudflare's account), as the pipeline's variables name it. */
  readonly environment: Readonly<Record<string, string | undefined>>
}

/**
 * The host's tool as the owner's setup and the live check use it for the gateway's secrets: a
 * secret's value always goes to the tool on its stdin, never on its command line or in a file, and
 * what the tool prints back is read for names only.
 */
export interface SecretTool {
  /** Signs the tool in on the owner's computer, in the owner's terminal. */
  readonly login: ToolCommand
  /** What the host needs besides the project, by the pipeline's variable's name, and how to ask the owner for it. */
  readonly accountVariables: readonly { readonly name: string; readonly question: string }[]
  /** Sets one secret for the live site only (Production), its value read from the tool's stdin; `replacing` one already there. */
  put(access: ProjectAccess, name: string, replacing: boolean): ToolCommand
  /** Commands that print the variables an environment holds; a name any of them prints is there. */
  list(access: ProjectAccess, environment: SiteEnvironment): readonly ToolCommand[]
  /** The names a list command printed (never a value). */
  namesIn(stdout: string): string[]
}

export interface DeployRequest {
  /** The host's project: the Cloudflare Pages project's name, or the Netlify site's name. */
  readonly project: string
  readonly target: DeployTarget
  /** The branch the live site is built from (publishing.yaml's branch). */
  readonly liveBranch: string
  /** The host's API token (DEPLOY_TOKEN); given to the tool in its environment, never its command line. */
  readonly token: string
  /** The folder to publish, relative to the project's folder ("public"). */
  readonly folder: string
  /** A file the tool may write what it deployed to. */
  readonly outputFile: string
}

export interface Host {
  /** Its name in the editor's and the owner's messages: "Cloudflare Pages". */
  readonly title: string
  readonly headers: HeadersReading
  /** The most files one deployment may hold; undefined where the host publishes no limit. */
  readonly filesPerDeployment: number | undefined
  /** How editors log in to GitHub there, in the owner's words: "through Netlify's GitHub login". */
  readonly editorLogin: string
  /** Whether it offers Git Gateway (with its Identity), the one editor backend a host provides. */
  readonly offersGitGateway: boolean
  /**
   * Where the host takes the site's functions from at deploy, relative to the project's folder: the
   * editor's GitHub login (Cloudflare Pages) and the editor's gateway (src/editor-gateway).
   */
  readonly functionsFolder: string
  /** Names at the top of the published folder that the host runs as code instead of serving them. */
  readonly codeFiles: readonly string[]
  /** The address a draft's preview will be served at, known before it is deployed. */
  previewAddress(project: string, previewName: string): string
  /** The host's own tool, as a lock file pins it; `environment` gives what else the host needs. */
  deployCommand(request: DeployRequest, environment: Readonly<Record<string, string | undefined>>): DeployCommand
  /** Where the tool says a preview went, from the file it wrote or what it printed; undefined if it said nothing. */
  reportedPreviewAddress(output: { readonly file: string; readonly stdout: string }): string | undefined
  /** The address the host itself serves the project's live deployment at, beside the site's own (https://<project>.pages.dev). */
  projectAddress(project: string): string
  /** How its tool reads and sets the gateway's secrets. */
  readonly secrets: SecretTool
  /** A tool the deploy installs before it runs, when it is not there yet. */
  readonly deployTool?: { readonly bin: string; readonly install: readonly string[] }
  /**
   * How Decap's GitHub backend logs editors in on this host: the options beside repo and branch
   * (none for Decap's default, Netlify's OAuth). `siteOrigin` is where the editor is open.
   */
  githubLogin(siteOrigin: string): { readonly base_url?: string; readonly auth_endpoint?: string }
}
