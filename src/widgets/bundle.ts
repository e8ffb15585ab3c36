/**
 * Bundles each widget module for the browser: one minified, self-contained ES module per widget,
 * which the page that needs it writes inline (`<script type="module">`), allowed by its hash in
 * the page's Content-Security-Policy. Inline rather than a file of its own: the carousel's module
 * is about 1 kB compressed, less than the request for it would cost a phone on a slow network,
 * and as a file it delayed the home page's simulated LCP by a round trip (Lighthouse, 4 runs:
 * 894-1004 ms as a file, 908-909 ms inline, 911 ms with no script at all). Runs before Gatsby
 * sources its data (gatsby-node.ts), which hands each module to the pages as a WidgetScript node.
 */
import path from "node:path"
import { buildSync } from "esbuild"

/** Each widget's entry module, relative to src/widgets. */
export const WIDGET_ENTRIES = {
  carousel: "carousel/main.ts",
  contactForm: "contact-form/main.ts",
  contactSent: "contact-form/sent-page.ts",
} as const

export type WidgetName = keyof typeof WIDGET_ENTRIES

export interface WidgetScript {
  readonly name: WidgetName
  /** The module's code, for an inline <script type="module">. */
  readonly code: string
  /** Its size in UTF-8 bytes, uncompressed. */
  readonly bytes: number
}

/**
 * Browsers that run module scripts at all (Chrome 61, Safari 11, Firefox 60) understand ES2017;
 * newer syntax in the source is rewritten for them.
 */
const TARGET = "es2017"

export function bundleWidget(name: WidgetName, widgetsDir: string): WidgetScript {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(widgetsDir, WIDGET_ENTRIES[name])],
    bundle: true,
    format: "esm",
    minify: true,
    target: TARGET,
    legalComments: "none",
    write: false,
  })
  const code = outputFiles[0].text.trimEnd()
  // The text of an inline script ends at the first "</script": esbuild escapes it in strings,
  // and nothing else in a module can contain it, but the page must never be cut short.
  if (/<\/script/i.test(code))
    throw new Error(`The ${name} widget's bundle contains "</script", which would end its inline script.`)
  return { name, code, bytes: Buffer.byteLength(code) }
}

export function bundleWidgets(widgetsDir: string): WidgetScript[] {
  return (Object.keys(WIDGET_ENTRIES) as WidgetName[]).map((name) => bundleWidget(name, widgetsDir))
}

/** The GraphQL type of the nodes gatsby-node.ts creates from bundleWidgets' results. */
export const widgetScriptTypeDefinition = `
  type WidgetScript implements Node @dontInfer {
    name: String!
    code: String!
  }
`
