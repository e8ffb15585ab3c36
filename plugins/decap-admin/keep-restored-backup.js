/**
 * A webpack loader for one module of Decap (decap-cms-core's actions/entries.js): the fix for
 * decap-cms#5470, open since 2021. When an editor opens an entry that has a local backup (what they
 * typed and did not save: a sign-in that expired, a closed tab), Decap asks whether to use it, and
 * loads it; but the entry it fetched from the repository arrives a moment later and replaces the
 * draft, so the typed text vanishes. The backup is read from the browser's own storage, the entry
 * from GitHub through the gateway: the backup always wins that race, and loses what it carried.
 *
 * The fetched entry now becomes the draft only when the draft does not already hold that entry's
 * changes (a restored backup is a changed draft of the same entry); everything else Decap does with
 * it (the entry's record, its media) is unchanged. The build fails if Decap's code no longer reads
 * as this expects, so the fix can never silently stop applying; drop it once Decap fixes the bug.
 */
const LOADED = "dispatch(createDraftFromEntry(loadedEntry));"
const KEEPING_A_RESTORED_BACKUP = [
  "const draft = getState().entryDraft;",
  "if (!(draft.get('hasChanged') && draft.getIn(['entry', 'slug']) === slug && draft.getIn(['entry', 'collection']) === collection.get('name'))) {",
  `  ${LOADED}`,
  "}",
].join("\n")

module.exports = function keepRestoredBackup(source) {
  const found = source.split(LOADED).length - 1
  if (found !== 1) {
    throw new Error(
      `plugins/decap-admin/keep-restored-backup.js: Decap's loadEntry no longer reads as expected (${found} places instead of 1); check whether decap-cms#5470 is fixed and drop or adjust this fix.`,
    )
  }
  return source.replace(LOADED, () => KEEPING_A_RESTORED_BACKUP)
}
