/**
 * A draft's preview runs the default branch's gateway with its own deployment's variables: none of
 * the gateway's secrets may be there, or a preview's gateway could write to the repository as the
 * App. Read with the host's own tool, names only.
 */
import { GATEWAY_SECRETS } from "../../editor-gateway/settings"
import { environmentNames } from "../host-tool"
import { fail, pass, type CheckLine } from "./checklist"
import type { LiveCheckContext } from "./context"

export async function previewLines(context: LiveCheckContext): Promise<CheckLine[]> {
  const says = "Previews hold none of the gateway's secrets"
  const { host, project } = context
  const fix = `remove them from the preview environment: the ${host.title} project's settings, variables of the preview environment`
  if (project === undefined) {
    return [
      fail(
        says,
        "cannot tell: the host's project is not known (DEPLOY_PROJECT)",
        "set DEPLOY_PROJECT, as the pipeline has it",
      ),
    ]
  }
  try {
    const held = await environmentNames(context.runner, host, project, "preview")
    const secrets = GATEWAY_SECRETS.filter((name) => held.has(name))
    return [
      secrets.length === 0 ? pass(says, fix) : fail(says, `the preview environment holds ${secrets.join(", ")}`, fix),
    ]
  } catch (error) {
    return [
      fail(
        says,
        `cannot tell: ${error instanceof Error ? error.message : String(error)}`,
        `sign the ${host.title} tool in (${[host.secrets.login.command, ...host.secrets.login.args].join(" ")}), or give the check DEPLOY_TOKEN`,
      ),
    ]
  }
}
