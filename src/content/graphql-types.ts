/**
 * The content's GraphQL types for Gatsby, so every YAML type is declared (no inference) from the
 * same fields that validate it: each content file's node type (the entry of a list file, or the
 * whole object of an object file), and every type its fields declare (fields/graphql.ts): text with
 * @copy (placeholders filled), a date with @contentDate, a picture with its imageData for its slot
 * (@pictureData), a union of blocks told apart by their word.
 */
import type { ContentFile } from "./content-files"
import { GraphqlTypes } from "./fields/graphql"
import { OWNER_SETTINGS_TYPE, ownerSettingsField, PUBLISHING_FILE } from "./owner-settings"

export function graphqlTypeDefinitions(files: readonly ContentFile[]): ReturnType<GraphqlTypes["result"]> {
  const types = new GraphqlTypes()
  for (const file of files) {
    // A list file's nodes are its entries.
    const node = file.field.child(0, undefined) ?? file.field
    const fields = (node.fieldNames() ?? []).flatMap((name) => {
      const field = node.child(name, undefined)
      return field ? [[name, field] as const] : []
    })
    if (fields.length === 0)
      throw new Error(`content/${file.file}: its schema must be a group of fields or a list of them`)
    types.object(file.typeName, node, fields, { interfaces: ["Node"] })
  }
  return types.result()
}

/**
 * The owner's settings the pages read (owner-settings.ts), which gatsby-node.ts makes one node of
 * from publishing.yaml: declared from their fields like every content file's type, with the content's.
 */
export const ownerSettingsType: ContentFile = {
  file: PUBLISHING_FILE,
  typeName: OWNER_SETTINGS_TYPE,
  title: "The site's address and the contact form's service",
  field: ownerSettingsField,
}

/** The node type of the build's day (build-date.ts), which gatsby-node.ts creates once per build. */
export const BUILD_DATE_TYPE = "BuildDate"

/** The build's day, declared like every content type: the pages that change with the date query it. */
export const buildDateTypeDefinition = `type ${BUILD_DATE_TYPE} implements Node @dontInfer {
  today: String!
  year: Int!
}`
