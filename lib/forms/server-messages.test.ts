import en from "@/content/messages/forms/en.json";
import { englishTranslator } from "./server-messages";

/** Every message under a subtree, with its key. */
function leaves(node: unknown, path: string): [string, string][] {
  if (typeof node === "string") return [[path, node]];
  if (Array.isArray(node)) return node.flatMap((item, i) => leaves(item, `${path}.${i}`));
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

describe("englishTranslator", () => {
  it("the server's English messages use only {name} arguments, which it fills in as ICU would", () => {
    const servedByIt = ["FormErrors", "ContactForm", "DemoForm"] as const;
    const complex = servedByIt.flatMap((ns) => leaves(en[ns], ns)).filter(([, text]) => /\{\s*\w+\s*,|'[{}#']|<\w+>/.test(text));
    expect(complex.map(([key]) => key)).toEqual([]);
    expect(englishTranslator("FormErrors")("tooLong", { max: 100 })).toBe("Please use at most 100 characters");
    expect(englishTranslator("ContactForm")("errors.required")).toBe("Please fill in all required fields");
  });
});
