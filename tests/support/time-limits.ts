/**
 * How long each kind of test may take before it fails as stuck: the suites' time limits, in one
 * place. A limit is for the slowest machine the tests run on, CI's two cores shared with other work:
 * a test that is only slow because the machine is busy must pass, and only one that is stuck fails.
 * Each is at least twice the longest time measured with both cores busy (docs/testing.md, "Time
 * limits", has the figures). jest.setup.ts, tests/support/build-project-setup.ts and
 * playwright.config.ts read them; a test that needs another says why beside it.
 */

/** A unit or component test (jest's unit project): in jest's own process, or a short script it runs. */
export const UNIT_TEST_MS = 60_000

/** A started process or server answering: wrangler pages dev, @netlify/dev, the OpenID provider, the site's server. */
export const PROCESS_START_MS = 60_000

/**
 * A test, or a hook, of the built site or the repository (jest's build project): servers, Chromium,
 * Java, git and npm, several of them started in one hook.
 */
export const BUILD_TEST_MS = 2 * PROCESS_START_MS

/**
 * A hook that builds a scratch copy of the site from clean, checks its pages with the publish
 * check's Chromium and Java, builds it again and checks them again (tests/build/events-in-time.test.ts).
 */
export const SITE_BUILD_MS = 15 * 60_000

/** A browser test of the built site (Playwright's limit for each test). */
export const BROWSER_TEST_MS = 30_000

/** What a browser test expects a page to show or do after it acted (Playwright's expect). */
export const BROWSER_EXPECT_MS = 10_000

/** A browser test of the real editor, or a hook, with the servers it talks to started for it. */
export const EDITOR_TEST_MS = 2 * PROCESS_START_MS

/**
 * The real editor answering what an editor did: opening (signed in) at what was asked for, an
 * entry, its preview or a notice, or a save reaching the files or GitHub.
 */
export const EDITOR_ANSWERS_MS = 30_000
