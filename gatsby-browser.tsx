import { hydrateAsTransition } from "./src/performance/hydrate-as-transition"

/**
 * Gatsby declares this hook's result as ReactDOM.render's legacy type, which React 18's root API
 * does not fit, so it is exported with the signature Gatsby actually calls.
 */
export const replaceHydrateFunction = () => hydrateAsTransition
