/**
 * Netlify: deployed with the Netlify CLI that deploy-tools/package-lock.json pins (a lock file of its
 * own: a thousand packages the site's tests never need), installed by the deploy with install
 * scripts off; a draft's preview is a deploy with the alias named after it, at
 * https://<name>--<site>.netlify.app/. Its reading of _headers is held to its own parser
 * (tests/build/netlify-headers.test.ts, @netlify/headers-parser).
 */
import type { Host, ProjectAccess, ToolCommand } from "./host"

const DEPLOY_TOOLS_DIR = "deploy-tools"
const FUNCTIONS_FOLDER = "netlify/functions"
const NETLIFY = `${DEPLOY_TOOLS_DIR}/node_modules/.bin/netlify`

/**
 * The Netlify CLI takes a variable's value on its command line only, where any process of the
 * computer can read it: started through Node with a preload (argument-from-stdin.mjs), the argument
 * written as this marker becomes what the CLI reads on its stdin, before the CLI reads its arguments.
 */
const FROM_STDIN = "{stdin}"
const PRELOAD = "src/hosts/argument-from-stdin.mjs"

/** The deploy contexts a draft's preview can run in: a deploy preview, or a branch's deploy. */
const PREVIEW_CONTEXTS = ["deploy-preview", "branch-deploy"]

const cli = ({ token }: ProjectAccess, args: string[], extraEnv: Record<string, string> = {}): ToolCommand => ({
  command: NETLIFY,
  args,
  env: { ...(token ? { NETLIFY_AUTH_TOKEN: token } : {}), ...extraEnv },
})

export const netlify: Host = {
  title: "Netlify",
  editorLogin: "through Netlify's GitHub login",
  // It skips "! Name" lines (no colon), and a header two rules name keeps the later rule's value.
  headers: { detaches: false, repeated: "later wins" },
  filesPerDeployment: undefined,
  // Git Gateway with Netlify Identity, for sites that still have Identity.
  offersGitGateway: true,
  // It reads its settings and functions from the project's folder, never from the published one.
  codeFiles: [],
  functionsFolder: FUNCTIONS_FOLDER,
  previewAddress: (project, previewName) => `https://${previewName}--${project}.netlify.app/`,
  deployCommand: ({ project, target, token, folder }) => ({
    command: NETLIFY,
    args: [
      "deploy",
      "--dir",
      folder,
      "--functions",
      FUNCTIONS_FOLDER,
      "--site",
      project,
      "--json",
      ...(target.kind === "live" ? ["--prod"] : ["--alias", target.name]),
    ],
    env: { NETLIFY_AUTH_TOKEN: token },
  }),
  // It prints the deploy as JSON, after any other output.
  reportedPreviewAddress({ stdout }) {
    const start = stdout.indexOf("{")
    if (start < 0) return undefined
    return (JSON.parse(stdout.slice(start)) as { deploy_url?: string }).deploy_url
  },
  deployTool: {
    bin: NETLIFY,
    install: ["ci", "--prefix", DEPLOY_TOOLS_DIR, "--ignore-scripts", "--no-audit", "--no-fund"],
  },
  // Decap's default: Netlify's own GitHub login (api.netlify.com), set up in the site's settings.
  githubLogin: () => ({}),
  projectAddress: (project) => `https://${project}.netlify.app`,
  secrets: {
    login: { command: NETLIFY, args: ["login"], env: {} },
    accountVariables: [],
    put: (access, name, replacing) => {
      const set = cli(
        access,
        ["env:set", name, FROM_STDIN, "--secret", "--context", "production", "--site", access.project],
        { ARGUMENT_FROM_STDIN: FROM_STDIN },
      )
      return {
        ...set,
        command: "node",
        // A variable's scopes are set when it is made (the functions only); Netlify refuses them with a
        // context on one already there, whose production value alone is then replaced.
        args: [
          "--import",
          `./${PRELOAD}`,
          NETLIFY,
          ...set.args,
          ...(replacing ? ["--force"] : ["--scope", "functions"]),
        ],
      }
    },
    list: (access, environment) =>
      (environment === "production" ? ["production"] : PREVIEW_CONTEXTS).map((context) =>
        cli(access, ["env:list", "--context", context, "--json", "--site", access.project]),
      ),
    // A JSON object of names and values, after anything else the CLI says; only its names are read.
    namesIn: (stdout) => {
      const start = stdout.indexOf("{")
      return start < 0 ? [] : Object.keys(JSON.parse(stdout.slice(start)) as Record<string, unknown>)
    },
  },
}
