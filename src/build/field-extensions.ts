/**
 * The GraphQL field extensions the content's types carry (src/content/graphql-types.ts writes them
 * on each field, by its kind): how the build serves a content value to a page's query. Each calls
 * the kind's own serving function (src/content/fields/), with the build's road: placeholders
 * filled strictly (an unknown one stops the build, naming the field), a picture drawn from the files
 * gatsby-transformer-sharp makes at its slot's sizes.
 */
import type { GatsbyNode } from "gatsby"
import { coerceInputValue, type GraphQLField, type GraphQLResolveInfo } from "graphql"
import { buildPlaceholderValues, type BuildDate } from "../content/build-date"
import { DATE_EXTENSION, serveDate } from "../content/fields/date"
import { PICTURE_DATA_EXTENSION, slotArguments, slots, type SlotName } from "../content/fields/picture"
import { COPY_EXTENSION, serveText } from "../content/fields/text"
import { BUILD_DATE_TYPE } from "../content/graphql-types"
import {
  OWNER_SETTINGS_TYPE,
  ownerPlaceholderValues,
  ownerSettingsField,
  type OwnerSettings,
} from "../content/owner-settings"
import { collectPlaceholderValues, resolvePlaceholders, type PlaceholderValues } from "../content/placeholders"

type CreateFieldExtension = Parameters<
  NonNullable<GatsbyNode["createSchemaCustomization"]>
>[0]["actions"]["createFieldExtension"]

type Node = Record<string, unknown> & { readonly id: string; readonly children?: readonly string[] }

/** What the resolvers use of Gatsby's node model (which records each page's dependency on the nodes it reads). */
interface NodeModel {
  findOne(args: { type: string; query?: { filter: Record<string, unknown> } }): Promise<Node | null>
  getNodeById(args: { id: string; type?: string }): Node | null
}

interface ResolverContext {
  readonly nodeModel: NodeModel
}

type Source = Record<string, unknown>

/** A node's own content, without the fields Gatsby adds to every node (id, parent, children, internal). */
function contentOf(node: Node | null): Record<string, unknown> {
  if (!node) return {}
  const { id: _id, parent: _parent, children: _children, internal: _internal, fields: _fields, ...content } = node
  return content
}

/** The BuildDate node's day (gatsby-node.ts's sourceNodes made it). */
function buildDateOfNode(node: Node | null): BuildDate {
  const { today, year } = contentOf(node)
  if (typeof today !== "string" || typeof year !== "number") throw new Error("The build's BuildDate node is missing")
  return { today, year }
}

/** The OwnerSettings node's settings (gatsby-node.ts's sourceNodes made it from publishing.yaml). */
function ownerSettingsOfNode(node: Node | null): OwnerSettings {
  const result = ownerSettingsField.schema.safeParse(contentOf(node))
  if (!result.success) throw new Error("The build's OwnerSettings node is missing")
  return result.data
}

/** One lookup of the placeholder values per GraphQL query, shared by all the fields it resolves. */
const valuesByQuery = new WeakMap<ResolverContext, Promise<PlaceholderValues>>()

function placeholderValuesFor(context: ResolverContext): Promise<PlaceholderValues> {
  let values = valuesByQuery.get(context)
  if (!values) {
    values = Promise.all([
      context.nodeModel.findOne({ type: "SiteYaml" }),
      context.nodeModel.findOne({ type: "ConstantsYaml" }),
      context.nodeModel.findOne({ type: BUILD_DATE_TYPE }),
      context.nodeModel.findOne({ type: OWNER_SETTINGS_TYPE }),
    ]).then(([site, constants, buildDate, owner]) =>
      collectPlaceholderValues(
        contentOf(site),
        contentOf(constants),
        buildPlaceholderValues(buildDateOfNode(buildDate)),
        ownerPlaceholderValues(ownerSettingsOfNode(owner)),
      ),
    )
    valuesByQuery.set(context, values)
  }
  return values
}

/** @copy: text reaches the pages with its {placeholders} filled in; an unknown one stops the build. */
async function serveCopy(source: Source, _args: unknown, context: ResolverContext, info: GraphQLResolveInfo) {
  const raw = source[info.fieldName]
  if (raw === null || raw === undefined) return raw
  const values = await placeholderValuesFor(context)
  const where = `${info.parentType.name}.${info.fieldName}`
  const road = { text: (text: string) => resolvePlaceholders(text, values, where) }
  return Array.isArray(raw) ? raw.map((text) => serveText(text, road)) : serveText(raw, road)
}

/** The arguments of a field's resolver, as GraphQL would have coerced them from a query that wrote `written`. */
function coercedArguments(field: GraphQLField<unknown, unknown>, written: Record<string, unknown>) {
  const coerced: Record<string, unknown> = {}
  for (const argument of field.args) {
    if (argument.name in written) coerced[argument.name] = coerceInputValue(written[argument.name], argument.type)
    else if (argument.defaultValue !== undefined) coerced[argument.name] = argument.defaultValue
  }
  return coerced
}

/**
 * @pictureData(slot): a picture's image data at its slot's sizes, from its file's ImageSharp node,
 * as a page query asking `file { childImageSharp { gatsbyImageData(…) } }` would get it: the same
 * resolver, called with the slot's arguments. A file the build does not have is null (the content
 * check has refused it already).
 */
async function servePictureData(source: Source, slot: string, context: ResolverContext, info: GraphQLResolveInfo) {
  const file = source.file
  if (typeof file !== "string" || !isSlotName(slot)) return null
  const fileNode = await context.nodeModel.findOne({
    type: "File",
    query: { filter: { sourceInstanceName: { eq: "content" }, relativePath: { eq: file.trim() } } },
  })
  const imageNode = (fileNode?.children ?? [])
    .map((id) => context.nodeModel.getNodeById({ id, type: "ImageSharp" }))
    .find((node) => node !== null)
  const imageSharp = info.schema.getType("ImageSharp")
  if (!imageNode || !imageSharp || !("getFields" in imageSharp)) return null
  const gatsbyImageData = imageSharp.getFields().gatsbyImageData as GraphQLField<unknown, unknown> | undefined
  if (!gatsbyImageData?.resolve) return null
  return gatsbyImageData.resolve(
    imageNode,
    coercedArguments(gatsbyImageData, slotArguments(slots[slot])),
    context,
    info,
  )
}

function isSlotName(name: string): name is SlotName {
  return Object.hasOwn(slots, name)
}

/** Registers the content's field extensions; graphql-types.ts names them on the fields. */
export function createContentFieldExtensions(createFieldExtension: CreateFieldExtension): void {
  createFieldExtension({ name: COPY_EXTENSION, extend: () => ({ resolve: serveCopy }) })
  createFieldExtension({
    name: DATE_EXTENSION,
    extend: () => ({
      resolve: (source: Source, _args: unknown, _context: unknown, info: GraphQLResolveInfo) =>
        serveDate(source[info.fieldName]),
    }),
  })
  createFieldExtension({
    name: PICTURE_DATA_EXTENSION,
    args: { slot: "String!" },
    extend: (options: { slot: string }) => ({
      resolve: (source: Source, _args: unknown, context: ResolverContext, info: GraphQLResolveInfo) =>
        servePictureData(source, options.slot, context, info),
    }),
  })
}
