/**
 * The scheduled job (.github/workflows/scheduled.yml's step, scripts/publish-scheduled.ts) run as
 * GitHub runs it, with "now" set through SOURCE_DATE_EPOCH, against the GitHub stand-in over real
 * git: drafts scheduled through the gateway's own scheduling code, published (or not) at their time
 * through its own publishing code, as the site's App, with publishing.yaml's settings.
 */
import path from "node:path"
import { DateTime } from "luxon"
import type { CallContext } from "../../src/editor-gateway/call-context"
import { githubAccess } from "../../src/editor-gateway/github"
import { changedSinceScheduled, folderNotKept, GITHUB_UNREACHABLE } from "../../src/editor-gateway/refusal"
import { answerScheduleCall } from "../../src/editor-gateway/schedule-calls"
import { gatewayConfigOf, gatewaySettingsOf, type GatewaySettings } from "../../src/editor-gateway/settings"
import { readPublishingSettings } from "../../src/settings/read-publishing"
import { startGitHubStandIn, type GitHubStandIn } from "../support/stand-ins/github-stand-in"
import { runWorkflowStep, workflowStep } from "../support/workflow-steps"

jest.setTimeout(120_000)

const step = workflowStep("scheduled", "publish-due", "publish")
const london = "Europe/London"
const owners = gatewaySettingsOf(readPublishingSettings(path.join(__dirname, "..", "..")))
if (owners === null) throw new Error("publishing.yaml has no signIn: the scheduled job has no gateway to publish with")
const settings: GatewaySettings = { ...owners, reviewBeforePublishing: true }
const listed = settings.signIn.editors.find((entry) => entry.role === "publisher" && entry.address)
if (listed?.address === undefined) throw new Error("publishing.yaml names no publisher by address")
const publisher = { email: listed.address.toLowerCase(), name: "Pat Publisher", role: "publisher" as const }

let github: GitHubStandIn
let context: CallContext
let env: Record<string, string>
let drafts = 0

beforeAll(async () => {
  github = await startGitHubStandIn({
    repository: settings.repository,
    branch: settings.branch,
    files: new Map([
      ["package.json", "{}\n"],
      ["content/pages/about.yaml", "hero:\n  title: About\n"],
    ]),
  })
  env = {
    GITHUB_APP_ID: String(github.app.id),
    GITHUB_APP_PRIVATE_KEY: github.app.privateKey,
    GITHUB_API_URL: github.origin,
  }
  const configured = gatewayConfigOf(settings, env)
  if ("missing" in configured) throw new Error(`missing ${configured.missing.join(", ")}`)
  context = { editor: publisher, settings, github: githubAccess(configured.config, fetch), log: () => undefined }
})

afterAll(() => github?.stop())

/** The day next year on which London's clocks go forward (or back): the day whose offset differs at its end. */
function clockChangeDay(direction: "forward" | "back"): string {
  let day = DateTime.fromObject({ year: DateTime.now().year + 1, month: 1, day: 1 }, { zone: london })
  for (; ; day = day.plus({ days: 1 })) {
    const change = day.endOf("day").offset - day.offset
    if (direction === "forward" ? change > 0 : change < 0) return day.toISODate() ?? ""
  }
}

/** A draft of `files` opened as Decap opens one, scheduled by the publisher through the gateway's code. */
async function scheduledDraft(files: Record<string, string>, date: string, time = "09:00") {
  const branch = `cms/pages/draft-${++drafts}`
  const sha = await github.push({
    branch,
    files: new Map(Object.entries(files)),
    parent: await github.branchHead(settings.branch),
  })
  const pull = await context.github.write<{ number: number }>("POST", "/pulls", {
    title: `Draft ${drafts}`,
    head: branch,
    base: settings.branch,
  })
  const put = await answerScheduleCall(
    "PUT",
    `/schedule/${pull.number}`,
    () => Promise.resolve({ date, time, timeZone: london, commit: sha }),
    context,
    new Date(`${date}T00:00:00Z`),
  )
  expect(put?.status).toBe(200)
  return { number: pull.number, sha, branch }
}

/** The job's step as the workflow runs it, as of `when` on London's clock. */
async function runJob(when: { date: string; time: string }, extra: Record<string, string> = {}) {
  const now = DateTime.fromISO(`${when.date}T${when.time}`, { zone: london }).toSeconds()
  return runWorkflowStep(step, { ...env, SOURCE_DATE_EPOCH: String(now), ...extra })
}

