/**
 * Long text: text a visitor reads as a paragraph (a description, an answer, a note), typed in a
 * larger box in the editor. Everything else is text's (text.ts).
 */
import { text, TextField } from "./text"

/** Text a visitor reads as a paragraph: the editor gives it a larger box. */
export const paragraph = new TextField(text.schema, {}, undefined, true)
