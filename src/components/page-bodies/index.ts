/**
 * The body of each kind of page (page-registry.ts's kinds), for the page templates
 * (src/templates) and the content editor's preview, which draw the same components. A new kind in
 * the registry without a body here fails the type check.
 */
import type { ComponentType } from "react"
import type { PageKind } from "../../content/page-registry"
import { AboutBody } from "./AboutBody"
import { CertificationBody } from "./CertificationBody"
import { CommunityBody } from "./CommunityBody"
import { ContactBody } from "./ContactBody"
import { ContactSentBody } from "./ContactSentBody"
import { DirectoryBody } from "./DirectoryBody"
import { EventBody } from "./EventBody"
import { FellowshipBody } from "./FellowshipBody"
import { GeneralBody } from "./GeneralBody"
import { HomeBody } from "./HomeBody"
import { NotFoundBody } from "./NotFoundBody"
import { RecertificationBody } from "./RecertificationBody"

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
