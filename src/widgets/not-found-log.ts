/**
 * The not-found page's one line of script: it logs the address that has no page, so broken
 * inbound links show in the browser console and in any monitoring that collects console errors.
 * Inline in the page's head (404.tsx), allowed by its hash in the Content-Security-Policy.
 */
export const notFoundLogScript = 'console.error("404: no page at "+location.pathname)'
