/**
 * Steps "The organisation's sign-in" and "The sign-in's client secret": the owner registers the
 * editor with the organisation's provider, told the exact values to enter (provider-guides.ts),
 * and the setup writes publishing.yaml's signIn from the answers, checked as the build checks it;
 * then the client's secret, when there is one, goes into Production with the host's tool.
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseDocument } from "yaml"
import { gatewaySettingsOf, type SignInSettings } from "../../../editor-gateway/settings"
import { editorReturnAddress } from "../../../editor-gateway/sign-in"
import { checkPublishingSettings, PUBLISHING_FILE } from "../../../settings/read-publishing"
import { signInProviderOf, wantsClientSecret } from "../../../settings/sign-in-providers"
import { putSecret } from "../../host-tool"
import { PROVIDER_GUIDES } from "../provider-guides"
import { alreadyDone, done, heading, SetupStopped, type SetupContext, type SetupSession } from "../setup-context"

/** Writes signIn into publishing.yaml, keeping the rest of the file and its comments; refused as the build would refuse it. */
function writeSignIn(context: SetupContext, session: SetupSession, signIn: SignInSettings): void {
  const file = path.join(context.projectDir, PUBLISHING_FILE)
  const before = readFileSync(file, "utf8")
  const document = parseDocument(before)
  document.set("signIn", document.createNode(signIn))
  writeFileSync(file, document.toString())
  const checked = checkPublishingSettings(context.projectDir)
  if ("problems" in checked || checked.settings.backend !== "github") {
    writeFileSync(file, before)
    const problems = "problems" in checked ? checked.problems : []
    throw new SetupStopped(`publishing.yaml was left as it was: ${problems.join("; ")}`)
  }
  session.settings = checked.settings
}

/** The provider the owner picks, by its number. */
async function chooseProvider(context: SetupContext) {
  context.prompts.say(PROVIDER_GUIDES.map((guide, index) => `    ${index + 1}. ${guide.name}`).join("\n"))
  for (;;) {
    const picked =
      PROVIDER_GUIDES[Number(await context.prompts.ask("  Which does the organisation use? Its number")) - 1]
    if (picked) return picked
  }
}

export async function signInStep(context: SetupContext, session: SetupSession): Promise<void> {
  heading(context, "signIn")
  const { prompts } = context
  const back = editorReturnAddress(new URL(session.settings.siteUrl).origin)
  const current = session.settings.signIn
  if (current) {
    const provider = signInProviderOf(current.issuer)?.name ?? current.issuer
    const gateway = gatewaySettingsOf(session.settings)
    prompts.say(
      `  publishing.yaml's signIn: ${provider}, client ${current.clientId}, scope ${gateway?.signIn.scope}, ${current.editors.length} on the editors' list; editors come back to ${back}.`,
    )
    if (await prompts.confirm("  Keep it?", true)) {
      alreadyDone(context, "publishing.yaml's signIn is kept as it is.")
      return
    }
  }
  const guide = await chooseProvider(context)
  prompts.say(
    guide
      .register(back)
      .map((line) => `  ${line}`)
      .join("\n"),
  )
  await prompts.ask("  Press Enter once the client is registered", "")
  const answers = await guide.ask(prompts)
  const editors =
    current?.editors ??
    ([
      {
        address: await prompts.ask(
          "  The address of the first publisher, who may publish (publishing.yaml lists more)",
        ),
        role: "publisher",
      },
    ] as const)
  const contact =
    current?.contact ?? (await prompts.ask("  Whom does a person not on the list ask?", editors[0].address))
  writeSignIn(context, session, { ...answers, contact, editors: [...editors] })
  done(
    context,
    "publishing.yaml's signIn is written. Commit and push it (git add publishing.yaml; git commit; git push): the full suite runs, then the site deploys with it.",
  )
}

export async function clientSecretStep(context: SetupContext, session: SetupSession): Promise<void> {
  heading(context, "clientSecret")
  const { prompts } = context
  const signIn = session.settings.signIn
  if (!signIn || !session.access) throw new SetupStopped("The sign-in and the host's project must be known first.")
  const held = session.production.has("SIGN_IN_CLIENT_SECRET")
  if (held && !(await prompts.confirm("  Production holds SIGN_IN_CLIENT_SECRET. Replace it?", false))) {
    alreadyDone(context, "Production holds SIGN_IN_CLIENT_SECRET.")
    return
  }
  if (
    !held &&
    !wantsClientSecret(signIn.issuer) &&
    !(await prompts.confirm("  Has the client a secret (a confidential client)?", false))
  ) {
    done(context, "None needed: the client is public, and PKCE alone protects its sign-in.")
    return
  }
  const value = await prompts.secret("  The client's secret")
  await putSecret(context.runner, context.host, session.access, {
    name: "SIGN_IN_CLIENT_SECRET",
    value,
    replacing: held,
  })
  session.production.add("SIGN_IN_CLIENT_SECRET")
  done(context, "Production holds SIGN_IN_CLIENT_SECRET.")
}
