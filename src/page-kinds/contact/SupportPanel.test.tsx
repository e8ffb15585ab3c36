import { render, screen } from "@testing-library/react"
import { inPageContext, loadContent } from "../../../tests/support/fixtures/content-fixtures"
import { SupportPanel } from "./SupportPanel"

const page = loadContent<{
  supportPanelLabel: string
  quickActions: Queries.SupportPanelQuickActionsFieldsFragment
  responseTimes: Queries.SupportPanelResponseTimesFieldsFragment
}>("pages/contact.yaml")

describe("SupportPanel", () => {
  it("is a complementary region named for screen readers, as every aside should be", () => {
    render(
      inPageContext(
        <SupportPanel
          label={page.supportPanelLabel}
          quickActions={page.quickActions}
          responseTimes={page.responseTimes}
        />,
      ),
    )
    expect(screen.getByRole("complementary", { name: page.supportPanelLabel })).toBeInTheDocument()
  })
})
