/** Unit and component tests (jsdom), beside the code as *.test.ts(x). */
const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  // jose is ESM only: Babel makes it CommonJS for jest, as it does Gatsby's browser modules.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|jose|@octokit|universal-user-agent|universal-github-app-jwt|toad-cache|json-with-bigint|content-type)/)",
  ],
  moduleNameMapper: { "\\.(css|svg|png|jpg)$": "identity-obj-proxy" },
  // Netlify's bundles of the site's functions (tests/build/netlify-dev.ts): copies of the site's
  // package.json and modules, which jest would otherwise take for the site's own.
  modulePathIgnorePatterns: ["<rootDir>/.netlify/"],
}

const { availableParallelism } = require("node:os")

module.exports = {
  // Jest's default is one worker fewer than the cores: one on a 2-core CI machine. Many files
  // here wait on another process (wrangler, Chromium, the Nu HTML Checker's Java), so two workers
  // keep both cores busy: 102 s against 136 s for the whole run on 2 cores.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      // The stand-ins' and fixtures' own tests (tests/support/) need no build either.
      testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}", "<rootDir>/tests/support/**/*.test.ts"],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        // Node's build of the server renderer, as the site build uses: under jsdom, jest would pick
        // the browser build, which wants a TextEncoder jsdom lacks.
        "^react-dom/server$": "react-dom/server.node",
      },
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
      globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
    },
    {
      ...shared,
      displayName: "build",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/build/**/*.test.ts", "<rootDir>/tests/repo/**/*.test.ts"],
      // Each project's time limit is set in its setup file (tests/support/time-limits.ts has them): jest
      // takes testTimeout from the top of this file only, never from a project (jestjs/jest#9759).
      setupFilesAfterEnv: ["<rootDir>/tests/support/build-project-setup.ts"],
    },
  ],
}
