import type { BodyProps } from "../page-template"
import { colors, fontSizes, mq, space } from "../../styles/theme"
import { buttonStyles } from "../../components/ui/buttons"
import { Container } from "../../components/ui/Container"

/** What a visitor sees at an address the site does not have, for the page and the editor's preview. */
export function NotFoundBody({ data }: BodyProps<Queries.NotFoundPageQuery>) {
  const { page } = data
  return (
    <Container
      css={{
        paddingBlock: space.xxxl,
        display: "grid",
        gap: space.lg,
        justifyItems: "start",
        [mq.md]: { paddingBlock: "8rem" },
      }}
    >
      <h1 css={{ fontSize: fontSizes.display, color: colors.navy }}>{page.heading}</h1>
      <p css={{ fontSize: fontSizes.lg, color: colors.inkMuted }}>{page.body}</p>
      <a href="/" css={buttonStyles("primary")}>
        {page.homeLinkLabel}
      </a>
    </Container>
  )
}
