import { buildDateForSite, buildDateOf, buildInstant, buildPlaceholderValues } from "./build-date"
import { collectPlaceholderValues, PlaceholderError, resolvePlaceholders } from "./placeholders"

describe("the build's day", () => {
  const clock = () => new Date("2030-01-01T00:00:00Z")

  it("is as of SOURCE_DATE_EPOCH when it is set, else as of the clock", () => {
    expect(buildInstant("1810252800", clock).toISOString()).toBe("2027-05-14T00:00:00.000Z")
    expect(buildInstant(undefined, clock)).toEqual(clock())
    expect(buildInstant("", clock)).toEqual(clock())
  })

  it("stops a build whose SOURCE_DATE_EPOCH is not whole seconds, rather than building as of another day", () => {
    expect(() => buildInstant("2027-05-14", clock)).toThrow(
      'SOURCE_DATE_EPOCH is "2027-05-14": it should be whole seconds since 1970-01-01 UTC, like 1778371200. Unset it to build as of the clock.',
    )
  })

  it("is the day in the board's time zone: late evening in New York is already tomorrow in UTC", () => {
    const evening = new Date("2027-05-17T02:00:00Z")
    expect(buildDateOf(evening, "America/New_York")).toEqual({ today: "2027-05-16", year: 2027 })
    expect(buildDateOf(evening, "Europe/London")).toEqual({ today: "2027-05-17", year: 2027 })
    expect(buildDateOf(new Date("2028-01-01T03:00:00Z"), "America/Los_Angeles").year).toBe(2027)
  })

  it("reads site.yaml's zone, or UTC while it has none a zone's name (the check reports that)", () => {
    const instant = new Date("2027-05-17T02:00:00Z")
    expect(buildDateForSite({ timeZone: "America/New_York" }, instant).today).toBe("2027-05-16")
    expect(buildDateForSite({ timeZone: "Eastern" }, instant).today).toBe("2027-05-17")
    expect(buildDateForSite(undefined, instant).today).toBe("2027-05-17")
  })

  it("gives {year}, which no file may name again", () => {
    const build = buildPlaceholderValues({ today: "2027-05-14", year: 2027 })
    const values = collectPlaceholderValues({ boardName: "Board" }, {}, build)
    expect(resolvePlaceholders("© {year} {boardName}", values)).toBe("© 2027 Board")
    expect(() => collectPlaceholderValues({ year: 2025 }, {}, build)).toThrow(PlaceholderError)
    expect(() => collectPlaceholderValues({ year: 2025 }, {}, build)).toThrow(
      'The name "year" is defined in both the build\'s date and site.yaml. Rename one of them so {year} means one thing.',
    )
  })
})
