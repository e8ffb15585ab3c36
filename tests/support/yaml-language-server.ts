/**
 * Red Hat's YAML language server, the engine of VS Code's YAML extension (and of github.dev's), run
 * as its own process and spoken to over the Language Server Protocol as VS Code's client speaks to it:
 * the repository's folder as the workspace, its own .vscode/settings.json as the settings the server
 * asks for, and files opened, hovered and completed as an editor would. The tests ask it what an editor
 * sees; nothing here knows the content's schemas.
 */
import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import {
  CodeActionRequest,
  CompletionRequest,
  ConfigurationRequest,
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type CodeAction,
  type Command,
  type CompletionItem,
  type Diagnostic,
  type Hover,
  type Position,
} from "vscode-languageserver-protocol/node"

/** The server's command, as its package installs it. */
const SERVER = require.resolve("yaml-language-server/bin/yaml-language-server")

/** What the server sends once it has read the settings it asked for (VS Code's client waits on it too). */
const SETTINGS_READ = "yaml/schema/store/initialized"

/** The client tells the server it can hear SETTINGS_READ. */
const HEARS_SETTINGS_READ = "yaml/supportSchemaSelection"

/** VS Code's settings, "yaml.schemas" and the like, as the section the server asks for: { schemas: ... }. */
function section(settings: Readonly<Record<string, unknown>>, name: string): Record<string, unknown> {
  const prefix = `${name}.`
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(settings)) {
    if (!key.startsWith(prefix)) continue
    const parts = key.slice(prefix.length).split(".")
    let group = result
    for (const part of parts.slice(0, -1)) {
      group[part] ??= {}
      group = group[part] as Record<string, unknown>
    }
    group[parts[parts.length - 1]] = value
  }
  return result
}

export interface YamlLanguageServer {
  /** Opens a file of the workspace, its text as on disk or as given, and waits for its diagnostics. */
  open(file: string, text?: string): Promise<Diagnostic[]>
  hover(file: string, at: Position): Promise<Hover | null>
  /** The completion items offered at a place of an open file. */
  complete(file: string, at: Position): Promise<CompletionItem[]>
  /** The quick fixes offered for a diagnostic of an open file. */
  quickFixes(file: string, diagnostic: Diagnostic): Promise<(Command | CodeAction)[]>
  stop(): Promise<void>
}

/**
 * The server, started on a workspace folder with its .vscode/settings.json; `overrides` are settings
 * the tests' machine needs besides (no network: no SchemaStore catalogue).
 */
export async function startYamlLanguageServer(
  workspace: string,
  overrides: Readonly<Record<string, unknown>> = {},
): Promise<YamlLanguageServer> {
  const settings = {
    ...(JSON.parse(readFileSync(path.join(workspace, ".vscode", "settings.json"), "utf8")) as Record<string, unknown>),
    ...overrides,
  }
  const server = spawn(process.execPath, [SERVER, "--stdio"], { stdio: ["pipe", "pipe", "inherit"] })
  const connection = createProtocolConnection(
    new StreamMessageReader(server.stdout),
    new StreamMessageWriter(server.stdin),
  )
  connection.onRequest(ConfigurationRequest.type, ({ items }) =>
    items.map((item) =>
      item.section === "[yaml]" ? (settings["[yaml]"] ?? {}) : section(settings, item.section ?? ""),
    ),
  )
  connection.onRequest(RegistrationRequest.type, () => undefined)
  const diagnostics = new Map<string, (found: Diagnostic[]) => void>()
  connection.onNotification(PublishDiagnosticsNotification.type, ({ uri, diagnostics: found }) => {
    diagnostics.get(uri)?.(found)
  })
  const settingsRead = new Promise<void>((resolve) => connection.onNotification(SETTINGS_READ, () => resolve()))
  connection.listen()

  const uriOf = (file: string) => pathToFileURL(path.join(workspace, file)).href
  const workspaceUri = pathToFileURL(workspace).href
  await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: workspaceUri,
    workspaceFolders: [{ uri: workspaceUri, name: path.basename(workspace) }],
    capabilities: {
      workspace: { configuration: true, workspaceFolders: true, didChangeConfiguration: { dynamicRegistration: true } },
      textDocument: {
        hover: { contentFormat: ["markdown", "plaintext"] },
        completion: { completionItem: { snippetSupport: true, documentationFormat: ["markdown", "plaintext"] } },
        publishDiagnostics: {},
        codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ["quickfix"] } } },
      },
    },
    locale: "en",
  })
  await connection.sendNotification(InitializedNotification.type, {})
  await connection.sendNotification(HEARS_SETTINGS_READ)
  await settingsRead

  /** Each open file's version: a file opened again is changed, as an editor's typing changes it. */
  const versions = new Map<string, number>()
  return {
    async open(file, text = readFileSync(path.join(workspace, file), "utf8")) {
      const uri = uriOf(file)
      const published = new Promise<Diagnostic[]>((resolve) => diagnostics.set(uri, resolve))
      const version = (versions.get(uri) ?? 0) + 1
      versions.set(uri, version)
      if (version === 1) {
        await connection.sendNotification(DidOpenTextDocumentNotification.type, {
          textDocument: { uri, languageId: "yaml", version, text },
        })
      } else {
        await connection.sendNotification(DidChangeTextDocumentNotification.type, {
          textDocument: { uri, version },
          contentChanges: [{ text }],
        })
      }
      return published
    },
    async hover(file, position) {
      return connection.sendRequest(HoverRequest.type, { textDocument: { uri: uriOf(file) }, position })
    },
    async complete(file, position) {
      const result = await connection.sendRequest(CompletionRequest.type, {
        textDocument: { uri: uriOf(file) },
        position,
      })
      return Array.isArray(result) ? result : (result?.items ?? [])
    },
    async quickFixes(file, diagnostic) {
      const result = await connection.sendRequest(CodeActionRequest.type, {
        textDocument: { uri: uriOf(file) },
        range: diagnostic.range,
        context: { diagnostics: [diagnostic] },
      })
      return result ?? []
    },
    async stop() {
      await connection.sendRequest(ShutdownRequest.type)
      await connection.sendNotification(ExitNotification.type)
      connection.dispose()
      await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(undefined)))
    },
  }
}
