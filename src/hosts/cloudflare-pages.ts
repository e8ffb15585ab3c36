/**
 * Cloudflare Pages: deployed with the wrangler the site's lock file pins; its Functions (functions/,
 * the editor's GitHub login) deploy beside the folder; a draft's preview is the branch deployment
 * named after it, at https://<name>.<project>.pages.dev/. Its reading of _headers is held to its
 * own runtime (tests/build/cloudflare-pages.test.ts, wrangler pages dev), its deploy to its API's
 * stand-in (tests/build/deploy.test.ts).
 */
import type { Host, ProjectAccess, ToolCommand } from "./host"

/** Where Decap opens the site's own GitHub login (functions/api/auth/index.ts), relative to the site. */
export const SITE_LOGIN_ENDPOINT = "api/auth"

const WRANGLER = ["--no-install", "wrangler"]

/** wrangler's environment for a project: the account when named, the token when given (else its own login). */
function wranglerEnvironment({ token, environment }: ProjectAccess): Record<string, string> {
  const account = environment.CLOUDFLARE_ACCOUNT_ID
  return { ...(account ? { CLOUDFLARE_ACCOUNT_ID: account } : {}), ...(token ? { CLOUDFLARE_API_TOKEN: token } : {}) }
}

/** `wrangler pages secret <verb>` for the project's environment: Pages has two, production and preview. */
function pagesSecret(access: ProjectAccess, verb: string[], environment: string): ToolCommand {
  return {
    command: "npx",
    args: [...WRANGLER, "pages", "secret", ...verb, "--project-name", access.project, "--env", environment],
    env: wranglerEnvironment(access),
  }
}

export const cloudflarePages: Host = {
  title: "Cloudflare Pages",
  editorLogin: "through the site's own GitHub login",
  headers: { detaches: true, repeated: "joined" },
  // On its free plan.
  filesPerDeployment: 20_000,
  offersGitGateway: false,
  // wrangler takes functions/ from the folder it runs in, always.
  functionsFolder: "functions",
  // _worker.js (a file or a folder) is the site's Worker; _routes.json says where Functions answer.
  codeFiles: ["_worker.js", "_routes.json"],
  previewAddress: (project, previewName) => `https://${previewName}.${project}.pages.dev/`,
  deployCommand({ project, target, liveBranch, token, folder, outputFile }, environment) {
    const account = environment.CLOUDFLARE_ACCOUNT_ID
    if (!account) throw new Error("CLOUDFLARE_ACCOUNT_ID is not set: the Cloudflare account to deploy to")
    const branch = target.kind === "live" ? liveBranch : target.name
    return {
      command: "npx",
      args: ["--no-install", "wrangler", "pages", "deploy", folder, "--project-name", project, "--branch", branch],
      env: { CLOUDFLARE_API_TOKEN: token, CLOUDFLARE_ACCOUNT_ID: account, WRANGLER_OUTPUT_FILE_PATH: outputFile },
    }
  },
  // wrangler writes one JSON object a line; the last "pages-deploy-detailed" names the branch's alias.
  reportedPreviewAddress({ file }) {
    for (const line of file.split("\n").reverse()) {
      if (!line.trim()) continue
      const entry = JSON.parse(line) as { type?: string; alias?: string; url?: string }
      if (entry.type === "pages-deploy-detailed") return entry.alias ?? entry.url
    }
    return undefined
  },
  // The site's own login, a Pages Function on the same origin (src/editor-login/).
  githubLogin: (siteOrigin) => ({ base_url: siteOrigin, auth_endpoint: SITE_LOGIN_ENDPOINT }),
  projectAddress: (project) => `https://${project}.pages.dev`,
  secrets: {
    login: { command: "npx", args: [...WRANGLER, "login"], env: {} },
    accountVariables: [
      {
        name: "CLOUDFLARE_ACCOUNT_ID",
        question: "Your Cloudflare account's id (the dashboard's Workers & Pages page shows it)",
      },
    ],
    // Not on a terminal, `secret put` reads the value from its stdin.
    put: (access, name) => pagesSecret(access, ["put", name], "production"),
    list: (access, environment) => [pagesSecret(access, ["list"], environment)],
    // "  - NAME: Value Encrypted", one line a secret, under a line naming the environment.
    namesIn: (stdout) => [...stdout.matchAll(/^\s+- ([A-Za-z_][\w]*): /gm)].map((match) => match[1]),
  },
}