const mainHead = async () => String(await github.branchHead(settings.branch))

it.each(["forward", "back"] as const)(
  "publishes a draft scheduled for 09:00 London on the day the clocks go %s at 09:00 there, not a minute before, as exactly the commit scheduled, by the publisher",
  async (direction) => {
    const date = clockChangeDay(direction)
    const draft = await scheduledDraft({ [`content/pages/${direction}.yaml`]: `hero:\n  title: ${direction}\n` }, date)
    const before = await mainHead()
    const comments = github.pullComments(draft.number).length
    const since = github.requests.length

    const early = await runJob({ date, time: "08:59" })
    expect({ status: early.status, stderr: early.stderr }).toMatchObject({ status: 0 })
    expect(await mainHead()).toBe(before)
    expect(github.pullComments(draft.number)).toHaveLength(comments)

    const onTime = await runJob({ date, time: "09:00" })
    expect({ status: onTime.status, stderr: onTime.stderr }).toMatchObject({ status: 0 })
    const after = await mainHead()
    const published = await github.git.readCommit(after)
    expect(published.parents).toEqual([before, draft.sha])
    expect(await github.git.diff(before, after)).toEqual(await github.git.diff(before, draft.sha))
    expect(published.author).toMatchObject({ name: publisher.name, email: publisher.email })
    // Moved with the App's installation token, not a workflow's own: GitHub starts site.yml's deploy on it.
    expect(published.committer.name).toBe(`${github.app.slug}[bot]`)
    const move = github.requests
      .slice(since)
      .find((request) => request.method === "PATCH" && request.path.endsWith("/git/refs/heads/main"))
    expect(move?.who).toMatch(/^token-/)
    expect(onTime.stdout).toContain(
      `Draft #${draft.number} (Draft ${drafts}): published as scheduled, commit ${after}.`,
    )
    expect(github.pullComments(draft.number).at(-1)).toMatch(/^\*\*Published\*\*/)
    expect(await github.branchHead(draft.branch)).toBeNull()
  },
)

it("leaves main as it was and says why on each draft when the live site changed since in the way of one, or made a folder where the other puts a file", async () => {
  const date = clockChangeDay("forward")
  const undone = await scheduledDraft({ "content/pages/about.yaml": "hero:\n  title: Drafted\n" }, date, "10:00")
  const folder = await scheduledDraft({ "content/pages/annex": "a file\n" }, date, "10:00")
  await github.push({
    branch: settings.branch,
    files: new Map([
      ["content/pages/about.yaml", "hero:\n  title: Changed since\n"],
      ["content/pages/annex/one.yaml", "hero: {}\n"],
    ]),
  })
  const before = await mainHead()

  const run = await runJob({ date, time: "10:05" })
  expect({ status: run.status, stderr: run.stderr }).toMatchObject({ status: 0 })
  expect(await mainHead()).toBe(before)
  const reasons = [changedSinceScheduled("content/pages/about.yaml"), folderNotKept("content/pages/annex", "a file")]
  for (const [draft, reason] of [
    [undone, reasons[0]],
    [folder, reasons[1]],
  ] as const) {
    expect(github.pullComments(draft.number).at(-1)).toMatch(/^\*\*Not published\*\*/)
    expect(github.pullComments(draft.number).at(-1)).toContain(reason)
    expect(await github.branchHead(draft.branch)).toBe(draft.sha)
    const read = await answerScheduleCall("GET", `/schedule/${draft.number}`, () => Promise.resolve({}), context)
    expect(((await read?.json()) as { schedule: unknown }).schedule).toMatchObject({ state: "failed", reason })
  }
})

it("leaves main and every schedule as they were, and fails saying why, when GitHub cannot be reached", async () => {
  const date = clockChangeDay("back")
  const draft = await scheduledDraft({ "content/pages/later.yaml": "hero: {}\n" }, date, "11:00")
  const before = await mainHead()
  const comments = github.pullComments(draft.number)

  const run = await runJob({ date, time: "11:00" }, { GITHUB_API_URL: "http://127.0.0.1:9" })
  expect(run.status).toBe(1)
  expect(run.stderr).toContain(`Nothing was published: ${GITHUB_UNREACHABLE}`)
  expect(await mainHead()).toBe(before)
  expect(github.pullComments(draft.number)).toEqual(comments)
})
