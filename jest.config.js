/** Unit and component tests (jsdom), beside the code as *.test.ts(x). */
const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  moduleNameMapper: { "\\.(css|svg|png|jpg)$": "identity-obj-proxy" },
}

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}"],
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
      globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
    },
    {
      ...shared,
      displayName: "build",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/build/**/*.test.ts", "<rootDir>/tests/repo/**/*.test.ts"],
    },
  ],
}
