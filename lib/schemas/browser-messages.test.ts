import { z } from "zod/mini";
import { locales } from "@/lib/i18n/locales";
import { applicationErrorsIn, applicationSchemasIn, applicationSchemas } from "./application";
import { contactErrorsIn, contactSchemas, contactSchemasIn } from "./contact";
import { demoErrorsIn, demoSchemas, demoSchemasIn } from "./demo";

/** What a form receives from its page: the server's messages after the trip through the page's payload. */
const received = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const messagesOf = (schema: z.ZodMiniObject, input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

const long = (length: number) => "x".repeat(length + 1);

describe("the schema messages a form page hands to its form", () => {
  it.each(locales)("survive the page's payload whole in %s (plain data: no function is lost)", async (locale) => {
    const { yearRange: _computed, ...application } = await applicationErrorsIn(locale);
    for (const errors of [await contactErrorsIn(locale), await demoErrorsIn(locale), application]) expect(received(errors)).toEqual(errors);
  });

  it.each(locales)("make the browser's schemas answer as the server actions do in %s, limits included", async (locale) => {
    const contact = { firstName: long(100), email: "nope", phoneNumber: "12", message: long(5000), natureOfEnquiry: long(100) };
    const contactAnswers = messagesOf(contactSchemas(received(await contactErrorsIn(locale))).contactFormSchema, contact);
    expect(contactAnswers).toEqual(messagesOf((await contactSchemasIn(locale)).contactFormSchema, contact));
    expect([contactAnswers.firstName?.[0], contactAnswers.message?.[0]]).toEqual([expect.stringMatching(/\b100\b/), expect.stringMatching(/\b5000\b/)]);

    const demo = { companyName: long(200), dmTitle: long(150), email: long(254), country: long(100) };
    const demoAnswers = messagesOf(demoSchemas(received(await demoErrorsIn(locale))).demoFormSchema, demo);
    expect(demoAnswers).toEqual(messagesOf((await demoSchemasIn(locale)).demoFormSchema, demo));
    expect(demoAnswers.companyName?.[0]).toMatch(/\b200\b/);

    const server = await applicationErrorsIn(locale);
    const application = { address: long(300), coverLetter: long(5000), portfolioWebsite: long(500), totalExperience: "61", expectedSalary: "100000001", noticePeriod: "37", yearOfGraduation: "1900" };
    const browser = applicationSchemas({ ...received(server), yearRange: server.yearRange }).applicationFormSchema;
    const answers = messagesOf(browser, application);
    expect(answers).toEqual(messagesOf((await applicationSchemasIn(locale)).applicationFormSchema, application));
    expect(answers.coverLetter?.[0]).toMatch(/5000/);
    expect(answers.expectedSalary?.[0]).toMatch(/100000000/);
  });
});
