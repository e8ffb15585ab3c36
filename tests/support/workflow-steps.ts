/**
 * A step of the pipeline's workflows (.github/workflows/), run here as a GitHub runner runs it: its
 * `run` written to a file and started with its shell (bash -eo pipefail by default, or `node {0}`),
 * with the environment the test gives in place of what the workflow's expressions would. The steps'
 * scripts take everything from their environment (tests/repo/workflow.test.ts holds them to it), so
 * what runs here is what runs on GitHub.
 */
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { parse } from "yaml"
import { stepOutputs } from "./step-outputs"

const root = path.join(__dirname, "..", "..")

export interface WorkflowStep {
  readonly id?: string
  readonly name?: string
  readonly run?: string
  readonly shell?: string
}

/** The step of a job with this id or name, from .github/workflows/<file>.yml. */
export function workflowStep(file: "site" | "preview" | "scheduled", job: string, idOrName: string): WorkflowStep {
  const workflow = parse(readFileSync(path.join(root, ".github", "workflows", `${file}.yml`), "utf8")) as {
    jobs: Record<string, { steps: WorkflowStep[] }>
  }
  const step = workflow.jobs[job]?.steps.find((candidate) => candidate.id === idOrName || candidate.name === idOrName)
  if (!step?.run) throw new Error(`${file}.yml's job ${job} has no step ${idOrName} that runs a script`)
  return step
}

export interface StepRun {
  readonly status: number | null
  readonly stdout: string
  readonly stderr: string
  /** What the step wrote to $GITHUB_OUTPUT, by name. */
  readonly outputs: Readonly<Record<string, string>>
}

/** Runs the step in `cwd` (the project's folder unless given) with PATH and `env`; resolves once it ends. */
export function runWorkflowStep(
  step: WorkflowStep,
  env: Readonly<Record<string, string>>,
  cwd = root,
): Promise<StepRun> {
  const dir = mkdtempSync(path.join(tmpdir(), "workflow-step-"))
  const script = path.join(dir, "step")
  const outputFile = path.join(dir, "output")
  writeFileSync(script, step.run ?? "")
  writeFileSync(outputFile, "")
  const [command, ...args] =
    step.shell === "node {0}"
      ? [process.execPath, script]
      : ["bash", "--noprofile", "--norc", "-eo", "pipefail", script]
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", GITHUB_OUTPUT: outputFile, ...env },
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
    child.on("close", (status) => {
      const outputs = stepOutputs(readFileSync(outputFile, "utf8"))
      rmSync(dir, { recursive: true, force: true })
      resolve({ status, stdout, stderr, outputs })
    })
  })
}
