/**
 * The module the "message sent" page (/contact/sent/) loads: the form service sends a visitor here
 * after the form was posted without the form's own script (or before it ran), so the draft this tab
 * kept is forgotten here, as the form forgets it when it shows the confirmation itself.
 */
import { forgetDraft } from "./draft-storage"

forgetDraft(window)
