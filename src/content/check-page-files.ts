/**
 * The content check's view of which files there are: every YAML file under content/ must be one
 * the site reads, and every general page's file name must be an address the site can publish it
 * at, clean, not taken by anything else and not shared with another file.
 */
import { existsSync, readdirSync } from "node:fs"
import path from "node:path"
import { requiredContentFiles } from "./content-files"
import type { ContentProblem } from "./loaded-file"
import { pageNameFrom, pageNameProblem } from "./page-names"
import { builtInKinds, pageNameOf, PAGES_FOLDER, sitePageOf, type BuiltInKind } from "./page-registry"
import { yamlFilesBelow } from "./site-pages"

/**
 * The problems with which files there are, and the general pages' files, below content/, by name:
 * each is checked against the general page schema.
 */
export function pageFileProblems(contentDir: string, staticDir: string) {
  const required = new Set(requiredContentFiles.map((spec) => spec.file))
  const problems: ContentProblem[] = []
  const generalPages: string[] = []
  // The names static/ publishes at the top of the site (a folder there is an address a page cannot have).
  const taken = existsSync(staticDir) ? readdirSync(staticDir) : []
  for (const file of yamlFilesBelow(contentDir)) {
    if (required.has(file)) continue
    if (sitePageOf(file)?.kind !== "general") {
      const inPages = file.startsWith(`${PAGES_FOLDER}/`)
      problems.push({
        file,
        message: inPages
          ? `pages cannot be in a folder of their own. Move it to content/${PAGES_FOLDER}/, where its file name becomes its address.`
          : `the site does not use this file. A page goes in content/${PAGES_FOLDER}/; the other files are ${[...required].filter((name) => !name.startsWith(`${PAGES_FOLDER}/`)).join(", ")}. Rename it to one of those, move it, or remove it.`,
      })
      continue
    }
    generalPages.push(file)
    const name = pageNameOf(file) ?? ""
    // A built-in page's name (about.yml beside about.yaml) is reported as two files at one address.
    const problem = builtInKinds.includes(name as BuiltInKind)
      ? undefined
      : pageNameProblem(name, taken, path.extname(file))
    if (problem) problems.push({ file, message: `the file name ${problem}` })
  }
  problems.push(
    ...sharedAddressProblems(
      [...required].filter((file) => sitePageOf(file)),
      generalPages,
    ),
  )
  return { generalPages, problems }
}

/**
 * Two files that would publish at one address: about.yml beside about.yaml, or "Exam Policies.yaml"
 * beside exam-policies.yaml (which is what the first must be renamed to).
 */
function sharedAddressProblems(builtIn: readonly string[], general: readonly string[]): ContentProblem[] {
  const byAddress = new Map<string, string[]>()
  for (const file of [...builtIn, ...general]) {
    const address = pageNameFrom(pageNameOf(file) ?? "")
    byAddress.set(address, [...(byAddress.get(address) ?? []), file])
  }
  return [...byAddress].flatMap(([address, files]) =>
    files.length < 2
      ? []
      : files
          .filter((file) => general.includes(file))
          .map((file) => ({
            file,
            message: `this page and ${files
              .filter((other) => other !== file)
              .map((other) => `content/${other}`)
              .join(
                " and ",
              )} would both be published at /${address}/. Keep one: merge them, or give this one another name.`,
          })),
  )
}
