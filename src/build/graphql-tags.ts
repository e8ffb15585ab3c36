/**
 * The GraphQL documents a source file of the site writes in graphql tags (Gatsby's page queries,
 * static queries and fragments), found and read as Gatsby finds and reads them: the source parsed by
 * Babel's parser, each tagged template whose tag is `graphql` parsed by graphql. A comment that
 * mentions a tag, or two definitions on one line, are what they are, never guessed from the text.
 */
import { parse as parseSource } from "@babel/parser"
import { parse, type DocumentNode } from "graphql"

/** A node of Babel's syntax tree, as far as the search for tags reads it. */
interface SyntaxNode {
  readonly type: string
  readonly [field: string]: unknown
}

function isSyntaxNode(value: unknown): value is SyntaxNode {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string"
}

/** Every node below `node`, itself included, depth first. */
function* nodesBelow(node: SyntaxNode): Generator<SyntaxNode> {
  yield node
  for (const [field, value] of Object.entries(node)) {
    // Positions and comments hold no code.
    if (field === "loc" || field.endsWith("Comments")) continue
    for (const child of Array.isArray(value) ? value : [value]) if (isSyntaxNode(child)) yield* nodesBelow(child)
  }
}

/** The text of a graphql tag: a template with no ${} in it, as Gatsby requires. */
function tagText(node: SyntaxNode, where: string): string | undefined {
  if (node.type !== "TaggedTemplateExpression") return undefined
  const { tag, quasi } = node as unknown as {
    tag: { type: string; name?: string }
    quasi: { expressions: readonly unknown[]; quasis: readonly { value: { cooked: string | null } }[] }
  }
  if (tag.type !== "Identifier" || tag.name !== "graphql") return undefined
  if (quasi.expressions.length > 0)
    throw new Error(`${where}: a graphql tag holds a \${} substitution, which Gatsby cannot read`)
  return quasi.quasis[0]?.value.cooked ?? ""
}

/** Each graphql tag's document in a TypeScript (or TSX) source, in order; one that does not parse is an error naming `where`. */
export function graphqlDocumentsIn(source: string, where: string): DocumentNode[] {
  const program = parseSource(source, { sourceType: "module", plugins: ["typescript", "jsx"] }).program
  const texts = [...nodesBelow(program as unknown as SyntaxNode)].flatMap((node) => tagText(node, where) ?? [])
  return texts.map((text) => {
    try {
      return parse(text)
    } catch (error) {
      throw new Error(
        `${where}: a graphql tag does not parse: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  })
}
