/**
 * The check `main` requires before a pull request merges: the full test suite's job, as the pipeline
 * names it (.github/workflows/site.yml). It is read from the workflow, the one place that names it,
 * as the job whose steps run CI's entry point (.ci/run, which runs `npm test`): GitHub reports a job
 * as a check named after its `name`, or its key when it has none.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"

/** The workflow that checks every pull request, relative to the project's folder. */
export const SITE_WORKFLOW = ".github/workflows/site.yml"

/** CI's entry point, which the full suite's job runs. */
const FULL_SUITE_COMMAND = ".ci/run"

interface WorkflowJob {
  readonly name?: string
  readonly steps?: readonly { readonly run?: string }[]
}

/** The full suite's check name, from the workflow's text. */
export function fullSuiteCheckOf(workflowText: string): string {
  const { jobs } = parse(workflowText) as { jobs: Record<string, WorkflowJob> }
  const suites = Object.entries(jobs).filter(([, job]) =>
    (job.steps ?? []).some((step) => step.run?.includes(FULL_SUITE_COMMAND)),
  )
  if (suites.length !== 1) {
    throw new Error(
      `${SITE_WORKFLOW} should have one job that runs ${FULL_SUITE_COMMAND} (the full test suite), not ${suites.length}`,
    )
  }
  const [key, job] = suites[0]
  return job.name ?? key
}

/** The full suite's check name, from the project's own workflow. */
export function fullSuiteCheck(projectDir: string): string {
  return fullSuiteCheckOf(readFileSync(path.join(projectDir, SITE_WORKFLOW), "utf8"))
}
