import { readFileSync } from "node:fs"
import path from "node:path"
import { z } from "zod"
import { contentDir } from "../../../tests/support/fixtures/content-fixtures"
import { pageReads } from "../../../tests/support/fixtures/page-reads"
import {
  cmsConfig,
  type CmsField,
  type CmsFolderCollection,
  FILE_PROBLEM_FIELD,
  FILE_STATUS_WIDGET,
  GENERAL_PAGE_KIND,
  PAGE_ADDRESS_FIELD,
  PAGE_ADDRESS_WIDGET,
  PAGE_KIND_FIELD,
  ROOT_LIST_FIELD,
} from "./cms-config"
import { contentFormat, generalPageFormat } from "./cms-format"
import { requiredContentFiles } from "../../content/content-files"
import { builtInSitePages, generalPages } from "../../content/page-registry"
import { ACCEPTED_LINKS, PLACEHOLDER_LINKS, REFUSED_LINKS } from "../../../tests/support/fixtures/link-examples"
import { HTTPS_URL, LINK_FIELD, LINK_RULE } from "../../content/links"
import type { Field } from "../../content/fields"
import { DATE_FORMS, DateField } from "../../content/fields/date"
import { OPTIONAL_GROUP_WIDGET } from "../../content/fields/group"
import { NUMBER_WIDGET } from "../../content/fields/number"
import { PICTURE_WIDGET, PictureField } from "../../content/fields/picture"
import { UnionField } from "../../content/fields/union"

const config = cmsConfig({
  backend: { name: "git-gateway", branch: "main" },
  localBackend: true,
  format: "content-yaml",
  pageFormat: "general-page-yaml",
  pageReads,
})
const cmsFiles = config.collections.flatMap((collection) => ("files" in collection ? collection.files : []))
const pagesCollection = config.collections.find(
  (collection): collection is CmsFolderCollection => "folder" in collection,
)

/** A message as Decap shows it beside a field: a sentence of its own. */
const capitalized = (sentence: string) => sentence.charAt(0).toUpperCase() + sentence.slice(1)

/** The schema of a value, without what makes it optional or refines it. */
function innerSchema(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return innerSchema(schema.unwrap() as z.ZodTypeAny)
  if (schema instanceof z.ZodEffects) return innerSchema(schema.innerType() as z.ZodTypeAny)
  return schema
}

/** A group's field names, as zod holds them. */
function shapeNames(schema: z.ZodTypeAny): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape as z.ZodRawShape) : []
}

/**
 * Checks that a CMS field describes its field as the check reads it: the same fields, the same
 * required flags (zod's own word on it), the widget for the kind of value zod accepts.
 */
