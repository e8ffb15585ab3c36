/**
 * Steps "The live branch's rules" and "Who can write to the repository": the ruleset that closes
 * the live branch to all but pull requests and the App (live-branch-ruleset.ts), shown and added
 * once the owner says so; then the people who can write, those the owner names as editors taken
 * off the repository (editors need no right on it).
 */
import { fullSuiteCheck } from "../../required-check"
import type { Ruleset } from "../../github-shapes"
import { liveBranchRuleset, rulesetFindings, RULESET_NAME, type LiveBranch } from "../../live-branch-ruleset"
import { peopleOf, rulesetsOf } from "../../repository-reads"
import { personInWords } from "../../write-holders"
import { alreadyDone, done, heading, SetupStopped, type SetupContext, type SetupSession } from "../setup-context"

const GITHUB_STEP_FIRST = "Your GitHub account and the App must be known first."

/** The ruleset's rules as the owner reads them. */
function rulesetInWords(live: LiveBranch, appSlug: string): string[] {
  return [
    `On ${live.branch}: deletion restricted; force pushes blocked; a pull request required (no approval needed:`,
    `the suite is the review); ${live.requiredCheck}, from GitHub Actions, must pass; the App ${appSlug} alone may bypass them.`,
  ]
}

export async function rulesetStep(context: SetupContext, session: SetupSession): Promise<void> {
  heading(context, "ruleset")
  const { github, state } = session
  if (!github || !state.app) throw new SetupStopped(GITHUB_STEP_FIRST)
  const { repository } = session.settings
  const live: LiveBranch = {
    branch: session.settings.branch,
    defaultBranch: github.defaultBranch,
    appId: state.app.id,
    requiredCheck: fullSuiteCheck(context.projectDir),
  }
  const unkept = (rulesets: readonly Ruleset[]) => rulesetFindings(rulesets, live).filter((finding) => !finding.kept)
  const rulesets = await rulesetsOf(github.rest, repository)
  if (unkept(rulesets).length === 0) {
    alreadyDone(context, `${live.branch}'s rules are closed as they should be.`)
    return
  }
  for (const detail of new Set(unkept(rulesets).map((finding) => finding.detail)))
    context.prompts.say(`  Now: ${detail}.`)
  const wanted = liveBranchRuleset(live)
  context.prompts.say(
    [
      `  The setup would ${rulesets.some((ruleset) => ruleset.name === RULESET_NAME) ? "update" : "add"} this ruleset on ${repository}:`,
      ...rulesetInWords(live, state.app.slug).map((line) => `    ${line}`),
      ...JSON.stringify(wanted, null, 2)
        .split("\n")
        .map((line) => `    ${line}`),
    ].join("\n"),
  )
  if (!(await context.prompts.confirm("  Add it?", true))) {
    context.prompts.say("  Not added: npm run check:live will say so until it is.")
    return
  }
  const ours = rulesets.find((ruleset) => ruleset.name === RULESET_NAME)
  if (ours) await github.rest.send("PUT", `/repos/${repository}/rulesets/${ours.id}`, wanted)
  else await github.rest.send("POST", `/repos/${repository}/rulesets`, wanted)
  const left = unkept(await rulesetsOf(github.rest, repository))
  if (left.length > 0) {
    context.prompts.say(
      left.map((finding) => `  Still: ${finding.detail} (another ruleset, perhaps the organisation's).`).join("\n"),
    )
    return
  }
  done(context, `${live.branch} is closed to all but pull requests that passed ${live.requiredCheck}, and the App.`)
}

export async function peopleStep(context: SetupContext, session: SetupSession): Promise<void> {
  heading(context, "people")
  const { github } = session
  const signIn = session.settings.signIn
  if (!github || !signIn) throw new SetupStopped(GITHUB_STEP_FIRST)
  const { repository } = session.settings
  const people = await peopleOf(github.rest, repository, signIn.editors)
  const writers = people.filter((person) => person.writes)
  context.prompts.say(
    `  Who can write to ${repository}: ${writers.map((person) => `${personInWords(person)}${person.editor ? ", on the editors' list" : ""}`).join("; ")}.`,
  )
  const candidates = people.filter((person) => (person.writes && !person.admin) || person.editor)
  if (candidates.length === 0) {
    alreadyDone(context, "nobody but admins can write to it, and no editor is a collaborator.")
    return
  }
  context.prompts.say("  Editors sign in with the organisation's account: they need no right on the repository.")
  const suggested = candidates.filter((person) => person.editor).map((person) => person.login)
  const answer = await context.prompts.ask(
    `  Which of ${candidates.map((person) => person.login).join(", ")} are editors, to take off the repository? Logins, or none`,
    suggested.length > 0 ? suggested.join(" ") : "none",
  )
  const named = answer === "none" ? [] : answer.split(/[\s,]+/).filter(Boolean)
  const removed: string[] = []
  for (const login of named) {
    if (!candidates.some((person) => person.login === login)) {
      context.prompts.say(`  ${login} is not among them: left as they are.`)
      continue
    }
    await github.rest.send("DELETE", `/repos/${repository}/collaborators/${encodeURIComponent(login)}`)
    removed.push(login)
  }
  const after = await peopleOf(github.rest, repository, signIn.editors)
  const still = after.filter((person) => removed.includes(person.login))
  for (const person of still) {
    context.prompts.say(
      `  ${person.login} still has access through a team or the organisation's base role: remove it there.`,
    )
  }
  for (const person of after.filter(
    (candidate) => candidate.writes && !candidate.admin && !removed.includes(candidate.login),
  )) {
    context.prompts.say(
      `  ${personInWords(person)} can still write: a developer needs no Write either (pull requests from a fork); npm run check:live says so until it is taken away.`,
    )
  }
  if (removed.length > 0) done(context, `Taken off ${repository}: ${removed.join(", ")}.`)
  else if (suggested.length === 0) alreadyDone(context, "no one on the editors' list is a collaborator.")
  else done(context, "Nobody was taken off the repository.")
}
