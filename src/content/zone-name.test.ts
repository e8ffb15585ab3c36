import { zoneNameInWords } from "./zone-name"

test("a zone is named as people name their clock all year, or by its offset's name at an instant", () => {
  expect(zoneNameInWords("America/New_York")).toBe("Eastern Time")
  expect(zoneNameInWords("Europe/London", { style: "long", instant: new Date("2027-07-01T12:00Z") })).toBe(
    "British Summer Time",
  )
})
