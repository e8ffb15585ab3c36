import { boardTimeInWords, boardTimeOf, boardTimeProblem, instantOf } from "./board-clock"

// Europe/London's clocks go forward at 01:00 on 28 March 2027 and back at 02:00 on 31 October 2027.
const london = "Europe/London"

describe("a time on the board's clock", () => {
  it("is 09:00 in London on the days the clocks change, an hour apart in UTC from the day before", () => {
    expect(instantOf({ date: "2027-03-27", time: "09:00" }, london).toISOString()).toBe("2027-03-27T09:00:00.000Z")
    expect(instantOf({ date: "2027-03-28", time: "09:00" }, london).toISOString()).toBe("2027-03-28T08:00:00.000Z")
    expect(instantOf({ date: "2027-10-31", time: "09:00" }, london).toISOString()).toBe("2027-10-31T09:00:00.000Z")
    expect(boardTimeOf(new Date("2027-03-28T08:00:00Z"), london)).toEqual({ date: "2027-03-28", time: "09:00" })
  })

  it("refuses a time the clocks skip, and takes the first of a time they pass twice", () => {
    expect(boardTimeProblem({ date: "2027-03-28", time: "01:30" }, london)).toBe(
      "01:30 does not happen on Sunday 28 March 2027 (United Kingdom Time): the clocks go forward that night. Choose another time.",
    )
    expect(boardTimeProblem({ date: "2027-10-31", time: "01:30" }, london)).toBeNull()
    expect(instantOf({ date: "2027-10-31", time: "01:30" }, london).toISOString()).toBe("2027-10-31T00:30:00.000Z")
  })

  it("refuses what is not a day and a time, and says an instant in words on the clock it names", () => {
    expect(boardTimeProblem({ date: "28/03/2027", time: "9am" }, london)).toMatch(/is not a day and a time/)
    expect(boardTimeProblem({ date: "2027-02-30", time: "09:00" }, london)).toMatch(
      /not a day and time on the calendar/,
    )
    expect(boardTimeInWords(new Date("2027-03-28T08:00:00Z"), london)).toBe(
      "Sunday 28 March 2027 at 09:00 (United Kingdom Time)",
    )
  })
})
