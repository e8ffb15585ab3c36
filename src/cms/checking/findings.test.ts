import { contentFindings } from "./findings"

describe("the check's findings on the content", () => {
  const faq = (question: string) => [{ question, answer: "It takes four hours." }]

  it("lead to their field by its place in the form, and a warning's acknowledgement holds for the field's words only", () => {
    const [shouted] = contentFindings("faq.yaml", faq("HOW LONG DOES THE EXAM TAKE?"))
    expect(shouted).toMatchObject({ kind: "warning", field: { file: "faq.yaml", path: "items.0.question" } })
    const [same] = contentFindings("faq.yaml", faq("HOW LONG DOES THE EXAM TAKE?"))
    const [changed] = contentFindings("faq.yaml", faq("HOW LONG DOES THE EXAM LAST?"))
    expect(same.acknowledgement).toBe(shouted.acknowledgement)
    expect(changed.acknowledgement).not.toBe(shouted.acknowledgement)
  })

  it("cannot acknowledge what the content check refuses", () => {
    const slides = [
      { title: "One", subtitle: "Two", description: "Three", image: { file: "images/a.jpg", alt: "a.jpg" } },
    ]
    const [refused] = contentFindings("slides.yaml", slides)
    expect(refused).toMatchObject({ kind: "refused", acknowledgement: undefined })
  })
})
