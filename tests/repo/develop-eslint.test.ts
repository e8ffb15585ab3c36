/**
 * The project lints with ESLint 9 (eslint.config.mjs), while `gatsby develop` runs its own check
 * through eslint-webpack-plugin, written for ESLint 7 and 8. Given ESLint 9, that check stops the
 * development server ("Unknown options: extensions, rulePaths, useEslintrc", gatsbyjs/gatsby#39033).
 * npm keeps the two apart by nesting Gatsby's ESLint under gatsby; this fails if an install hoists
 * them together.
 */
import { readFileSync } from "node:fs"
import path from "node:path"

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"))

/** The version of the ESLint a module in dir gets when it requires "eslint". */
function versionOfEslintSeenFrom(dir: string): string {
  const eslintPackage = require.resolve("eslint/package.json", { paths: [dir] })
  return (JSON.parse(readFileSync(eslintPackage, "utf8")) as { version: string }).version
}

describe("the two ESLints", () => {
  it("gives gatsby develop's check an ESLint it supports (7 or 8)", () => {
    const plugin = path.dirname(require.resolve("eslint-webpack-plugin/package.json", { paths: [gatsbyDir] }))
    expect(versionOfEslintSeenFrom(plugin)).toMatch(/^[78]\./)
  })

  it("gives the project's own lint ESLint 9", () => {
    expect(versionOfEslintSeenFrom(path.join(__dirname, "..", ".."))).toMatch(/^9\./)
  })
})
