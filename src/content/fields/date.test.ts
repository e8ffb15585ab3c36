/**
 * The date kind (date.ts) everywhere the site knows it: the content check's words for a day
 * or a time that is not one, the shape and GraphQL type the schemas give it, the content editor's
 * date and time pickers, the JSON Schema text editors read, and the value GraphQL serves whichever
 * YAML parser read the file.
 */
import { DateTime } from "luxon"
import { createRequire } from "node:module"
import { z } from "zod"
import { ownerSettings, withContent } from "../../../tests/support/fixtures/content-fixtures"
import { jsonSchemaValidator } from "../../../tests/support/json-schema-validator"
import { checkContent, formatProblem } from "../check"
import { contentFileFor } from "../content-files"
import { graphqlTypeDefinitions } from "../graphql-types"
import { calendarDay, DATE_FORMS, DateField, serveDate, timeOfDay } from "./date"
import { record } from "./group"
import { JsonSchemaDefinitions } from "./json-schema"
import { serveText } from "./text"

/** The tests' own events, written as an editor would: lines and fields the messages below name. */
const EVENTS = `# The tests' own events.
- title: Annual Summit 2027
  start: 2027-05-14
  end: 2027-05-16
  format: In person
  description: Three days of keynotes.
- title: Virtual Symposium
  start: 2027-05-12
  startTime: "18:00"
  endTime: "19:30"
  format: Online
  online: https://meet.example.org/symposium
  description: An evening online.
`

/** The content check's problems with events.yaml holding the tests' events, edited. */
function problemsWith(edit: (events: string) => string = (events) => events): string[] {
  return withContent({ "events.yaml": () => edit(EVENTS) }, (dir) =>
    checkContent(dir, { owner: ownerSettings }).problems.map(formatProblem),
  )
}

const replaced = (search: string, replacement: string) => (events: string) => {
  if (!events.includes(search)) throw new Error(`test setup: "${search}" not found`)
  return events.replace(search, replacement)
}

describe("the date kind", () => {
  it("takes days written year-month-day and times on the 24-hour clock, as editors and the pickers write them", () => {
    expect(problemsWith()).toEqual([])
    expect(problemsWith(replaced('startTime: "18:00"', "startTime: 9:30"))).toEqual([])
  })

  it("refuses a day written another way, saying how to write it", () => {
    expect(problemsWith(replaced("start: 2027-05-14", "start: May 14, 2027"))).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 3, event 1, start: should be a date written year-month-day, like 2027-05-14, but is "May 14, 2027".",
     ]
    `)
  })

  it("refuses a day the calendar does not have, saying why", () => {
    expect(problemsWith(replaced("end: 2027-05-16", "end: 2027-02-30"))).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 4, event 1, end: should be a day of the calendar, but is "2027-02-30". February 2027 has 28 days.",
     ]
    `)
    expect(problemsWith(replaced("start: 2027-05-14", "start: 2027-14-05"))).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 3, event 1, start: should be a day of the calendar, but is "2027-14-05". The middle number is the month, 01 to 12.",
     ]
    `)
  })

  it("refuses a time that is not one, and a number where a date goes", () => {
    expect(problemsWith(replaced('endTime: "19:30"', "endTime: 7.30pm"))).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 10, event 2, endTime: should be a time on the 24-hour clock, like 09:30 or 18:30, but is "7.30pm".",
     ]
    `)
    expect(problemsWith(replaced("start: 2027-05-12", "start: 20270512"))).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 8, event 2, start: should be a date written year-month-day, like 2027-05-14, but is the number 20270512. Write it like 2027-05-14.",
     ]
    `)
  })

  // The content editor's date and time pickers are src/cms/config/cms-config.test.ts's.
  it("is a date field with its part, optional or not, and a String in GraphQL that GraphQL serves as written", () => {
    const group = record({ day: calendarDay("The first day."), time: timeOfDay("When it starts.").optional() })
    expect(
      group.fieldNames().map((name) => {
        const field = group.child(name)
        return [field instanceof DateField, field instanceof DateField && field.part]
      }),
    ).toEqual([
      [true, "day"],
      [true, "time"],
    ])
    const events = contentFileFor("events.yaml")
    if (!events) throw new Error("events.yaml is a content file")
    const { sdl } = graphqlTypeDefinitions([events])
    expect(sdl).toMatch(/^ {2}start: String @contentDate$/m)
    expect(sdl).toMatch(/^ {2}startTime: String @contentDate$/m)
  })

  it("serves a day as written, whether YAML 1.2 read it as text or the build's js-yaml as a Date", () => {
    // gatsby-transformer-yaml's own YAML reader, as the build runs it.
    const transformer = createRequire(require.resolve("gatsby-transformer-yaml"))
    const jsYaml = transformer("js-yaml") as { load: (text: string) => unknown }
    const read = jsYaml.load("start: 2027-05-14\nstartTime: 18:30\n") as Record<string, unknown>
    expect(read.start).toBeInstanceOf(Date)
    expect(serveDate(read.start)).toBe("2027-05-14")
    expect(serveDate(read.startTime)).toBe("18:30")
    expect(serveDate("2027-05-14")).toBe("2027-05-14")
  })

  it("gives a sentence field that holds an unquoted day its text back, not a Date written out in full", () => {
    const transformer = createRequire(require.resolve("gatsby-transformer-yaml"))
    const jsYaml = transformer("js-yaml") as { load: (text: string) => unknown }
    const read = jsYaml.load("when: 2026-05-01\nnote: 2026-05-01 18:30:00\ntitle: Summit\n") as Record<string, unknown>
    const asWritten = (value: unknown) => serveText(value, { text: (text) => text })
    expect([asWritten(read.when), asWritten(read.note), asWritten(read.title)]).toEqual([
      "2026-05-01",
      "2026-05-01T18:30:00Z",
      "Summit",
    ])
  })

  it("says in JSON Schema which days the calendar has, as the check does: each month's last day, and leap years", () => {
    const day = calendarDay("The day it begins.")
    const validate = jsonSchemaValidator().compile(day.jsonSchema(new JsonSchemaDefinitions()))
    // Years each leap-year rule decides (by 4, not by 100, but by 400), and the first and last a year can be.
    const years = [0, 1, 4, 100, 400, 1600, 1700, 1800, 1900, 1999, 2000, 2023, 2024, 2027, 2028, 2100, 2400, 9999]
    const twoDigits = (number: number) => String(number).padStart(2, "0")
    const days = years.flatMap((year) =>
      [...Array(14).keys()].flatMap((month) =>
        [...Array(33).keys()].map((date) => `${String(year).padStart(4, "0")}-${twoDigits(month)}-${twoDigits(date)}`),
      ),
    )
    const disagreeing = days.filter((text) => day.schema.safeParse(text).success !== validate(text))
    expect(disagreeing).toEqual([])
    // Every day of those years, and nothing else.
    const daysInYears = years.reduce((sum, year) => sum + DateTime.local(year).daysInYear, 0)
    expect(days.filter((text) => validate(text))).toHaveLength(daysInYears)
  })

  it("checks each part's pattern, which the editor's field and the content check share", () => {
    const day = z.string().regex(DATE_FORMS.day.pattern)
    expect(["2027-05-14", "2027-5-14", "14/05/2027"].map((value) => day.safeParse(value).success)).toEqual([
      true,
      false,
      false,
    ])
    const time = z.string().regex(DATE_FORMS.time.pattern)
    expect(["09:30", "9:30", "23:59", "24:00", "18.30"].map((value) => time.safeParse(value).success)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ])
  })
})