function expectFieldMatches(cms: CmsField, field: Field, where: string, inPicture = false): void {
  const { schema } = field
  const inner = innerSchema(schema)
  expect({ where, required: cms.required !== false }).toEqual({ where, required: !schema.isOptional() })
  if (inner instanceof z.ZodString) {
    // A picture's file is picked or uploaded with Decap's image field, a day or a time with its
    // date picker (fields/date.test.ts says how); any other text is typed.
    const widget =
      inPicture && where.endsWith(".file")
        ? "image"
        : field instanceof DateField
          ? "datetime"
          : expect.stringMatching(/^(string|text)$/)
    expect({ where, widget: cms.widget }).toEqual({ where, widget })
  } else if (inner instanceof z.ZodBoolean) {
    expect({ where, widget: cms.widget }).toEqual({ where, widget: "boolean" })
  } else if (inner instanceof z.ZodEnum || inner instanceof z.ZodLiteral) {
    // A choice of fixed words is picked from a list, never typed.
    const options = inner instanceof z.ZodEnum ? [...(inner.options as string[])] : [inner.value as string]
    expect({ where, widget: cms.widget, options: cms.options }).toEqual({ where, widget: "select", options })
  } else if (inner instanceof z.ZodNumber) {
    // Whole numbers allow no digits after the point; prices allow cents.
    const decimals = inner.isInt ? 0 : 2
    expect({ where, widget: cms.widget, decimals: cms.decimals }).toEqual({ where, widget: NUMBER_WIDGET, decimals })
  } else if (inner instanceof z.ZodArray) {
    expect({ where, widget: cms.widget }).toEqual({ where, widget: "list" })
    const element = field.child(0, undefined)
    if (!element) throw new Error(`${where}: a list with no entry field`)
    const elementSchema = innerSchema(element.schema)
    if (element instanceof UnionField) {
      // Blocks: one type per kind, told apart by the field Decap writes itself (typeKey).
      expect({ where, typeKey: cms.typeKey }).toEqual({ where, typeKey: element.discriminator })
      expect({ where, types: cms.types?.map((type) => type.name) }).toEqual({ where, types: element.words })
      element.words.forEach((word, index) => {
        const variant = element.of({ [element.discriminator]: word })
        const names = (variant?.fieldNames() ?? []).filter((name) => name !== element.discriminator)
        expectFieldsMatch(cms.types?.[index].fields ?? [], variant, names, `${where}[${index}]`)
      })
    } else if (elementSchema instanceof z.ZodObject) {
      expectFieldsMatch(cms.fields ?? [], element, element.fieldNames() ?? [], where)
      expect({ where, summary: cms.summary }).toEqual({
        where,
        summary: expect.stringMatching(/^\{\{fields\.\w+\}\}$/),
      })
    } else {
      expectFieldMatches({ ...(cms.field as CmsField) }, element, `${where}[]`)
    }
  } else if (inner instanceof z.ZodObject) {
    // A picture's group (file, alt text, decorative mark) is checked together by the picture field;
    // an optional group is left unchecked while empty.
    const picture = field instanceof PictureField
    const group = schema.isOptional() ? OPTIONAL_GROUP_WIDGET : "object"
    expect({ where, widget: cms.widget }).toEqual({ where, widget: picture ? PICTURE_WIDGET : group })
    expectFieldsMatch(cms.fields ?? [], field, shapeNames(inner), where, picture)
  } else if (inner instanceof z.ZodRecord) {
    expect({ where, widget: cms.widget, fields: cms.fields?.map((item) => item.name) }).toEqual({
      where,
      widget: "list",
      fields: ["name", "value"],
    })
  } else {
    throw new Error(`${where}: a schema the test does not know`)
  }
}

/** Checks that a group's form has exactly these of its fields, in order, each matching its field. */
function expectFieldsMatch(
  fields: readonly CmsField[],
  group: Field | undefined,
  names: readonly string[],
  where: string,
  inPicture = false,
): void {
  expect({ where, fields: fields.map((field) => field.name) }).toEqual({ where, fields: names })
  for (const cms of fields) {
    const field = group?.child(cms.name, undefined)
    if (!field) throw new Error(`${where}.${cms.name}: no such field`)
    expectFieldMatches(cms, field, `${where}.${cms.name}`, inPicture)
  }
}

/** Every value in a form's data that has a pattern, with that pattern. */
function patternedValues(fields: readonly CmsField[], data: unknown, where: string): [string, string, unknown][] {
  if (data === null || typeof data !== "object") return []
  const record = data as Record<string, unknown>
  return fields.flatMap((field) => {
    const value = record[field.name]
    const at = `${where}.${field.name}`
    // Decap checks a file field's pattern against the file's name alone (withFileControl's getValidateValue).
    const checked = field.widget === "image" && typeof value === "string" ? path.basename(value) : value
    // An optional field left out is not checked against its pattern, by Decap or by the build.
    const own: [string, string, unknown][] =
      field.pattern && value !== undefined ? [[at, field.pattern[0], checked]] : []
    if (Array.isArray(value) && field.fields) {
      return [...own, ...value.flatMap((item, index) => patternedValues(field.fields ?? [], item, `${at}[${index}]`))]
    }
    if (Array.isArray(value) && field.field?.pattern) {
      return value.map((item, index): [string, string, unknown] => [
        `${at}[${index}]`,
        field.field?.pattern?.[0] ?? "",
        item,
      ])
    }
    if (field.fields && value) return [...own, ...patternedValues(field.fields, value, at)]
    return own
  })
}

