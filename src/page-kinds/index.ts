/**
 * The body of each kind of page (page-registry.ts's kinds), for its template (<kind>/template.tsx)
 * and the content editor's preview, which draw the same components. A new kind in the registry
 * without a body here fails the type check.
 */
import type { ComponentType } from "react"
import type { PageKind } from "../content/page-registry"
import { AboutBody } from "./about/AboutBody"
import { CertificationBody } from "./certification/CertificationBody"
import { CommunityBody } from "./community/CommunityBody"
import { ContactBody } from "./contact/ContactBody"
import { ContactSentBody } from "./contact-sent/ContactSentBody"
import { DirectoryBody } from "./directory/DirectoryBody"
import { EventBody } from "./event/EventBody"
import { FellowshipBody } from "./fellowship/FellowshipBody"
import { GeneralBody } from "./general/GeneralBody"
import { HomeBody } from "./home/HomeBody"
import { NotFoundBody } from "./not-found/NotFoundBody"
import { RecertificationBody } from "./recertification/RecertificationBody"

/** Each body takes its page query's data; the map's own type only says that much. */
type PageBody = ComponentType<{ readonly data: never }>

export const pageBodies = {
  home: HomeBody,
  about: AboutBody,
  certification: CertificationBody,
  fellowship: FellowshipBody,
  recertification: RecertificationBody,
  directory: DirectoryBody,
  community: CommunityBody,
  contact: ContactBody,
  "contact-sent": ContactSentBody,
  "not-found": NotFoundBody,
  general: GeneralBody,
  event: EventBody,
} as const satisfies Record<PageKind, PageBody>
