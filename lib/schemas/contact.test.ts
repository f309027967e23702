import { z } from "zod/mini";
import en from "@/content/messages/forms/en.json";
import { CONTACT_FIELDS, contactFormSchema, contactSchema } from "./contact";


const CONTACT_MESSAGES = en.ContactForm.errors;

const valid = {
  firstName: "Amira",
  lastName: "Haddad",
  email: "amira.haddad@example.com",
  countryCode: "+971",
  phoneNumber: "50 123 4567",
  natureOfEnquiry: "Sales",
  message: "We would like to watermark board papers.",
  consent: true,
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = contactFormSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe("contactFormSchema (spec section 5, contact form)", () => {
  it("accepts a complete query and trims it", () => {
    const data = contactFormSchema.parse({ ...valid, firstName: "  Amira ", message: "\n Hello \n" });
    expect(data).toMatchObject({ firstName: "Amira", message: "Hello", consent: true });
  });

  it.each(["firstName", "lastName", "email", "phoneNumber", "message"])("%s is required: 'Please fill in all required fields'", (name) => {
    expect(errorsOf({ ...valid, [name]: "" })).toEqual({ [name]: [CONTACT_MESSAGES.required] });
    expect(errorsOf({ ...valid, [name]: "   " })).toEqual({ [name]: [CONTACT_MESSAGES.required] });
    const { [name]: _gone, ...rest } = valid as Record<string, unknown>;
    expect(errorsOf(rest)).toEqual({ [name]: [CONTACT_MESSAGES.required] });
  });

  it("the country code is required too (its select defaults to +1)", () => {
    expect(errorsOf({ ...valid, countryCode: "" })).toEqual({ countryCode: [CONTACT_MESSAGES.required] });
    expect(errorsOf({ ...valid, countryCode: "+1" })).toEqual({});
    expect(errorsOf({ ...valid, countryCode: "UK" })).toEqual({ countryCode: ["Please choose a valid country code"] });
  });

  it("the consent box must be ticked: 'Please accept the terms and conditions'", () => {
    for (const consent of [undefined, false, "", "off", "no"]) {
      expect(errorsOf({ ...valid, consent })).toEqual({ consent: [CONTACT_MESSAGES.consent] });
    }
    for (const consent of [true, "on", "true"]) expect(errorsOf({ ...valid, consent })).toEqual({});
  });

  it.each(["plainaddress", "a@b", "@example.com", "amira@", "amira@example.", "am ira@example.com", "a@b@c.d"])(
    "'%s' is not an email: 'Please enter a valid email address'",
    (email) => expect(errorsOf({ ...valid, email })).toEqual({ email: [CONTACT_MESSAGES.email] }),
  );

  it.each(["a@b.c", "amira.haddad+web@sub.example.co.uk"])("'%s' is an email", (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({});
  });

  it("a missing email says it is required, not that it is malformed", () => {
    expect(errorsOf({ ...valid, email: " " })).toEqual({ email: [CONTACT_MESSAGES.required] });
  });

  it("natureOfEnquiry is optional: blank, null or missing are left out of the query", () => {
    for (const natureOfEnquiry of ["", "  ", null, undefined]) {
      const data = contactSchema.parse({ ...valid, natureOfEnquiry });
      expect(data.natureOfEnquiry).toBeUndefined();
      expect(JSON.parse(JSON.stringify(data))).not.toHaveProperty("natureOfEnquiry");
    }
  });

  it("rejects a phone number without enough digits", () => {
    expect(errorsOf({ ...valid, phoneNumber: "call me" })).toEqual({ phoneNumber: ["Please enter a valid phone number"] });
    expect(errorsOf({ ...valid, phoneNumber: "12" })).toEqual({ phoneNumber: ["Please enter a valid phone number"] });
    expect(errorsOf({ ...valid, phoneNumber: "(020) 7946-0718" })).toEqual({});
  });

  it.each([
    ["firstName", 100],
    ["lastName", 100],
    ["email", 254],
    ["phoneNumber", 30],
    ["natureOfEnquiry", 100],
    ["message", 5000],
  ])("%s longer than %i characters is refused with a clear message", (name, max) => {
    const long = name === "email" ? `${"a".repeat(max)}@example.com` : name === "phoneNumber" ? "1".repeat(max + 1) : "x".repeat(max + 1);
    expect(errorsOf({ ...valid, [name]: long })).toEqual({ [name]: [`Please use at most ${max} characters`] });
    if (name !== "email") expect(errorsOf({ ...valid, [name]: name === "phoneNumber" ? "1".repeat(max) : "x".repeat(max) })).toEqual({});
  });

  it("refuses values that are not text", () => {
    expect(Object.keys(errorsOf({ ...valid, firstName: 42, message: { $gt: "" } })).sort()).toEqual(["firstName", "message"]);
  });

  it("reports every invalid field at once, in page order", () => {
    const result = contactFormSchema.safeParse({});
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(["firstName", "lastName", "email", "countryCode", "phoneNumber", "message", "consent"]);
    expect(CONTACT_FIELDS).toEqual(["firstName", "lastName", "email", "countryCode", "phoneNumber", "natureOfEnquiry", "message", "consent"]);
  });

  it("the API schema has no consent box: it is not sent on", () => {
    const { consent: _consent, ...query } = valid;
    expect(contactSchema.parse(valid)).toEqual(query);
  });
});
