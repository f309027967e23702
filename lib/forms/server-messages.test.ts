import { englishTranslator, formTranslator } from "./server-messages";

describe("server-side form messages", () => {
  it("fills in the server's English messages as the pages do", () => {
    expect(englishTranslator("FormErrors")("tooLong", { max: 100 })).toBe("Please use at most 100 characters");
    expect(englishTranslator("ContactForm")("errors.required")).toBe("Please fill in all required fields");
  });

  it("answers in Arabic and Turkish with the same keys", async () => {
    const [ar, tr] = await Promise.all([formTranslator("ar", "FormErrors"), formTranslator("tr", "FormErrors")]);
    expect(ar("tooLong", { max: 100 })).toMatch(/100/);
    expect(ar("tooLong", { max: 100 })).toMatch(/[\u0600-\u06FF]/);
    expect(tr("tooLong", { max: 100 })).toMatch(/100/);
    expect(tr("tooLong", { max: 100 })).not.toBe(englishTranslator("FormErrors")("tooLong", { max: 100 }));
  });
});
