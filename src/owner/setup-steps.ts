/**
 * The owner's setup's steps, by the titles `npm run setup:sign-in` shows them under, each with the
 * step of docs/deploying/editor-sign-in.md that does the same by hand: what the live check's lines
 * tell the owner to run again when a promise is broken.
 */
export const SETUP_STEPS = {
  github: { title: "Your GitHub account", byHand: "the repository's admin" },
  host: { title: "The host", byHand: 5 },
  app: { title: "The GitHub App", byHand: 1 },
  installation: { title: "The App's installation", byHand: 2 },
  scheduling: { title: "Scheduled publishing's key", byHand: 5 },
  signIn: { title: "The organisation's sign-in", byHand: 3 },
  clientSecret: { title: "The sign-in's client secret", byHand: 5 },
  ruleset: { title: "The live branch's rules", byHand: 6 },
  people: { title: "Who can write to the repository", byHand: 6 },
} as const

export type SetupStep = keyof typeof SETUP_STEPS

/** The setup's command. */
export const SETUP_COMMAND = "npm run setup:sign-in"

/** How the owner fixes what a step sets: the setup's step, then what follows, or the manual step. */
export function setupFix(step: SetupStep, then?: string): string {
  const { title, byHand } = SETUP_STEPS[step]
  const manual = typeof byHand === "number" ? `; by hand: docs/deploying/editor-sign-in.md, step ${byHand}` : ""
  return `${SETUP_COMMAND}, step "${title}"${then ? `, then ${then}` : ""}${manual}`
}

/** What follows a change of the host's secrets or of publishing.yaml: a deploy, which reads them. */
export const THEN_DEPLOY = "deploy again (push a commit to main, or run the site workflow by hand)"
