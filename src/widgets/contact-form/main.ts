/** The module the Contact page loads (type="module", so it runs once the document is parsed). */
import { enhanceContactForm } from "./contact-form"
import { forgetDraftLeftOnTheComputer } from "./draft-storage"

forgetDraftLeftOnTheComputer(window)
enhanceContactForm(document)
