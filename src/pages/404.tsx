import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { Container } from "../components/ui/Container"
import { buttonStyles } from "../components/ui/buttons"
import { required } from "../content/required"
import { colors, fontSizes, mq, space } from "../styles/theme"
import { notFoundLogScript } from "../widgets/not-found-log"

/** Served for any address the site does not have (the host returns 404.html with status 404). */
export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const page = required(data.page, "pages/not-found.yaml")

  return (
    <Layout currentPath={location.pathname}>
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
        <Link to="/" css={buttonStyles("primary")}>
          {page.homeLinkLabel}
        </Link>
      </Container>
    </Layout>
  )
}

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  return (
    <Seo seo={required(data.page, "pages/not-found.yaml").seo} noIndex>
      {/* Logs the address that has no page: see src/widgets/not-found-log.ts. */}
      <script dangerouslySetInnerHTML={{ __html: notFoundLogScript }} />
    </Seo>
  )
}

export const query = graphql`
  query NotFoundPage {
    page: notFoundPageYaml {
      seo {
        ...PageSeoFields
      }
      heading
      body
      homeLinkLabel
    }
  }
`