describe("the CMS configuration generated from the content schemas", () => {
  it("has one form per required content file, each in exactly one collection, saving to that file", () => {
    expect(cmsFiles.map((file) => file.file).sort()).toEqual(
      requiredContentFiles.map((spec) => `content/${spec.file}`).sort(),
    )
    expect(new Set(cmsFiles.map((file) => file.name)).size).toBe(cmsFiles.length)
  })

  it("saves nothing outside content/: where the site is published and saved (publishing.yaml) is the owner's, not an editor's", () => {
    const saved = [
      ...cmsFiles.map((file) => file.file),
      pagesCollection && "folder" in pagesCollection ? pagesCollection.folder : "",
    ]
    expect(saved.filter((file) => !file.startsWith("content/"))).toEqual([])
    expect(JSON.stringify(config.collections)).not.toMatch(/"name":"(backend|repository|host)"/)
  })

  it("opens each file's page for View Preview and View Live: a page's own address, a data file's first page that draws it", () => {
    const pathOf = (file: string) => cmsFiles.find((cms) => cms.file === `content/${file}`)?.preview_path
    for (const page of builtInSitePages) expect(pathOf(page.file)).toBe(page.path)
    expect(pathOf("slides.yaml")).toBe("/")
    expect(pathOf("events.yaml")).toBe(builtInSitePages.find((page) => page.kind === "community")?.path)
    expect(pathOf("navigation.yaml")).toBe("/")
  })

  it("lets editors change the required files but not delete or rename them", () => {
    for (const collection of config.collections) {
      if ("files" in collection)
        expect({ collection: collection.name, delete: collection.delete }).toEqual({
          collection: collection.name,
          delete: false,
        })
    }
    expect(config.collections.map((collection) => collection.label)).toEqual([
      "Site-wide",
      "Carousel, exam, FAQ and events",
      "Built-in pages",
      "Pages",
    ])
  })

  it("has a field for every field of every schema, with its widget and required flag", () => {
    for (const spec of requiredContentFiles) {
      const file = cmsFiles.find((candidate) => candidate.file === `content/${spec.file}`)
      const [status, ...fields] = file?.fields ?? []
      const schema = innerSchema(spec.field.schema)
      if (schema instanceof z.ZodArray) {
        expect(fields.map((field) => field.name)).toEqual([ROOT_LIST_FIELD])
        expectFieldMatches(fields[0], spec.field, spec.file)
      } else {
        expectFieldsMatch(fields, spec.field, shapeNames(schema), spec.file)
      }
      // First, the file status field, which says why a file could not be read instead of showing an empty form.
      expect(status).toEqual({
        name: FILE_PROBLEM_FIELD,
        label: "File check",
        widget: FILE_STATUS_WIDGET,
        required: false,
        file: `content/${spec.file}`,
      })
    }
  })

  it("has no field for the owner's settings: an editor cannot change the site's address or where the contact form sends", () => {
    const namesIn = (fields: readonly CmsField[]): string[] =>
      fields.flatMap((field) => [field.name, ...namesIn(field.fields ?? [])])
    const names = namesIn(cmsFiles.find((file) => file.file === "content/site.yaml")?.fields ?? [])
    expect(names).toEqual(expect.arrayContaining(["boardName", "contact", "directorySearch"]))
    for (const owners of ["siteUrl", "contactForm", "endpoint"]) expect(names).not.toContain(owners)
  })

  it("carries the schemas' rules: patterns, numbers, minimum list lengths and hints", () => {
    const site = cmsFiles.find((file) => file.file === "content/site.yaml")
    const contact = site?.fields.find((field) => field.name === "contact")
    expect(contact?.fields?.find((field) => field.name === "email")?.pattern?.[1]).toBe(
      "Should be an email address like name@example.org",
    )
    const directorySearch = site?.fields.find((field) => field.name === "directorySearch")
    expect(directorySearch?.fields?.find((field) => field.name === "action")).toMatchObject({
      widget: "string",
      pattern: [HTTPS_URL.source, "Should start with https:// (secure web address), with a site's name and no spaces"],
    })
    const constants = cmsFiles.find((file) => file.file === "content/constants.yaml")
    expect(constants?.fields.find((field) => field.name === "slideIntervalMs")).toMatchObject({
      widget: NUMBER_WIDGET,
      decimals: 0,
      min: 1000,
    })
    expect(constants?.fields.find((field) => field.name === "membershipFee")).toMatchObject({
      widget: NUMBER_WIDGET,
      decimals: 2,
      min: 0,
    })
    const slides = cmsFiles.find((file) => file.file === "content/slides.yaml")
    expect(slides?.fields[1]).toMatchObject({
      widget: "list",
      min: 1,
      label_singular: "slide",
      summary: "{{fields.title}}",
    })
    const about = cmsFiles.find((file) => file.file === "content/pages/about.yaml")
    const mission = about?.fields.find((field) => field.name === "mission")
    expect(mission?.fields?.find((field) => field.name === "id")?.hint).toMatch(/If you change it, change the links/)
    expect(mission?.fields?.find((field) => field.name === "paragraphs")).toMatchObject({
      widget: "list",
      required: false,
    })
  })

  it("refuses beside every link field, as Decap checks it (the pattern with no flags), what the content check refuses, and takes the links and placeholders it takes", () => {
    const site = cmsFiles.find((file) => file.file === "content/site.yaml")
    const header = site?.fields.find((field) => field.name === "header")
    const footer = site?.fields.find((field) => field.name === "footer")
    const applyHref = header?.fields?.find((field) => field.name === "applyHref")
    const footerLink = footer?.fields
      ?.find((field) => field.name === "quickLinks")
      ?.fields?.find((f) => f.name === "href")
    // The Apply button's link and an action's link are the one link type, with its rule in the editor's words.
    expect(applyHref?.pattern).toEqual([LINK_FIELD.source, capitalized(LINK_RULE)])
    expect(footerLink?.pattern).toEqual(applyHref?.pattern)
    const decapPattern = new RegExp(applyHref?.pattern?.[0] ?? "")
    expect(REFUSED_LINKS.filter(([, link]) => decapPattern.test(link))).toEqual([])
    const accepted = [...ACCEPTED_LINKS.map(([link]) => link), ...PLACEHOLDER_LINKS]
    expect(accepted.filter((link) => !decapPattern.test(link))).toEqual([])
  })

  it("accepts every value of the content as committed: no pattern refuses what the build accepts", () => {
    const format = contentFormat(requiredContentFiles)
    for (const file of cmsFiles) {
      const data = format.fromFile(readFileSync(path.join(contentDir, "..", file.file), "utf8"))
      for (const [where, pattern, value] of patternedValues(file.fields, data, file.file)) {
        expect({ where, matches: new RegExp(pattern).test(String(value)) }).toEqual({ where, matches: true })
      }
    }
  })

  it("uploads pictures into content/images/, named by their path below content/ as the YAML names them", () => {
    expect(config).toMatchObject({ media_folder: "content/images", public_folder: "images" })
    const about = cmsFiles.find((file) => file.file === "content/pages/about.yaml")
    const picture = about?.fields
      .find((field) => field.name === "hero")
      ?.fields?.find((field) => field.name === "image")
    expect(picture).toMatchObject({ widget: PICTURE_WIDGET, label: "Picture", required: false })
    expect(picture?.fields?.map((field) => [field.name, field.widget, field.required !== false])).toEqual([
      ["file", "image", true],
      ["alt", "string", false],
      ["decorative", "boolean", false],
    ])
    expect(picture?.fields?.[0]).toMatchObject({
      choose_url: false,
      hint: expect.stringMatching(/at least 1200 pixels wide/),
    })
  })

  it("refuses beside a picture's field a file whose name is not one of the formats that work, as Decap checks it: the name alone, with no flags", () => {
    const fileField = cmsFiles
      .find((file) => file.file === "content/pages/about.yaml")
      ?.fields.find((field) => field.name === "hero")
      ?.fields?.find((field) => field.name === "image")
      ?.fields?.find((field) => field.name === "file")
    const [source, message] = fileField?.pattern ?? ["", ""]
    const accepts = (name: string) => new RegExp(source).test(name)
    expect(["about.jpg", "Team-Photo.JPEG", "seal.png", "hall.webp", "hall.avif"].filter(accepts)).toHaveLength(5)
    expect(["seal.svg", "loop.gif", "notes.pdf", "about", "my photo.jpg", "photo.jpg.txt"].filter(accepts)).toEqual([])
    expect(message).toBe("Should be a JPEG, PNG, WebP or AVIF file: SVG drawings and GIF animations do not work here")
  })

  it("saves through the local decap-server when it runs, on this computer's loopback address, and through the git backend otherwise", () => {
    expect(config).toMatchObject({
      load_config_file: false,
      local_backend: { url: "http://127.0.0.1:8081/api/v1" },
      backend: { name: "git-gateway", branch: "main" },
    })
    expect(config.collections.map((collection) => collection.format)).toEqual([
      "content-yaml",
      "content-yaml",
      "content-yaml",
      "general-page-yaml",
    ])
  })

  it("never turns off Decap's sanitising of markdown previews, and a markdown field, if one is ever added, turns it on", () => {
    // HTML written in a markdown field runs in the preview of whoever opens the entry unless the
    // field's sanitize_preview is on (GHSA-xp8g-32qh-mv28; Decap's default since 3.13).
    const objects: Record<string, unknown>[] = []
    JSON.parse(JSON.stringify(config), (_key, value: unknown) => {
      if (typeof value === "object" && value !== null && !Array.isArray(value))
        objects.push(value as Record<string, unknown>)
      return value
    })
    expect(objects.filter((object) => object.sanitize_preview === false)).toEqual([])
    const markdown = objects.filter((object) => object.widget === "markdown")
    expect(markdown.filter((field) => field.sanitize_preview !== true)).toEqual([])
  })

  it("publishes on saving unless the settings ask for drafts reviewed as pull requests", () => {
    expect(config).not.toHaveProperty("publish_mode")
    const reviewed = cmsConfig({
      backend: { name: "github", repo: "example-org/site", branch: "main" },
      publishMode: "editorial_workflow",
      localBackend: true,
      format: "content-yaml",
      pageFormat: "general-page-yaml",
      pageReads,
    })
    expect(reviewed.publish_mode).toBe("editorial_workflow")
  })
})

