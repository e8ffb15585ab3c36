/**
 * The contact form's script, added to the native form (ContactForm), which without it posts to
 * the form service and ends on /contact/sent/ through the service's redirect field. With it:
 *
 * - the form is sent with fetch, the same fields encoded as the browser would (line breaks as
 *   CRLF), asking for JSON (Formspree's protocol: { ok, next } on success; { error, errors:
 *   [{ field, code, message }] } on a refusal);
 * - success replaces the form with the confirmation, which takes focus and so is announced;
 * - a refusal shows the error summary (GOV.UK Design System's pattern): "There is a problem",
 *   a link to each field, the message beside each field, the title prefixed "Error:";
 * - a server error, a refusal of the whole form (403, 404, 429), a dropped connection or no
 *   answer within 15 s says so in a modal dialog and keeps every value, with a way to try again
 *   and to reach the board now;
 * - nothing on the page moves when an outcome arrives late (no layout shift): the confirmation
 *   keeps the form's height, the failure is a dialog in the top layer, and the error summary
 *   takes focus, which brings it into view;
 * - it sends once: a second press while sending does nothing;
 * - the draft (every field but the consent box and the hidden ones) is kept in this tab's
 *   sessionStorage while the visitor types (draft-storage.ts: a reload or a restored tab brings it
 *   back, the next person at a shared computer never sees it), restored with a notice and a way to
 *   clear it, and deleted once a send is confirmed.
 *
 * The browser's own validation runs first, as without the script: the submit event only fires on
 * a form the browser accepted. Plain DOM and no dependencies (src/widgets/bundle.ts).
 */
import { DRAFT_KEY, tabStorage, type DraftStorage } from "./draft-storage"
import { CONTACT_FORM as C, having, type Failure } from "./markup"

/** How long the form waits for the form service before saying it did not answer. */
export const TIMEOUT_MS = 15_000

/** The outside world, which the tests replace. */
export interface Environment {
  readonly fetch: typeof fetch
  readonly storage: DraftStorage | null
}

interface FieldError {
  readonly field?: string
  readonly message?: string
}

type Control = HTMLInputElement | HTMLTextAreaElement

const isRadio = (field: Control): field is HTMLInputElement => field.type === "radio"

