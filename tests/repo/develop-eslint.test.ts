/**
 * The project lints with ESLint 9 (eslint.config.mjs), while `gatsby develop` runs its own check
 * through eslint-webpack-plugin, written for ESLint 7 and 8. Given ESLint 9, that check stops the
 * development server ("Unknown options: extensions, rulePaths, useEslintrc", gatsbyjs/gatsby#39033).
 * npm keeps the two apart by nesting Gatsby's ESLint under gatsby; this fails if an install hoists
 * them together.
 *
 * And what the project's own lint keeps apart: the product never imports the tests' own parts.
 */
import { spawnSync } from "node:child_process"
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

const repoDir = path.join(__dirname, "..", "..")

/**
 * The import rules the project's ESLint (eslint.config.mjs) breaks in each file, were its text the
 * one given. Run in a node of its own: ESLint loads its configuration with import(), which jest's
 * module system does not offer. These rules read the text alone, so the type information the other
 * rules need is left out (a second, not five).
 */
function importRulesBrokenIn(files: Readonly<Record<string, string>>): Record<string, string[]> {
  const lint = `
    import { ESLint } from "eslint"
    const eslint = new ESLint({
      ruleFilter: ({ ruleId }) => ruleId.endsWith("no-restricted-imports"),
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    })
    const broken = {}
    for (const [file, text] of Object.entries(JSON.parse(process.argv[1]))) {
      const [result] = await eslint.lintText(text, { filePath: file })
      broken[file] = result.messages.map((message) => message.ruleId ?? message.message)
    }
    process.stdout.write(JSON.stringify(broken))`
  const run = spawnSync(process.execPath, ["--input-type=module", "--eval", lint, JSON.stringify(files)], {
    cwd: repoDir,
    encoding: "utf8",
  })
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`)
  return JSON.parse(run.stdout) as Record<string, string[]>
}

describe("the project's own lint", () => {
  it("refuses a test stand-in to the product (src/, functions/, netlify/, plugins/, Gatsby's files) and lets the tests beside the code have it", () => {
    const standIn = path.join(repoDir, "tests", "support", "stand-ins", "openid-provider-stand-in")
    const importingTheStandIn = (file: string) => {
      const specifier = path.relative(path.dirname(path.join(repoDir, file)), standIn)
      return `import { startOpenIdProvider } from "${specifier.startsWith(".") ? specifier : `./${specifier}`}"\nvoid startOpenIdProvider\n`
    }
    const product = [
      "src/editor-gateway/gateway.ts",
      // A folder whose layer rule (no-restricted-imports) must not lift this one.
      "src/content/links.ts",
      "functions/api/auth/index.ts",
      "netlify/functions/editor-gateway.ts",
      "plugins/decap-admin/gatsby-node.ts",
      "gatsby-node.ts",
    ]
    const testBesideTheCode = "src/editor-gateway/editors.test.ts"
    const files = [...product, testBesideTheCode]
    const broken = importRulesBrokenIn(Object.fromEntries(files.map((file) => [file, importingTheStandIn(file)])))
    expect(broken).toEqual({
      ...Object.fromEntries(product.map((file) => [file, ["@typescript-eslint/no-restricted-imports"]])),
      [testBesideTheCode]: [],
    })
  })
})
