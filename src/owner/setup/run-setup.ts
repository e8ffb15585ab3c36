/**
 * `npm run setup:sign-in`: the owner's setup of editors' sign-in with the organisation's accounts,
 * step by step, on the owner's computer (docs/deploying/editor-sign-in.md). Each step says what it
 * will do and asks before it changes anything; a step already done says so and changes nothing, so
 * the setup can be run again at any time, and picks up where a run stopped.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { readPublishingSettings, PUBLISHING_FILE } from "../../settings/read-publishing"
import { readSetupState } from "../setup-state"
import { SETUP_COMMAND } from "../setup-steps"
import { SetupStopped, type SetupContext, type SetupSession } from "./setup-context"
import { appStep, installationStep } from "./steps/app"
import { githubAccountStep } from "./steps/github-account"
import { hostStep } from "./steps/host"
import { peopleStep, rulesetStep } from "./steps/repository"
import { schedulingStep } from "./steps/scheduling"
import { clientSecretStep, signInStep } from "./steps/sign-in"

const STEPS = [
  githubAccountStep,
  hostStep,
  appStep,
  installationStep,
  schedulingStep,
  signInStep,
  clientSecretStep,
  rulesetStep,
  peopleStep,
]

export async function runSetup(context: SetupContext): Promise<void> {
  const settings = readPublishingSettings(context.projectDir)
  if (settings.backend !== "github") {
    throw new SetupStopped(
      `Editors sign in through the site's gateway with backend: github only; ${PUBLISHING_FILE} says ${settings.backend}.`,
    )
  }
  const publishingFile = path.join(context.projectDir, PUBLISHING_FILE)
  const before = readFileSync(publishingFile, "utf8")
  const session: SetupSession = { settings, state: readSetupState(context.projectDir), production: new Set() }
  context.prompts.say(
    [
      `Editors' sign-in with the organisation's accounts, for ${settings.repository} at ${settings.siteUrl} (${context.host.title}).`,
      "Each step says what it will do, and asks before it changes anything. Run it again at any time: a step already done says so.",
    ].join("\n"),
  )
  for (const step of STEPS) await step(context, session)
  const changed = readFileSync(publishingFile, "utf8") !== before
  context.prompts.say(
    [
      "\nWhat is left:",
      ...(changed
        ? [`  - Commit and push ${PUBLISHING_FILE}: the full suite runs, then the site deploys with signIn.`]
        : []),
      "  - Deploy again (push a commit, or run the site workflow by hand), so the live site reads its secrets.",
      "  - Then run npm run check:live: it checks all of this on the live site.",
      '  - For the weekly check, give the repository the secret LIVE_CHECK_TOKEN (docs/deploying/editor-sign-in.md, "The weekly check").',
      `Run ${SETUP_COMMAND} again at any time: it changes only what is not as it should be.`,
    ].join("\n"),
  )
}