export function enhanceContactForm(
  document: Document,
  environment: Environment = { fetch: window.fetch.bind(window), storage: tabStorage(window) },
): void {
  const form = document.querySelector<HTMLFormElement>(having(C.form))
  const summary = document.querySelector<HTMLElement>(having(C.summary))
  const failed = document.querySelector<HTMLDialogElement>(having(C.failed))
  const sent = document.querySelector<HTMLElement>(having(C.sent))
  const notice = document.querySelector<HTMLElement>(having(C.draftNotice))
  if (!form || !summary || !failed || !sent || !notice) return
  const { storage } = environment
  const all = <T extends Element>(root: ParentNode, attribute: string) => [
    ...root.querySelectorAll<T>(having(attribute)),
  ]
  const title = document.title
  let sending = false

  /** The fields a draft holds: every named field but the hidden ones and those marked not kept. */
  const kept = () =>
    [...form.elements].filter(
      (element): element is Control =>
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
        element.name !== "" &&
        element.type !== "hidden" &&
        !element.hasAttribute(C.notKept),
    )

  const saveDraft = () => {
    const fields = kept()
    const typed = fields.filter((field) => field.type !== "radio" && field.value.trim() !== "")
    const draft = Object.fromEntries(
      fields.filter((field) => !isRadio(field) || field.checked).map((field) => [field.name, field.value]),
    )
    try {
      if (typed.length === 0) storage?.removeItem(DRAFT_KEY)
      else storage?.setItem(DRAFT_KEY, JSON.stringify(draft))
    } catch {
      // Full or refused: the form goes on without a draft.
    }
  }

  const restoreDraft = () => {
    let draft: unknown
    try {
      draft = JSON.parse(storage?.getItem(DRAFT_KEY) ?? "null")
    } catch {
      return
    }
    if (typeof draft !== "object" || draft === null) return
    const values = draft as Record<string, unknown>
    for (const field of kept()) {
      const value = values[field.name]
      if (typeof value !== "string") continue
      if (isRadio(field)) field.checked = field.value === value
      else field.value = value
    }
    notice.hidden = false
  }

  /** Ties a field's message to it for screen readers while it shows (a hidden message would still be read). */
  const describe = (field: Control, id: string, on: boolean) => {
    const ids = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((each) => each && each !== id)
    if (on) ids.push(id)
    if (ids.length > 0) field.setAttribute("aria-describedby", ids.join(" "))
    else field.removeAttribute("aria-describedby")
  }

  const clearErrors = () => {
    summary.hidden = true
    document.title = title
    for (const place of all<HTMLElement>(form, C.errorFor)) {
      place.hidden = true
      for (const field of kept().filter((control) => control.name === place.getAttribute(C.errorFor))) {
        field.removeAttribute("aria-invalid")
        describe(field, place.id, false)
      }
    }
  }

  const showErrors = (errors: readonly FieldError[]) => {
    const list = summary.querySelector(having(C.summaryList))
    list?.replaceChildren()
    for (const error of errors) {
      const place = all<HTMLElement>(form, C.errorFor).find((each) => each.getAttribute(C.errorFor) === error.field)
      const fields = kept().filter((control) => control.name === error.field)
      const words = [place?.getAttribute(C.label), error.message].filter(Boolean).join(" ")
      const item = document.createElement("li")
      if (place && fields.length > 0) {
        const text = place.querySelector(having(C.errorText))
        if (text) text.textContent = words
        place.hidden = false
        for (const field of fields) {
          field.setAttribute("aria-invalid", "true")
          describe(field, place.id, true)
        }
        const link = document.createElement("a")
        link.href = `#${fields[0].id}`
        link.textContent = words
        link.addEventListener("click", (event) => {
          event.preventDefault()
          fields[0].focus()
        })
        item.append(link)
      } else {
        item.textContent = words
      }
      list?.append(item)
    }
    summary.hidden = false
    document.title = (summary.getAttribute(C.titlePrefix) ?? "") + title
    summary.focus()
  }

  const showFailure = (failure: Failure) => {
    for (const reason of all<HTMLElement>(failed, C.reason)) reason.hidden = reason.getAttribute(C.reason) !== failure
    // Modal, in the top layer: focus moves in, and the page behind does not move.
    if (!failed.open) failed.showModal()
  }

  const setSending = (busy: boolean) => {
    sending = busy
    for (const button of all<HTMLElement>(form, C.idleLabel)) button.hidden = busy
    for (const button of all<HTMLElement>(form, C.busyLabel)) button.hidden = !busy
    for (const button of form.querySelectorAll("button[type=submit]")) {
      if (busy) button.setAttribute("aria-disabled", "true")
      else button.removeAttribute("aria-disabled")
    }
  }

  /** The fields as the browser posts them: CRLF line breaks, in the form's order. */
  const body = () => {
    const fields = new URLSearchParams()
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string") fields.append(name, value.replace(/\r\n|\r|\n/g, "\r\n"))
    }
    return fields
  }

  const send = async () => {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, TIMEOUT_MS)
    try {
      const response = await environment.fetch(form.action, {
        method: "POST",
        body: body(),
        headers: { Accept: "application/json" },
        signal: controller.signal,
      })
      if (response.ok) {
        try {
          storage?.removeItem(DRAFT_KEY)
        } catch {
          // Nothing to lose: the message was sent.
        }
        // The confirmation takes the form's place at the form's height, so nothing below it moves.
        const area = sent.parentElement
        const height = area?.offsetHeight ?? 0
        form.hidden = true
        notice.hidden = true
        sent.hidden = false
        if (area) area.style.minHeight = `${height}px`
        sent.focus()
        return
      }
      const answer = (await response.json().catch(() => ({}))) as { errors?: unknown }
      const errors = Array.isArray(answer.errors) ? (answer.errors as FieldError[]) : []
      if (response.status < 500 && ![403, 404, 429].includes(response.status) && errors.length > 0) showErrors(errors)
      else showFailure(response.status === 429 ? "busy" : response.status < 500 ? "refused" : "service")
    } catch {
      showFailure(timedOut ? "timeout" : "offline")
    } finally {
      clearTimeout(timer)
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault()
    if (sending) return
    clearErrors()
    if (failed.open) failed.close()
    setSending(true)
    void send().finally(() => setSending(false))
  })
  form.addEventListener("input", saveDraft)
  form.addEventListener("change", saveDraft)

  failed.querySelector(having(C.closeFailed))?.addEventListener("click", () => failed.close())
  sent.querySelector(having(C.another))?.addEventListener("click", () => {
    form.reset()
    sent.hidden = true
    form.hidden = false
    if (sent.parentElement) sent.parentElement.style.minHeight = ""
    kept()[0]?.focus()
  })
  notice.querySelector(having(C.draftClear))?.addEventListener("click", () => {
    form.reset()
    clearErrors()
    try {
      storage?.removeItem(DRAFT_KEY)
    } catch {
      // Nothing kept, nothing to clear.
    }
    notice.hidden = true
    kept()[0]?.focus()
  })

  restoreDraft()
  form.setAttribute(C.enhanced, "")
}
