/**
 * Gatsby extracts every query under src/ and, in every build, warns about a page query whose
 * template no page uses ("The GraphQL query in the non-page component … will not be run", then a
 * paragraph on page queries). It offers no way to say that a template may have no page
 * (gatsbyjs/gatsby#20413), and the query must stay where Gatsby reads it, since the query types
 * are made from it. A kind whose pages come and go with the content, as the event kind's with the
 * dated events (the shipped events have no date), would then put a warning that asks nothing of
 * anyone in every build's log. This keeps that one warning, and the paragraph after it, out of the
 * log; any other template's still shows, and a page of the registry that is not built stops the
 * build anyway (built-pages.ts).
 */

/**
 * What this uses of Gatsby's reporter: gatsby-cli/lib/reporter, the one Gatsby itself writes the log
 * with (a hook's own reporter is a copy of it, and gatsby/reporter's entry gives undefined).
 */
export interface LogWriter {
  warn(text: string): void
  log(text: string): void
}

/** Gatsby's words for a template no page uses (gatsby/dist/query/query-watcher.js). */
export function unusedTemplateWarning(template: string): string {
  return `The GraphQL query in the non-page component "${template}" will not be run.`
}

/** The paragraph Gatsby writes after such warnings, once. */
const EXPLANATION = /^\s*Exported queries are only executed for page components\./

/** Lets the reporter write everything but the warning about `templates` while they have no page, and the paragraph after it. */
export function quietUnusedTemplates(reporter: LogWriter, templates: readonly string[]): void {
  const quiet = new Set(templates.map(unusedTemplateWarning))
  const warn = reporter.warn.bind(reporter)
  const log = reporter.log.bind(reporter)
  // Since the paragraph last came: whether a warning about these was kept out, and one about another shown.
  let keptOut = false
  let othersShown = false
  reporter.warn = (text: string) => {
    if (quiet.has(text)) {
      keptOut = true
      return
    }
    if (text.startsWith("The GraphQL query in the non-page component")) othersShown = true
    warn(text)
  }
  reporter.log = (text: string) => {
    const explanation = EXPLANATION.test(text)
    const theirs = explanation && keptOut && !othersShown
    if (explanation) [keptOut, othersShown] = [false, false]
    if (!theirs) log(text)
  }
}
