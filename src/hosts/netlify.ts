/**
 * Netlify: deployed with the Netlify CLI that deploy-tools/package-lock.json pins (a lock file of its
 * own: a thousand packages the site's tests never need), installed by the deploy with install
 * scripts off; a draft's preview is a deploy with the alias named after it, at
 * https://<name>--<site>.netlify.app/. Its reading of _headers is held to its own parser
 * (tests/build/netlify-headers.test.ts, @netlify/headers-parser).
 */
import type { Host } from "./host"

const DEPLOY_TOOLS_DIR = "deploy-tools"
const FUNCTIONS_FOLDER = "netlify/functions"

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
    command: `${DEPLOY_TOOLS_DIR}/node_modules/.bin/netlify`,
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
    bin: `${DEPLOY_TOOLS_DIR}/node_modules/.bin/netlify`,
    install: ["ci", "--prefix", DEPLOY_TOOLS_DIR, "--ignore-scripts", "--no-audit", "--no-fund"],
  },
  // Decap's default: Netlify's own GitHub login (api.netlify.com), set up in the site's settings.
  githubLogin: () => ({}),
}
