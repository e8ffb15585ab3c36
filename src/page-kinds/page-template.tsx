/**
 * What every template shares: its page is its kind's body in the site's frame, and its head the
 * page's search listing at its address. A template (src/page-kinds/<kind>/template.tsx) is then its query,
 * its body and, where its kind adds to the head (structured data, a widget's module), its own Head.
 */
import type { HeadProps, PageProps } from "gatsby"
import type { ComponentType } from "react"
import { PageFrame } from "../components/layout/PageFrame"
import { Seo } from "../components/seo/Seo"
import type { PageKind } from "../content/page-registry"
import { present, type Present } from "../content/required"
import { useSite } from "../hooks/use-site"

/** What every page query reads first: the page's own file, with its search listing. */
interface PageQueryData {
  readonly page: { readonly seo: Queries.PageSeoFieldsFragment } | null
}

/** What a kind's body takes: its page query's data, checked present. */
export interface BodyProps<Data> {
  readonly data: Present<Data>
}

/** The template's page: its kind's body, given the query's data (checked present), in the page frame with the site-wide content. */
export function pageOf<Data extends object>(Body: ComponentType<BodyProps<Data>>, kind: PageKind) {
  function Page({ data, location }: PageProps<Data>) {
    return (
      <PageFrame site={useSite()} currentPath={location.pathname}>
        <Body data={present(data, kind)} />
      </PageFrame>
    )
  }
  Page.displayName = `Page(${Body.displayName ?? Body.name})`
  return Page
}

/**
 * The template's head: the search listing of the page's file, at the page's address; with the
 * module of the widget the page loads (src/widgets), which runs once the page is parsed; and
 * `noIndex` for a page kept out of search results.
 */
export function headOf<Data extends PageQueryData>(
  kind: PageKind,
  { widget, noIndex }: { widget?: (data: Data) => { readonly code: string } | null; noIndex?: boolean } = {},
) {
  return function Head({ data, location }: HeadProps<Data>) {
    const script = widget?.(data)
    // Bundled before sourcing (gatsby-node.ts), so missing only if src/widgets/bundle.ts lost it.
    if (script === null) throw new Error(`The ${kind} page's widget module was not bundled (src/widgets/bundle.ts).`)
    return (
      <Seo seo={present(data, kind).page.seo} pathname={location.pathname} noIndex={noIndex}>
        {script && <script type="module" dangerouslySetInnerHTML={{ __html: script.code }} />}
      </Seo>
    )
  }
}
