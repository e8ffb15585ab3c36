/**
 * The warnings an editor has acknowledged, by entry, each for the value it was given about: a
 * changed value is looked at afresh. Kept in the tab's sessionStorage: an acknowledgement is one
 * editor's judgement in one sitting, which the build never reads (a warning never stops it), so it
 * belongs in no content file, where it would be a change to review and publish; it outlives a reload
 * of the editor, and not the tab, so a shared computer's next editor looks again.
 */

const PREFIX = "content-check-acknowledged:"

/** What an acknowledgement is of: a rule, at a field, about that field's value. */
export function acknowledgementOf(rule: string, path: string, value: unknown): string {
  return JSON.stringify([rule, path, value])
}

function read(storage: Storage, file: string): string[] {
  try {
    const held: unknown = JSON.parse(storage.getItem(PREFIX + file) ?? "[]")
    return Array.isArray(held) ? held.filter((item): item is string => typeof item === "string") : []
  } catch {
    return []
  }
}

export function acknowledgedIn(storage: Storage, file: string): ReadonlySet<string> {
  return new Set(read(storage, file))
}

export function acknowledge(storage: Storage, file: string, acknowledgement: string): ReadonlySet<string> {
  const held = new Set([...read(storage, file), acknowledgement])
  storage.setItem(PREFIX + file, JSON.stringify([...held]))
  return held
}
