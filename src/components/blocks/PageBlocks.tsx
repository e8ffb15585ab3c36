import { graphql } from "gatsby"
import { FaqList } from "./FaqList"
import { StepList } from "../ui/StepList"
import { Buttons } from "./Buttons"
import { CardGrid } from "./CardGrid"
import { ImageBlock } from "./ImageBlock"
import { ItemList } from "./ItemList"
import { Note } from "./Note"
import { Paragraphs } from "./Paragraphs"

type PageBlock = Queries.PageBlockFieldsFragment

/**
 * A block kind no case below draws: a type error where the switch lacks a kind the schema has
 * (the query's union grows with it), and, should one ever reach a page anyway, a build that stops
 * naming it, never a block that silently draws nothing.
 */
function undrawnBlock(block: never): never {
  const kind = (block as { readonly __typename?: unknown }).__typename
  throw new Error(
    `A page block of kind ${String(kind)} has no component to draw it (src/components/blocks/PageBlocks.tsx).`,
  )
}

/** One block of a general page's section, drawn by the component of its kind. */
function PageBlockView({ block }: { readonly block: PageBlock }) {
  switch (block.__typename) {
    case "ParagraphsBlock":
      return <Paragraphs paragraphs={block.paragraphs} />
    case "ListBlock":
      return <ItemList heading={block.heading} items={block.items} />
    case "StepsBlock":
      return <StepList steps={block.steps} />
    case "CardsBlock":
      return <CardGrid cards={block.cards} />
    case "ButtonsBlock":
      return <Buttons actions={block.buttons} />
    case "NoteBlock":
      return <Note note={block.note} />
    case "QuestionsBlock":
      return <FaqList faqs={block.questions} />
    case "ImageBlock":
      return <ImageBlock block={block} />
    default:
      return undrawnBlock(block)
  }
}

/** A section's blocks, in the order the page's file gives them. */
export function PageBlocks({ blocks }: { readonly blocks: readonly PageBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <PageBlockView key={index} block={block} />
      ))}
    </>
  )
}

export const pageBlockFields = graphql`
  fragment PageBlockFields on PageBlock {
    __typename
    ... on ParagraphsBlock {
      ...ParagraphsBlockFields
    }
    ... on ListBlock {
      ...ListBlockFields
    }
    ... on StepsBlock {
      steps {
        ...StepFields
      }
    }
    ... on CardsBlock {
      ...CardsBlockFields
    }
    ... on ButtonsBlock {
      buttons {
        ...ActionFields
      }
    }
    ... on NoteBlock {
      ...NoteBlockFields
    }
    ... on ImageBlock {
      ...ImageBlockFields
    }
    ... on QuestionsBlock {
      questions {
        ...QuestionFields
      }
    }
  }
`
