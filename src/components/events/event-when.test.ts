import { eventDay, eventWhen } from "./event-when"

/** Intl sets thin and narrow no-break spaces around a range's dash and before AM/PM: read as spaces here. */
const spaced = (text: string) => text.replace(/\s/g, " ")

describe("when an event is, as a visitor reads it", () => {
  const zone = "America/New_York"

  it("writes a day with its weekday, and days as a range, whatever the clock's zone", () => {
    expect(eventWhen({ title: "Workshop", start: "2027-05-14" }, zone, "en_US")).toEqual({
      text: "Friday, May 14, 2027",
      dateTime: "2027-05-14",
    })
    const summit = eventWhen({ title: "Summit", start: "2027-05-14", end: "2027-05-16" }, "Pacific/Auckland", "en_US")
    expect(spaced(summit.text)).toBe("May 14 – 16, 2027")
    expect(spaced(eventWhen({ title: "Retreat", start: "2027-05-30", end: "2027-06-02" }, zone, "en_GB").text)).toBe(
      "30 May – 2 June 2027",
    )
  })

  it("writes times on the event's zone's clock with that zone's name, and the start with its offset for a <time>", () => {
    const evening = eventWhen(
      { title: "Session", start: "2027-05-12", startTime: "18:00", endTime: "19:30" },
      zone,
      "en_US",
    )
    expect(spaced(evening.text)).toBe("Wednesday, May 12, 2027, 6:00 – 7:30 PM EDT")
    expect(evening.dateTime).toBe("2027-05-12T18:00:00-04:00")
    const london = eventWhen(
      { title: "Seminar", start: "2027-01-12", startTime: "10:00", timeZone: "Europe/London" },
      zone,
      "en_US",
    )
    expect(spaced(london.text)).toBe("Tuesday, January 12, 2027 at 10:00 AM GMT")
  })

  it("writes a past event's first day short, for the list of past events", () => {
    expect(eventDay({ title: "Summit", start: "2027-05-14", end: "2027-05-16" }, "en_US")).toEqual({
      text: "May 14, 2027",
      dateTime: "2027-05-14",
    })
  })
})
