/**
 * What every template shares: its page is its kind's body in the site's frame, and its head the
 * page's search listing at its address. A template (src/page-kinds/<kind>/template.tsx) is then its query,
 * its body and, where its kind adds to the head (structured data, a widget's module), its own Head.
 */
import type { HeadProps, PageProps } from "gatsby"
import type { ComponentType } from "react"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import type { PageKind } from "../content/page-registry"
import { present, type Present } from "../content/required"

/** What every page query reads first: the page's own file, with its search listing. */
interface PageQueryData {
  readonly page: { readonly seo: Queries.PageSeoFieldsFragment } | null
}

/** What a kind's body takes: its page query's data, checked present. */
export interface BodyProps<Data> {
  readonly data: Present<Data>
}

/** The template's page: its kind's body, given the query's data (checked present), in the page frame. */
export function pageOf<Data extends object>(Body: ComponentType<BodyProps<Data>>, kind: PageKind) {
  function Page({ data, location }: PageProps<Data>) {
    return (
      <Layout currentPath={location.pathname}>
        <Body data={present(data, kind)} />
      </Layout>
    )
  }
  Page.displayName = `Page(${Body.displayName ?? Body.name})`
  return Page
}

/** The template's head: the search listing of the page's file, at the page's address. */
export function headOf<Data extends PageQueryData>(kind: PageKind) {
  return function Head({ data, location }: HeadProps<Data>) {
    return <Seo seo={present(data, kind).page.seo} pathname={location.pathname} />
  }
}
