/**
 * Bundles each widget module for the browser: one minified ES module per widget, named by its
 * content (public/widgets/<name>-<hash>.js) so the CDN can cache it for good. Runs before Gatsby
 * sources its data (gatsby-node.ts), which then hands each module's address to the pages that
 * load it as a WidgetScript node.
 */
import { createHash } from "node:crypto"
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { buildSync } from "esbuild"

/** Each widget's entry module, relative to src/widgets. */
export const WIDGET_ENTRIES = { carousel: "carousel/main.ts" } as const

export type WidgetName = keyof typeof WIDGET_ENTRIES

export interface WidgetScript {
  readonly name: WidgetName
  /** The address pages load it from: "/widgets/carousel-<hash>.js". */
  readonly src: string
  readonly bytes: number
}

/** Where the bundles go under public/, and the address prefix pages load them from. */
export const WIDGETS_PATH = "/widgets/"

/**
 * Browsers that run module scripts at all (Chrome 61, Safari 11, Firefox 60) understand ES2017;
 * newer syntax in the source is rewritten for them.
 */
const TARGET = "es2017"

export function bundleWidget(name: WidgetName, widgetsDir: string, publicDir: string): WidgetScript {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(widgetsDir, WIDGET_ENTRIES[name])],
    bundle: true,
    format: "esm",
    minify: true,
    target: TARGET,
    legalComments: "none",
    write: false,
  })
  const code = outputFiles[0].contents
  const file = `${name}-${createHash("sha256").update(code).digest("hex").slice(0, 20)}.js`
  const outDir = path.join(publicDir, WIDGETS_PATH)
  mkdirSync(outDir, { recursive: true })
  // Earlier builds' bundles of this widget: no page of this build loads them.
  const earlier = new RegExp(`^${name}-[0-9a-f]{20}\\.js$`)
  for (const old of readdirSync(outDir)) if (earlier.test(old) && old !== file) rmSync(path.join(outDir, old))
  writeFileSync(path.join(outDir, file), code)
  return { name, src: `${WIDGETS_PATH}${file}`, bytes: code.length }
}

export function bundleWidgets(widgetsDir: string, publicDir: string): WidgetScript[] {
  return (Object.keys(WIDGET_ENTRIES) as WidgetName[]).map((name) => bundleWidget(name, widgetsDir, publicDir))
}

/** The GraphQL type of the nodes gatsby-node.ts creates from bundleWidgets' results. */
export const widgetScriptTypeDefinition = `
  type WidgetScript implements Node @dontInfer {
    name: String!
    src: String!
  }
`
