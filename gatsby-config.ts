import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { manifestPluginOptions } from "./src/cdn/manifest"
import { sitemapPluginOptions } from "./src/cdn/sitemap"
import { readSiteYamlIfValid } from "./src/cdn/site-yaml"
import { contentFileFor } from "./src/content/content-files"

interface YamlFileNode {
  readonly relativePath: string
}

/** Each YAML file becomes the node type registered for it in src/content/content-files.ts. */
function yamlTypeName({ node }: { node: YamlFileNode }): string {
  const file = contentFileFor(node.relativePath)
  if (!file) throw new Error(`content/${node.relativePath} is not a file the site knows. See content/README.md.`)
  return file.typeName
}

// Names and the site's address for the manifest and the sitemap, written once in content/site.yaml.
const site = readSiteYamlIfValid(path.join(__dirname, "content"))

const config: GatsbyConfig = {
  // Pages are served as /about, not /about/ (see scripts/serve.mjs and the deploy notes in README.md).
  trailingSlash: "never",
  // The css prop works in every component without a pragma (see tsconfig.json).
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.join(__dirname, "content"), ignore: ["**/*.md"] },
    },
    { resolve: "gatsby-transformer-yaml", options: { typeName: yamlTypeName } },
    // Left out while site.yaml has a problem: the content check then stops the build and says what to fix.
    ...(site
      ? [
          { resolve: "gatsby-plugin-manifest", options: manifestPluginOptions(site) },
          { resolve: "gatsby-plugin-sitemap", options: sitemapPluginOptions(site.siteUrl) },
        ]
      : []),
  ],
}

export default config
