/**
 * On an editor's own computer the content editor saves through the local file server
 * (decap-server, started by `npm run editor`). Without it, Decap would quietly fall back to the
 * live site's login, which asks for an email and password the editor does not have. Instead,
 * the page says what is missing and how to start it, and opens the editor once the server answers.
 */

/**
 * Where the editor looks for the local file server: on this computer's loopback address, where
 * scripts/local-editor.ts starts it (never on the network), named by its number so that nothing
 * depends on what "localhost" resolves to.
 */
export const LOCAL_FILE_SERVER = "http://127.0.0.1:8081/api/v1"

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"])

function isOnOwnComputer(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname)
}

/** Where Decap itself looks for the local file server and saves through it once it answers (its detectProxyServer). */
const DECAP_LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"])

/** Whether Decap saves through the local file server here, rather than through the live site's backend. */
export function savesThroughLocalFileServer(hostname: string): boolean {
  return DECAP_LOCAL_HOSTS.has(hostname)
}

/** Whether the local file server answers Decap's own first question. */
export async function localFileServerAnswers(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(LOCAL_FILE_SERVER, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    })
    return response.ok
  } catch {
    return false
  }
}

/** The notice shown in place of the editor while the file server is not running. */
function renderFileServerNotice(document: Document): HTMLElement {
  const notice = document.createElement("main")
  notice.id = "file-server-notice"
  notice.setAttribute("role", "alert")
  const heading = document.createElement("h1")
  heading.textContent = "The local file server is not running"
  const why = document.createElement("p")
  why.textContent =
    "On your own computer, the content editor reads and saves the files under content/ through a small local server, and it is not answering at 127.0.0.1:8081."
  const how = document.createElement("p")
  how.append("Start everything the editor needs with ")
  const command = document.createElement("code")
  command.textContent = "npm run editor"
  how.append(command, " in the project folder (or only the file server with ")
  const serverOnly = document.createElement("code")
  serverOnly.textContent = "npx --no-install decap-server"
  how.append(serverOnly, "). This page opens the editor by itself as soon as the server answers.")
  notice.append(heading, why, how)
  // Set through the CSSOM: the editor's page has no stylesheet of its own before Decap starts.
  Object.assign(notice.style, {
    maxWidth: "40rem",
    margin: "10vh auto",
    padding: "0 1.5rem",
    font: "1.125rem/1.6 system-ui, sans-serif",
    color: "#13213a",
  })
  return notice
}

/**
 * Resolves once the editor can start: at once on the live site, or on an editor's computer when
 * the file server answers, showing the notice meanwhile and asking again every interval.
 */
export async function whenFileServerReady(
  document: Document,
  { fetchImpl = fetch, intervalMs = 2000 }: { fetchImpl?: typeof fetch; intervalMs?: number } = {},
): Promise<void> {
  if (!isOnOwnComputer(document.location.hostname)) return
  if (await localFileServerAnswers(fetchImpl)) return
  const notice = renderFileServerNotice(document)
  document.body.prepend(notice)
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
    if (await localFileServerAnswers(fetchImpl)) break
  }
  notice.remove()
}
