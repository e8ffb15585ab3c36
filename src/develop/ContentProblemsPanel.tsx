import { GlobalStyles } from "../styles/GlobalStyles"
import { colors, fontSizes, fontWeights, radii, shadows, sizes, space } from "../styles/theme"
import type { ReportedContentProblem } from "./content-problems"

interface ContentProblemsPanelProps {
  readonly problems: readonly ReportedContentProblem[]
}

/**
 * What `gatsby develop` shows in place of a page while the content has problems: the same
 * words as the terminal, for the editor who made the change and is looking at the browser.
 */
export function ContentProblemsPanel({ problems }: ContentProblemsPanelProps) {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`
  return (
    <main css={{ minHeight: "100vh", padding: `${space.xxl} ${space.md}`, background: colors.surfaceAlt }}>
      {/* The page's frame (PageFrame), which brings the site's base styles, is not rendered in its place. */}
      <GlobalStyles />
      <div
        role="alert"
        css={{
          maxWidth: sizes.content,
          margin: "0 auto",
          padding: space.xl,
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          borderTop: `4px solid ${colors.goldDeep}`,
          borderRadius: radii.md,
          boxShadow: shadows.card,
          display: "grid",
          gap: space.lg,
        }}
      >
        <h1 css={{ fontSize: fontSizes.xxl, color: colors.navy }}>The content has {count}</h1>
        <p css={{ fontSize: fontSizes.md, maxWidth: sizes.prose }}>
          Fix {problems.length === 1 ? "it" : "each one"} in the file named, and save. This page comes back by itself
          once the content is fixed; there is no need to reload.
        </p>
        <ul css={{ padding: 0, listStyle: "none", display: "grid", gap: space.sm }}>
          {problems.map((problem, index) => (
            <li
              key={index}
              css={{
                padding: `${space.sm} ${space.md}`,
                background: colors.surfaceAlt,
                borderLeft: `4px solid ${colors.teal}`,
                borderRadius: radii.sm,
                fontSize: fontSizes.base,
                fontWeight: fontWeights.medium,
                overflowWrap: "anywhere",
              }}
            >
              {problem.text}
            </li>
          ))}
        </ul>
        <p css={{ color: colors.inkMuted, fontSize: fontSizes.sm }}>
          content/README.md explains each message, under “What the error messages mean”.
        </p>
      </div>
    </main>
  )
}
