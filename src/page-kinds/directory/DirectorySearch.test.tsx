import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { loadContent } from "../../../tests/support/fixtures/content-fixtures"
import { DirectorySearch } from "./DirectorySearch"

const copy = loadContent<{ searchForm: Queries.DirectorySearchFieldsFragment }>("pages/directory.yaml").searchForm
const site = loadContent<{
  directorySearch: Queries.DirectorySearchTargetFieldsFragment
  header: { newTabHint: string }
}>("site.yaml")

describe("DirectorySearch", () => {
  function renderSearch() {
    render(<DirectorySearch copy={copy} target={site.directorySearch} newTabHint={site.header.newTabHint} />)
    return screen.getByRole("search")
  }

  it("is a GET form to the external directory, opening in a new tab", () => {
    const form = renderSearch()
    expect(form).toHaveAttribute("method", "get")
    expect(form).toHaveAttribute("action", site.directorySearch.action)
    expect(form).toHaveAttribute("target", "_blank")
    expect(screen.getByRole("button", { name: /Search Directory/ })).toHaveAccessibleName(
      "Search Directory (opens in a new tab)",
    )
  })

  it("has three labelled text inputs named as the directory expects", async () => {
    const user = userEvent.setup()
    const form = renderSearch() as HTMLFormElement
    await user.type(screen.getByLabelText("Physician name"), "Grace Hopper")
    await user.type(screen.getByLabelText("Location"), "São Paulo, Brazil")
    await user.type(screen.getByLabelText("Specialty"), "Telehealth")
    const query = new URLSearchParams(
      [...new FormData(form).entries()].map(
        ([name, value]) => [name, typeof value === "string" ? value : value.name] as [string, string],
      ),
    )
    expect(query.toString()).toBe(
      `${site.directorySearch.nameParam}=Grace+Hopper&${site.directorySearch.locationParam}=S%C3%A3o+Paulo%2C+Brazil&${site.directorySearch.specialtyParam}=Telehealth`,
    )
  })

  it("suggests the four practice types for the specialty field", () => {
    renderSearch()
    const specialty = screen.getByLabelText("Specialty")
    const list = document.getElementById(specialty.getAttribute("list") ?? "")
    expect([...(list?.querySelectorAll("option") ?? [])].map((option) => option.value)).toEqual([
      "Telehealth",
      "Hospital-Based",
      "Community",
      "Global",
    ])
    expect(specialty).toHaveAccessibleDescription("A specialty or a practice type")
  })
})
