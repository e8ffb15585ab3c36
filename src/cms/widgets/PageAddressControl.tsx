import type { CmsWidgetControlProps } from "decap-cms-core"
import { Component, type ChangeEvent } from "react"
import { PAGES_COLLECTION } from "../config/cms-config"
import { capitalized } from "../../content/fields/decap"
import { pageNameFrom, pageNameProblem } from "../../content/page-names"
import { pagePathOf } from "../../content/page-registry"
import { colors, fontSizes, space } from "../../styles/theme"

/** The part of a Decap entry (an Immutable.js map) the address field reads. */
interface EntryReader {
  get(key: "newRecord" | "slug"): unknown
  getIn(path: readonly string[]): unknown
}

/** What Decap passes to a widget's control, with the entry being edited (Decap's types leave it out, so it is optional here). */
export type PageAddressControlProps = CmsWidgetControlProps<unknown> & {
  readonly entry?: EntryReader
  /** Loads a saved entry of a collection; for an address no page has, it fails or holds no file. */
  readonly loadEntry?: (collection: string, slug: string) => Promise<unknown>
  readonly setActiveStyle?: () => void
  readonly setInactiveStyle?: () => void
}

interface PageAddressControlState {
  /** Whether the editor has typed an address of their own; until then it follows the page's heading. */
  readonly edited: boolean
  /** An address the editor's backend says a saved page already has. */
  readonly taken?: string
}

/** Whether a loaded entry is a saved file (the local file server answers an address no page has with an empty one). */
function isSavedFile(entry: unknown): boolean {
  const raw = (entry as { raw?: unknown } | null)?.raw
  return typeof raw === "string" && raw.trim() !== ""
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value : ""
}

/** The page's heading as typed so far, which a new page's address follows. */
function headingOf(entry: EntryReader | undefined): string {
  return textOf(entry?.getIn(["data", "hero", "title"]))
}

/**
 * A new page's address, which names its file (content/pages/<address>.yaml): filled in from the
 * page's heading as it is typed, until the editor types an address of their own. Checked as the
 * content check checks a file name, in its words, before anything is saved. Once the page exists
 * its address is shown, not edited: renaming it would break the links to it. A class, because
 * Decap reaches isValid through the control's ref.
 */
export class PageAddressControl extends Component<PageAddressControlProps, PageAddressControlState> {
  state: PageAddressControlState = { edited: false }

  /**
   * Decap asks the control whether to draw again (its own rule only looks at the value): also when
   * the page's heading changed, which the address follows.
   */
  shouldComponentUpdate(
    next: PageAddressControlProps,
    nextState?: Readonly<Partial<PageAddressControlState>>,
  ): boolean {
    return (
      next.value !== this.props.value ||
      next.classNameWrapper !== this.props.classNameWrapper ||
      headingOf(next.entry) !== headingOf(this.props.entry) ||
      (nextState?.edited !== undefined && nextState.edited !== this.state.edited) ||
      nextState?.taken !== this.state.taken
    )
  }

  componentDidMount() {
    this.followHeading()
  }

  componentDidUpdate(previous: PageAddressControlProps) {
    this.followHeading()
    if (this.props.value !== previous.value) this.checkTaken()
  }

  /** The latest check of whether a page has the address, so an older answer arriving late is ignored. */
  private checks = 0

  /**
   * Asks the editor's backend whether a saved page already has the address typed, so the save is
   * refused beside the field rather than stored under another name (Decap would add "-1").
   */
  private checkTaken() {
    const address = textOf(this.props.value)
    const { loadEntry } = this.props
    if (!this.isNew() || !loadEntry || pageNameProblem(address)) return
    const check = ++this.checks
    void loadEntry(PAGES_COLLECTION, address)
      .then(isSavedFile, () => false)
      .then((taken) => {
        const next = taken ? address : undefined
        if (check === this.checks && next !== this.state.taken) this.setState({ taken: next })
      })
  }

  private isNew(): boolean {
    return this.props.entry?.get("newRecord") === true
  }

  private followHeading() {
    if (!this.isNew() || this.state.edited) return
    const suggested = pageNameFrom(headingOf(this.props.entry))
    if (suggested !== textOf(this.props.value)) this.props.onChange(suggested)
  }

  private handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    this.setState({ edited: true })
    this.props.onChange(event.target.value)
  }

  isValid = (): true | { error: { type: "CUSTOM"; message: string } } => {
    if (!this.isNew()) return true
    const address = textOf(this.props.value)
    if (address === "") {
      return { error: { type: "CUSTOM", message: "Give the page an address: write its heading, or an address here." } }
    }
    const problem = pageNameProblem(address)
    if (problem) return { error: { type: "CUSTOM", message: capitalized(problem) } }
    if (this.state.taken === address) {
      return {
        error: {
          type: "CUSTOM",
          message: `A page is already published at ${pagePathOf(address)}. Choose another address, or open that page in Pages to change it.`,
        },
      }
    }
    return true
  }

  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, entry } = this.props
    if (!this.isNew()) {
      return (
        <p id={forID} css={{ fontSize: fontSizes.base, paddingBlock: space.xs }}>
          <code>{pagePathOf(textOf(entry?.get("slug")))}</code>
        </p>
      )
    }
    return (
      <div css={{ display: "flex", alignItems: "center", gap: space.xxs }}>
        <span aria-hidden="true" css={{ color: colors.inkMuted }}>
          /
        </span>
        <input
          type="text"
          id={forID}
          className={classNameWrapper}
          value={textOf(this.props.value)}
          onChange={this.handleChange}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          autoComplete="off"
          spellCheck={false}
        />
        <span aria-hidden="true" css={{ color: colors.inkMuted }}>
          /
        </span>
      </div>
    )
  }
}
