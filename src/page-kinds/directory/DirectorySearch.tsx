import { graphql } from "gatsby"
import { DIRECTORY_SEARCH_IDS as ID } from "../../content/page-ids"
import { buttonStyles } from "../../components/ui/buttons"
import { Icon } from "../../components/ui/Icon"
import { VisuallyHidden } from "../../components/ui/VisuallyHidden"
import { TextField } from "../../components/forms/TextField"
import { mq, space } from "../../styles/theme"

interface DirectorySearchProps {
  readonly copy: Queries.DirectorySearchFieldsFragment
  /** The official directory's address and the names of its query parameters, from site.yaml. */
  readonly target: Queries.DirectorySearchTargetFieldsFragment
  readonly newTabHint: string
}

/**
 * A plain GET form to the official directory, which holds the physician records: the
 * visitor's query arrives there as URL parameters, in a new tab, with or without JavaScript.
 * The site itself ships no physician data.
 */
export function DirectorySearch({ copy, target, newTabHint }: DirectorySearchProps) {
  return (
    <form
      method="get"
      action={target.action}
      target="_blank"
      role="search"
      aria-label={copy.submitLabel}
      css={{
        display: "grid",
        gap: space.md,
        [mq.md]: { gridTemplateColumns: "repeat(3, 1fr) auto", alignItems: "end" },
      }}
    >
      <TextField id={ID.name} name={target.nameParam} label={copy.nameLabel} type="text" autoComplete="off" />
      <TextField
        id={ID.location}
        name={target.locationParam}
        label={copy.locationLabel}
        hint={copy.locationHint}
        type="text"
        autoComplete="off"
      />
      <TextField
        id={ID.specialty}
        name={target.specialtyParam}
        label={copy.specialtyLabel}
        hint={copy.specialtyHint}
        type="text"
        list={ID.practiceTypes}
        autoComplete="off"
      />
      <datalist id={ID.practiceTypes}>
        {copy.practiceTypes.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <button type="submit" css={buttonStyles("primary")}>
        <Icon name="search" />
        {copy.submitLabel}
        <VisuallyHidden> {newTabHint}</VisuallyHidden>
      </button>
    </form>
  )
}

export const directorySearchFields = graphql`
  fragment DirectorySearchFields on DirectoryPageYamlSearchForm {
    nameLabel
    locationLabel
    locationHint
    specialtyLabel
    specialtyHint
    practiceTypes
    submitLabel
  }
`

export const directorySearchTargetFields = graphql`
  fragment DirectorySearchTargetFields on SiteYamlDirectorySearch {
    action
    nameParam
    locationParam
    specialtyParam
  }
`
