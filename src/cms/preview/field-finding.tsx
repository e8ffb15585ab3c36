/**
 * Finding a field from the preview: the preview's sentences made ways to their fields, and what is
 * said of a sentence that names values written in another file.
 */
import { useEffect, useRef, useState } from "react"
import { cmsEntryOf } from "../config/cms-config"
import { formPathOf } from "../config/cms-format"
import { fieldWaitingIn, focusFieldOfEntry, openFieldOfFile, takeFieldToFocus } from "../field-focus"
import { contentFileFor } from "../../content/content-files"
import { isOwnerPlaceholder, PUBLISHING_FILE } from "../../content/owner-settings"
import { placeholderSource } from "../../content/placeholders"
import { colors, fontSizes, space } from "../../styles/theme"
import { Container } from "../../components/ui/Container"
import type { FieldSource } from "./field-marks"
import { FIELD_SOURCE, FINDING_HINT_ID, showFieldTargets } from "./field-targets"
import type { ContentByFile } from "./preview-content"
import { noteBox } from "./PreviewNotes"

/**
 * The preview's sentences as ways to their fields (field-targets.ts): a click or Enter on one brings
 * the form to its field, in this file's form or, for the header, footer and the values sentences
 * name, in the file they are written in (field-focus.ts). The sentence chosen last, when it names
 * values written elsewhere, is kept to say where (ValuesNamed).
 */
export function useFieldTargets(file: string) {
  const root = useRef<HTMLDivElement>(null)
  // An entry opened for one of its fields, from another file's preview, says of it what this one would.
  const [valuesNamed, setValuesNamed] = useState(() => namingValues(fieldWaitingIn(file)))
  useEffect(() => {
    const element = root.current
    if (!element) return undefined
    const stop = showFieldTargets(element, (source) => {
      setValuesNamed(namingValues(source))
      findField(element, file, source)
    })
    const waiting = takeFieldToFocus(file)
    if (waiting) focusFieldOfEntry(element, waiting.path)
    return stop
  }, [file])
  return { root, valuesNamed }
}

/** A file's title in the editor without its list of contents: "Site settings". */
function shortTitleOf(title: string): string {
  return title.split(":")[0]
}

function namingValues(source: FieldSource | undefined): FieldSource | undefined {
  return source?.names ? source : undefined
}

/** Brings the form to a field: this file's, from its preview, or another file's, by opening its entry. */
export function findField(previewRoot: Element, file: string, source: FieldSource): void {
  if (source.file === file) focusFieldOfEntry(previewRoot, source.path)
  else void openFieldOfFile(source)
}

/** How a target shows it can be chosen: the pointer, an outline on hover, a clear one with the keyboard's focus. */
export const targetStyles = {
  [`[${FIELD_SOURCE}]`]: { cursor: "pointer" },
  [`[${FIELD_SOURCE}]:hover`]: { outline: `2px dashed ${colors.goldDeep}`, outlineOffset: "2px" },
  [`[${FIELD_SOURCE}]:focus-visible`]: { outline: `3px solid ${colors.goldDeep}`, outlineOffset: "2px" },
} as const

export function FindingHint() {
  return (
    <Container css={{ paddingBlock: space.xs }}>
      <p id={FINDING_HINT_ID} css={{ fontSize: fontSizes.sm, color: colors.inkMuted }}>
        Click a sentence or picture, or press Enter on it, to find its field in the form.
      </p>
    </Container>
  )
}

/**
 * Said of a sentence just chosen that names values written elsewhere ({examFee}): which file keeps
 * each one, with a way to its field there. The sentence's own field is focused meanwhile.
 */
export function ValuesNamed({
  chosen,
  file,
  content,
  root,
}: {
  readonly chosen: FieldSource
  readonly file: string
  readonly content: ContentByFile
  readonly root: { readonly current: Element | null }
}) {
  // The status is around the list, so the list keeps its items (a role on the <ul> would take its list's away).
  return (
    <div role="status">
      <ul css={{ ...noteBox, listStyle: "none", background: colors.surfaceAlt, display: "grid", gap: space.xxs }}>
        {(chosen.names ?? []).map((name) => {
          const source = placeholderSource(name, content.get("site.yaml"), content.get("constants.yaml"))
          const spec = source && contentFileFor(source.file)
          if (isOwnerPlaceholder(name))
            return (
              <li key={name}>
                {`This sentence shows {${name}}, the site owner's setting in ${PUBLISHING_FILE}, which editors cannot change.`}
              </li>
            )
          if (!source || !spec) return <li key={name}>{`This sentence shows {${name}}, which the build fills in.`}</li>
          const path = formPathOf(spec, content.get(source.file), source.at)
          const { collection, slug } = cmsEntryOf(source.file)
          const open = (event: { preventDefault(): void }) => {
            event.preventDefault()
            if (root.current) findField(root.current, file, { file: source.file, path })
          }
          return (
            <li key={name}>
              {`This sentence shows {${name}}, whose value is written once, in ${shortTitleOf(spec.title)}: `}
              <a href={`#/collections/${collection}/entries/${slug}`} target="_top" onClick={open}>
                {`change {${name}} there`}
              </a>
              .
            </li>
          )
        })}
      </ul>
    </div>
  )
}
