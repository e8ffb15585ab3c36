/** The module the Home page loads (type="module", so it runs once the document is parsed). */
import { enhanceCarousels } from "./carousel"

enhanceCarousels(document)
