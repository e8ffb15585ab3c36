/**
 * Step "The host": which project of the host the site is, and the host's own tool signed in to it
 * (wrangler, the Netlify CLI): the setup reads which of the gateway's secrets Production holds, and
 * later sets them there. Nothing is changed here.
 */
import { GATEWAY_SECRETS } from "../../../editor-gateway/settings"
import { environmentNames, HostToolError, runTool } from "../../host-tool"
import { writeSetupState } from "../../setup-state"
import { done, heading, SetupStopped, type SetupContext, type SetupSession } from "../setup-context"

export async function hostStep(context: SetupContext, session: SetupSession): Promise<void> {
  const { host, prompts } = context
  heading(context, "host")
  const known = session.state.host
  const project = await prompts.ask(
    `  The ${host.title} project's name (the pipeline's DEPLOY_PROJECT)`,
    known?.project ?? context.environment.DEPLOY_PROJECT,
  )
  const variables: Record<string, string> = {}
  for (const variable of host.secrets.accountVariables) {
    variables[variable.name] = await prompts.ask(
      `  ${variable.question}`,
      known?.variables[variable.name] ?? context.environment[variable.name],
    )
  }
  session.state.host = { project, variables }
  writeSetupState(context.projectDir, session.state)
  session.access = { project, environment: variables }
  const read = () => environmentNames(context.runner, host, { project, environment: variables }, "production")
  let production: Set<string>
  try {
    production = await read()
  } catch (error) {
    if (!(error instanceof HostToolError)) throw error
    prompts.say(`  ${error.message}`)
    const login = host.secrets.login
    if (!(await prompts.confirm(`  Sign the tool in now (${[login.command, ...login.args].join(" ")})?`, true))) {
      throw new SetupStopped(`The ${host.title} tool cannot reach ${project}: sign it in, then run the setup again.`)
    }
    await runTool(context.runner, login, { inherit: true })
    production = await read()
  }
  session.production = production
  const held = GATEWAY_SECRETS.filter((name) => production.has(name))
  done(
    context,
    `The ${host.title} tool reaches ${project}; Production holds ${held.length > 0 ? held.join(", ") : "none of the gateway's secrets yet"}.`,
  )
}