describe("the Pages collection, where editors add and remove general pages", () => {
  it("is the folder content/pages, listing only the general pages, which editors create and delete", () => {
    expect(pagesCollection).toMatchObject({
      name: "pages",
      label: generalPages.title,
      folder: "content/pages",
      extension: "yaml",
      create: true,
      delete: true,
      filter: { field: PAGE_KIND_FIELD, value: GENERAL_PAGE_KIND },
    })
  })

  it("names a new page's file by its address field, lists each page by its heading and address, and previews it there", () => {
    expect(pagesCollection).toMatchObject({
      slug: `{{fields.${PAGE_ADDRESS_FIELD}}}`,
      identifier_field: "hero.title",
      summary: "{{hero.title}} (/{{filename}}/)",
      preview_path: "{{filename}}/",
    })
  })

  it("has the file status, the page's heading, its address, then a field for every other field of the general page schema", () => {
    const [status, hero, address, ...rest] = pagesCollection?.fields ?? []
    expect(status).toMatchObject({ name: FILE_PROBLEM_FIELD, widget: FILE_STATUS_WIDGET, required: false })
    // The heading first, since the address follows it as it is typed.
    expect(hero).toMatchObject({ name: "hero" })
    // Not required by Decap: the address widget checks it itself, only for a page not yet saved.
    expect(address).toMatchObject({ name: PAGE_ADDRESS_FIELD, widget: PAGE_ADDRESS_WIDGET, required: false })
    const names = shapeNames(innerSchema(generalPages.fields.schema))
    const inSchemaOrder = names.flatMap((name) => [hero, ...rest].filter((field) => field.name === name))
    expectFieldsMatch(inSchemaOrder, generalPages.fields, names, "general page")
  })

  it("offers each kind of block by the word the content check knows, with what it is as its hint", () => {
    const sections = pagesCollection?.fields.find((field) => field.name === "sections")
    expect(sections).toMatchObject({ widget: "list", label_singular: "section", min: 1 })
    const blocks = sections?.fields?.find((field) => field.name === "blocks")
    expect(blocks).toMatchObject({ widget: "list", label_singular: "block", typeKey: "type", required: false })
    expect(blocks?.types?.map((type) => [type.name, type.label])).toEqual([
      ["paragraphs", "Paragraphs"],
      ["list", "List"],
      ["steps", "Steps"],
      ["cards", "Cards"],
      ["buttons", "Buttons"],
      ["note", "Note"],
      ["image", "Picture"],
      ["questions", "Questions"],
    ])
    expect(blocks?.types?.find((type) => type.name === "note")?.hint).toBe(
      "A sentence set apart, with a gold bar beside it.",
    )
  })

  it("accepts every value of the general pages as committed", () => {
    const format = generalPageFormat()
    for (const file of ["pages/privacy.yaml", "pages/accessibility.yaml"]) {
      const data = format.fromFile(readFileSync(path.join(contentDir, file), "utf8"))
      expect(data[PAGE_KIND_FIELD]).toBe(GENERAL_PAGE_KIND)
      for (const [where, pattern, value] of patternedValues(pagesCollection?.fields ?? [], data, file)) {
        expect({ where, matches: new RegExp(pattern).test(String(value)) }).toEqual({ where, matches: true })
      }
    }
  })
})

