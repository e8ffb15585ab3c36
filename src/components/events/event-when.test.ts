import { eventDay, eventWhen, onBothClocksInWords } from "./event-when"

/** Intl sets thin and narrow no-break spaces around a range's dash and before AM/PM: read as spaces here. */
const spaced = (text: string) => text.replace(/\s/g, " ")

/** A reading of when as a visitor sees it and as a screen reader says it, its spaces read as spaces. */
const seenAndHeard = (reading: { text: string; words: string } | undefined) =>
  reading && { text: spaced(reading.text), words: spaced(reading.words) }

describe("when an event is, as a visitor reads it", () => {
  const zone = "America/New_York"

  it("writes a day with its weekday, and days as a range, whatever the clock's zone", () => {
    expect(eventWhen({ title: "Workshop", start: "2027-05-14" }, zone, "en_US")).toMatchObject({
      text: "Friday, May 14, 2027",
      dateTime: "2027-05-14",
    })
    const summit = eventWhen({ title: "Summit", start: "2027-05-14", end: "2027-05-16" }, "Pacific/Auckland", "en_US")
    expect(spaced(summit.text)).toBe("May 14 – 16, 2027")
    expect(summit.boardClock).toBeUndefined()
    expect(spaced(eventWhen({ title: "Retreat", start: "2027-05-30", end: "2027-06-02" }, zone, "en_GB").text)).toBe(
      "30 May – 2 June 2027",
    )
  })

  it("writes times on the event's zone's clock with that zone's name, in words for screen readers, and the start with its offset for a <time>", () => {
    const evening = eventWhen(
      { title: "Session", start: "2027-05-12", startTime: "18:00", endTime: "19:30" },
      zone,
      "en_US",
    )
    expect(seenAndHeard(evening)).toEqual({
      text: "Wednesday, May 12, 2027, 6:00 – 7:30 PM EDT",
      words: "Wednesday, May 12, 2027, 6:00 – 7:30 PM Eastern Daylight Time",
    })
    expect(evening.parts.at(-1)).toEqual({ shown: "EDT", words: "Eastern Daylight Time" })
    expect(evening.dateTime).toBe("2027-05-12T18:00:00-04:00")
    const london = eventWhen(
      { title: "Seminar", start: "2027-01-12", startTime: "10:00", timeZone: "Europe/London" },
      zone,
      "en_US",
    )
    expect(spaced(london.text)).toBe("Tuesday, January 12, 2027 at 10:00 AM GMT")
    // Across the night the clocks go forward, each end in its own words.
    const night = eventWhen(
      { title: "Night", start: "2027-03-13", end: "2027-03-14", startTime: "23:30", endTime: "3:30" },
      zone,
      "en_US",
    )
    expect(spaced(night.words)).toBe(
      "Saturday, March 13, 2027 at 11:30 PM Eastern Standard Time – Sunday, March 14, 2027 at 3:30 AM Eastern Daylight Time",
    )
  })

  it("leaves an event on the board's clock as it is: one clock, nothing beside it", () => {
    const onBoardClock = { title: "Session", start: "2027-05-12", startTime: "18:00", endTime: "19:30" }
    expect(eventWhen(onBoardClock, zone, "en_US").boardClock).toBeUndefined()
    expect(onBothClocksInWords(onBoardClock, zone, "en_US")).toBeUndefined()
    // Another zone's name whose clock reads the same as the board's all year.
    const detroit = eventWhen({ ...onBoardClock, timeZone: "America/Detroit" }, zone, "en_US")
    expect(spaced(detroit.text)).toBe("Wednesday, May 12, 2027, 6:00 – 7:30 PM EDT")
    expect(detroit.boardClock).toBeUndefined()
  })

  it("gives an event on another clock its times on the board's clock too, the zone as the board's visitors name it", () => {
    const london = {
      title: "Evening",
      start: "2027-07-01",
      startTime: "18:00",
      endTime: "19:30",
      timeZone: "Europe/London",
    }
    const when = eventWhen(london, zone, "en_US")
    expect(seenAndHeard(when)).toEqual({
      text: "Thursday, July 1, 2027, 6:00 – 7:30 PM GMT+1",
      words: "Thursday, July 1, 2027, 6:00 – 7:30 PM British Summer Time",
    })
    expect(seenAndHeard(when.boardClock)).toEqual({ text: "1:00 – 2:30 PM ET", words: "1:00 – 2:30 PM Eastern Time" })
    expect(when.boardClock?.dateTime).toBe("2027-07-01T13:00:00-04:00")
    expect(spaced(onBothClocksInWords(london, zone, "en_US") ?? "")).toBe(
      "Thursday, July 1, 2027, 6:00 – 7:30 PM British Summer Time (1:00 – 2:30 PM Eastern Time)",
    )
  })

  it("says the board's day when its clock is on another day, at the start or the end", () => {
    const tokyo = {
      title: "Morning",
      start: "2027-07-02",
      startTime: "10:00",
      endTime: "11:30",
      timeZone: "Asia/Tokyo",
    }
    expect(spaced(eventWhen(tokyo, zone, "en_US").boardClock?.text ?? "")).toBe("Thu, Jul 1, 9:00 – 10:30 PM ET")
    const pacific = {
      ...tokyo,
      start: "2027-07-01",
      startTime: "20:00",
      endTime: "22:00",
      timeZone: "America/Los_Angeles",
    }
    expect(spaced(eventWhen(pacific, zone, "en_US").boardClock?.text ?? "")).toBe(
      "Thu, Jul 1, 11:00 PM ET – Fri, Jul 2, 1:00 AM ET",
    )
    const newYearsEve = { ...tokyo, start: "2027-01-01", startTime: "10:00", endTime: "11:00" }
    expect(spaced(eventWhen(newYearsEve, zone, "en_US").boardClock?.text ?? "")).toBe(
      "Thu, Dec 31, 2026, 8:00 – 9:00 PM ET",
    )
  })

  it("follows each clock's own change to summer time: London and New York are four hours apart for two weeks in March", () => {
    const london = { title: "Evening", start: "2027-03-20", startTime: "18:00", timeZone: "Europe/London" }
    const between = eventWhen(london, zone, "en_US")
    expect(seenAndHeard(between)).toEqual({
      text: "Saturday, March 20, 2027 at 6:00 PM GMT",
      words: "Saturday, March 20, 2027 at 6:00 PM Greenwich Mean Time",
    })
    expect(spaced(between.boardClock?.text ?? "")).toBe("2:00 PM ET")
    expect(spaced(eventWhen({ ...london, start: "2027-03-30" }, zone, "en_US").boardClock?.text ?? "")).toBe(
      "1:00 PM ET",
    )
  })

  it("writes a past event's first day short, for the list of past events", () => {
    expect(eventDay({ title: "Summit", start: "2027-05-14", end: "2027-05-16" }, "en_US")).toEqual({
      text: "May 14, 2027",
      dateTime: "2027-05-14",
    })
  })
})
