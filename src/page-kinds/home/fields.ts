/** The home page's fields (content/pages/home.yaml): its heading, the carousel's words, and its sections. */
import { actionList, sectionIntro, seo, textList } from "../../content/common-fields"
import { anchorId, list, paragraph, record, text } from "../../content/fields"

export const homePageSchema = record({
  seo,
  heading: text,
  carousel: record({
    label: text,
    previousLabel: text,
    nextLabel: text,
    pauseLabel: text,
    playLabel: text,
    positionWord: text.labelled('Word between a slide\'s number and the count ("2 of 4")'),
    dotLabel: text.labelled("Words before each slide button's number"),
    actions: actionList,
  }),
  apply: record({
    ...sectionIntro,
    overviewHeading: text,
    domainsHeading: text,
    feesHeading: text,
    schedulingHeading: text,
    eligibilityHeading: text,
    eligibilitySummary: paragraph,
    eligibilityLinkLabel: text,
    stepsHeading: text,
    actions: actionList,
  }),
  details: record({
    ...sectionIntro,
    eligibilityHeading: text,
    packageHeading: text,
    packagePrice: text,
    packageNote: paragraph,
    examHeading: text,
    examFacts: textList,
  }),
  differentiators: record({
    ...sectionIntro,
    cards: list(record({ title: text, body: paragraph }).named("FeatureCard")).min(1, "should have at least one card"),
  }).labelled("What sets us apart"),
  audience: record({
    id: anchorId,
    whoHeading: text.labelled("Who it is for: heading"),
    who: textList,
    whyHeading: text.labelled("Why it matters: heading"),
    why: textList,
  }),
})