function labelsOf(parent: { readonly fields?: readonly CmsField[] }): string[] {
  return (parent.fields ?? []).flatMap((field) => [field.label, ...labelsOf(field)])
}

describe("dates", () => {
  it("are picked with Decap's datetime widget, as a date or a time picker that saves the form the content check reads", () => {
    const events = cmsFiles.find((file) => file.file === "content/events.yaml")
    const event = events?.fields[1].fields ?? []
    expect(event.find((field) => field.name === "start")).toMatchObject({
      widget: "datetime",
      format: DATE_FORMS.day.pickerFormat,
      date_format: DATE_FORMS.day.pickerFormat,
      time_format: false,
      picker_utc: false,
      label: "First day",
      required: false,
      pattern: [DATE_FORMS.day.pattern.source, "Should be a date written year-month-day, like 2027-05-14"],
    })
    expect(event.find((field) => field.name === "startTime")).toMatchObject({
      widget: "datetime",
      format: DATE_FORMS.time.pickerFormat,
      date_format: false,
      time_format: DATE_FORMS.time.pickerFormat,
      label: "Starts at",
    })
  })
})

describe("hints sit on the fields they are about", () => {
  it("gives the placeholder-name hint to the names of site.yaml's links only, not to every field called name", () => {
    const site = cmsFiles.find((file) => file.file === "content/site.yaml")
    const links = site?.fields.find((field) => field.name === "links")
    expect(links?.fields?.find((field) => field.name === "name")?.hint).toMatch(/Ends in Url/)
    const navigation = cmsFiles.find((file) => file.file === "content/navigation.yaml")
    const linkName = navigation?.fields[1].fields?.find((field) => field.name === "name")
    expect(linkName?.hint ?? "").not.toMatch(/Ends in Url/)
  })

  it("gives a hint, a label or a larger box to the field whose schema asks for it, not to every field of that name", () => {
    const events = cmsFiles.find((file) => file.file === "content/events.yaml")
    expect(events?.fields[1].fields?.find((field) => field.name === "when")?.hint).toMatch(/instead of a date/)
    const community = cmsFiles.find((file) => file.file === "content/pages/community.yaml")
    const eventLabels = community?.fields.find((field) => field.name === "eventLabels")
    expect(eventLabels?.fields?.find((field) => field.name === "when")).not.toHaveProperty("hint")
    const site = cmsFiles.find((file) => file.file === "content/site.yaml")
    const header = site?.fields.find((field) => field.name === "header")
    // The Apply button's link is labelled for itself; every other link is a "Link".
    expect(header?.fields?.find((field) => field.name === "applyHref")?.label).toBe("Apply button's link")
    const quickLinks = site?.fields
      .find((field) => field.name === "footer")
      ?.fields?.find((f) => f.name === "quickLinks")
    expect(quickLinks?.fields?.find((field) => field.name === "href")?.label).toBe("Link")
    // A paragraph gets the larger box wherever it is; a line of text, whatever its name, does not.
    const about = site?.fields.find((field) => field.name === "footer")?.fields?.find((f) => f.name === "about")
    expect(about?.widget).toBe("text")
    expect(header?.fields?.find((field) => field.name === "navLabel")?.widget).toBe("string")
  })

  it("labels fields in words an editor uses, not the content's field names", () => {
    const labels = cmsFiles.flatMap(labelsOf)
    for (const developerWord of ["Differentiators", "Position word", "Dot label", "Section id"]) {
      expect(labels).not.toContain(developerWord)
    }
  })
})
