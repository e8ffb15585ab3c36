import path from "node:path"
import { fullSuiteCheck, fullSuiteCheckOf } from "./required-check"

describe("the check main requires", () => {
  it("is the job of the pipeline that runs the full suite, as GitHub names its check", () => {
    expect(fullSuiteCheck(path.join(__dirname, "..", ".."))).toBe("build-and-test")
    const named =
      "jobs:\n  suite:\n    name: Full suite\n    steps:\n      - run: bash .ci/run\n  other:\n    steps: []\n"
    expect(fullSuiteCheckOf(named)).toBe("Full suite")
  })

  it("says so when the workflow has no such job, or two", () => {
    expect(() => fullSuiteCheckOf("jobs:\n  a:\n    steps: []\n")).toThrow("not 0")
    const two = "jobs:\n  a:\n    steps: [{ run: bash .ci/run }]\n  b:\n    steps: [{ run: bash .ci/run }]\n"
    expect(() => fullSuiteCheckOf(two)).toThrow("not 2")
  })
})
