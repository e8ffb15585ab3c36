/**
 * The check beside the preview (use-checking.ts), in an editor's words: each finding says what is
 * wrong, where, and how to fix it, with a button to its field; a warning, which needs judgement, can
 * be acknowledged for the field's present value (acknowledged.ts). The count is announced as it
 * changes (a polite status), not each finding.
 */
import { useState } from "react"
import { Container } from "../../components/ui/Container"
import { colors, fontSizes, fontWeights, radii, space } from "../../styles/theme"
import { findField } from "../preview/field-finding"
import { noteBox } from "../preview/PreviewNotes"
import { acknowledge, acknowledgedIn } from "./acknowledged"
import type { Finding } from "./findings"
import { useChecking, type CheckedEntry } from "./use-checking"

const KIND_WORDS: Readonly<Record<Finding["kind"], string>> = {
  refused: "Must be fixed: the site is not published with this.",
  warning: "Worth a look: your judgement.",
  page: "Fails WCAG 2.2 AA on the drawn page.",
}

const HEADING_ID = "content-check-heading"

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

/** What the check found, in one sentence: the polite status that is announced as it changes. */
function summaryOf(shown: readonly Finding[], acknowledged: number, pending: boolean, failed?: string): string {
  const waiting = failed
    ? ` The drawn pages could not be checked (${failed}).`
    : pending
      ? " The drawn pages are checked once you pause typing."
      : ""
  const more = acknowledged > 0 ? ` ${counted(acknowledged, "warning", "warnings")} acknowledged.` : ""
  if (shown.length === 0) return `Nothing to fix found.${more}${waiting}`
  return `${counted(shown.length, "thing", "things")} to look at.${more}${waiting}`
}

const button = {
  font: "inherit",
  fontSize: fontSizes.sm,
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radii.sm,
  border: `1px solid ${colors.navy}`,
  background: colors.surface,
  color: colors.navy,
  cursor: "pointer",
} as const

export function CheckingPanel({ file, content, typed, drawn, root }: CheckedEntry) {
  const { findings, pending, failed } = useChecking({ file, content, typed, drawn, root })
  const [acknowledged, setAcknowledged] = useState(() => acknowledgedIn(window.sessionStorage, file))
  const shown = findings.filter((finding) => !finding.acknowledgement || !acknowledged.has(finding.acknowledgement))
  const open = (finding: Finding) => {
    if (finding.field && root.current) findField(root.current, file, finding.field)
  }
  return (
    <Container css={{ paddingBlock: space.sm }}>
      <section
        aria-labelledby={HEADING_ID}
        css={{ ...noteBox, border: `1px solid ${colors.navy}`, display: "grid", gap: space.xs }}
      >
        <h2 id={HEADING_ID} css={{ fontSize: fontSizes.base, color: colors.navy }}>
          Accessibility check
        </h2>
        <p aria-live="polite" aria-atomic="true">
          {summaryOf(shown, findings.length - shown.length, pending, failed)}
        </p>
        {shown.length > 0 && (
          <ul css={{ listStyle: "none", padding: 0, display: "grid", gap: space.sm }}>
            {shown.map((finding) => (
              <li key={finding.key} css={{ display: "grid", gap: space.xxs }}>
                <p>
                  <strong css={{ fontWeight: fontWeights.semibold }}>{KIND_WORDS[finding.kind]}</strong>{" "}
                  {finding.problem}
                </p>
                <p>{finding.where}</p>
                <p>How to fix it: {finding.fix}</p>
                <p css={{ display: "flex", flexWrap: "wrap", gap: space.xs }}>
                  {finding.field && (
                    <button type="button" css={button} onClick={() => open(finding)}>
                      Go to its field
                    </button>
                  )}
                  {finding.acknowledgement && (
                    <button
                      type="button"
                      css={button}
                      onClick={() =>
                        setAcknowledged(acknowledge(window.sessionStorage, file, finding.acknowledgement ?? ""))
                      }
                    >
                      Acknowledge this warning
                    </button>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  )
}
