// The project's linter, run by `npm run lint` (and so by `npm test`). Formatting is Prettier's job,
// types are tsc's; this catches what neither does: misused promises, hooks called out of order,
// controls a keyboard or screen reader cannot use, unused code.
//
// A flat config (ESLint 9). Gatsby's own development-time check (ESLint 7, nested under gatsby by
// npm) reads only .eslintrc files, so it never sees this one and `gatsby develop` keeps working
// (gatsbyjs/gatsby#39033 is what happens when the two share one ESLint).
import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".unserved-public-files/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      // Netlify's bundles of the site's functions, from its local emulation (tests/build/netlify-dev.ts).
      ".netlify/",
      "static/",
      // Written by Gatsby from the queries (graphqlTypegen).
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // A leading underscore marks a parameter kept for its position, and `{ dropped, ...rest }`
      // is how the code leaves fields out of an object; neither is an unused variable.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Patterns here match YAML indentation and GraphQL SDL, where spaces written as the file
      // shows them read better than " {4}".
      "no-regex-spaces": "off",
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "__mocks__/**", "jest.setup.ts"],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // @types/jest types the asymmetric matchers (expect.any, objectContaining, stringMatching)
      // as `any`, and tests write expected values with them. Reading, calling or passing on an
      // `any` stays an error.
      "@typescript-eslint/no-unsafe-assignment": "off",
    },
  },
  {
    // Playwright reads a test's fixtures from its first parameter, so a test that needs none but
    // wants testInfo must write `({}, testInfo)`.
    files: ["e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    // Functions these scripts hand to the browser (page.evaluate) run there, not in node.
    files: ["scripts/dev/**", "scripts/bench.mjs", "scripts/editor-bench/**"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["**/*.tsx", "src/**/*.ts"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Emotion's css prop (jsxImportSource @emotion/react) is not a DOM attribute React knows;
      // HTML's blocking attribute is (React's own types have it), but not yet in this rule's list.
      "react/no-unknown-property": ["error", { ignore: ["css", "blocking"] }],
      // Props are typed by TypeScript; prop-types would repeat them at runtime.
      "react/prop-types": "off",
    },
  },
  {
    // The product never imports the tests' own parts (tests/support/'s stand-ins and fixtures,
    // e2e/support/): they run beside the tests only, and a reader of the product's folders sees the
    // product. Tests beside the code may, and so may the benchmarks in scripts/. Under a rule name of
    // its own, because flat config replaces a rule's options where two blocks set the same rule: the
    // layer rules below (no-restricted-imports) would otherwise lift it from their folders.
    files: ["src/**", "functions/**", "netlify/**", "plugins/**", "gatsby-*.ts", "gatsby-*.tsx"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.{1,2}/)+(tests|e2e)/",
              message:
                "The product does not import the tests' own parts (tests/, e2e/): stand-ins and fixtures run beside the tests only. Move what the product needs into the product.",
            },
          ],
        },
      ],
    },
  },
  {
    // src/content is the bottom layer: the content's schemas, its check and the shapes every other
    // part reads. It must not know who reads it (the editor, the pages, the build, the CDN files),
    // so any of those can change, or be replaced, without touching it, and it runs anywhere node does.
    files: ["src/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "../cms",
                "../cms/*",
                "../components",
                "../components/*",
                "../widgets",
                "../widgets/*",
                "../cdn",
                "../cdn/*",
                "../build",
                "../build/*",
                "../publish",
                "../publish/*",
                "../develop",
                "../develop/*",
                "../editor-login",
                "../editor-login/*",
                "../settings",
                "../settings/*",
              ],
              message:
                "src/content is the bottom layer: the rooms above it (the editor, pages, widgets, build, CDN files, publishing) import the content, never the other way. Move what both need into src/content.",
            },
            {
              // A page kind's fields (src/page-kinds/<kind>/fields.ts) are content, which the registry
              // reads; its template and body are above.
              regex: "^\\.\\./page-kinds(?!/[^/]+/fields$)",
              message:
                "src/content reads a page kind's fields (src/page-kinds/<kind>/fields.ts) and nothing else of its folder: its template and body are above the content.",
            },
            {
              group: ["gatsby", "gatsby-*", "react", "react-dom", "react/*", "react-dom/*", "decap-*"],
              message:
                "src/content is the bottom layer and runs in plain node: Gatsby, React and the content editor (Decap) belong to the rooms above it, which import the content.",
            },
          ],
        },
      ],
    },
  },
  {
    // A page kind's fields belong to the content layer (the page registry reads them), so they
    // import from src/content only, never the kind's template, body or anything else above.
    files: ["src/page-kinds/*/fields.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.(?!\\./\\.\\./content/)",
              message:
                "A page kind's fields are content (src/content/page-registry.ts reads them): they import from src/content only.",
            },
            {
              group: ["gatsby", "gatsby-*", "react", "react-dom", "react/*", "react-dom/*", "decap-*"],
              message: "A page kind's fields are content and run in plain node: no Gatsby, React or Decap.",
            },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript: CommonJS plugin files and the scripts run by node; no type information.
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
