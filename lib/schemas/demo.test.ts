import { z } from "zod/mini";
import { firstError } from "@/lib/forms/action-state";
import en from "@/content/messages/forms/en.json";
import { DEMO_FIELDS, demoFormSchema, demoSchema } from "./demo";


const DEMO_MESSAGES = en.DemoForm.errors;

const valid = {
  companyName: "Gulf Bank",
  dmFirstName: "Sara",
  dmLastName: "Al Mansoori",
  dmTitle: "CISO",
  email: "sara@gulfbank.example",
  countryCode: "+971",
  phoneNumber: "501234567",
  country: "United Arab Emirates",
  consent: true,
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = demoFormSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};
const first = (input: Record<string, unknown>) => firstError(errorsOf(input), DEMO_FIELDS);

describe("demoFormSchema (spec section 5, demo form)", () => {
  it("accepts a complete request and trims it", () => {
    expect(demoFormSchema.parse({ ...valid, companyName: "  Gulf Bank  " }).companyName).toBe("Gulf Bank");
  });

  it.each([
    ["companyName", DEMO_MESSAGES.companyName, "Company name is required"],
    ["dmFirstName", DEMO_MESSAGES.dmFirstName, "Decision maker first name is required"],
    ["email", DEMO_MESSAGES.email, "Email is required"],
    ["countryCode", DEMO_MESSAGES.countryCode, "Country code is required"],
    ["phoneNumber", DEMO_MESSAGES.phoneNumber, "Phone number is required"],
    ["country", DEMO_MESSAGES.country, "Country is required"],
  ])("%s empty, blank or missing: '%s'", (name, message, text) => {
    expect(message).toBe(text);
    for (const value of ["", "   ", "\t\n", undefined]) expect(errorsOf({ ...valid, [name]: value })).toEqual({ [name]: [text] });
  });

  it("email format: 'Please enter a valid email address'", () => {
    expect(DEMO_MESSAGES.emailFormat).toBe("Please enter a valid email address");
    for (const email of ["sara", "sara@bank", "sara@bank.", "@bank.ae", "sara @bank.ae"]) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: ["Please enter a valid email address"] });
    }
  });

  it("consent: 'Please accept the terms and conditions'", () => {
    expect(errorsOf({ ...valid, consent: false })).toEqual({ consent: ["Please accept the terms and conditions"] });
    expect(errorsOf({ ...valid, consent: undefined })).toEqual({ consent: ["Please accept the terms and conditions"] });
    expect(errorsOf({ ...valid, consent: "on" })).toEqual({});
  });

  it("last name and title are optional", () => {
    const data = demoSchema.parse({ ...valid, dmLastName: "", dmTitle: "  " });
    expect(data.dmLastName).toBeUndefined();
    expect(data.dmTitle).toBeUndefined();
    expect(errorsOf({ ...valid, dmLastName: undefined, dmTitle: undefined })).toEqual({});
  });

  it("checks in the spec's order: each fix reveals the next message", () => {
    const steps: [Record<string, unknown>, string | undefined][] = [
      [{}, "Company name is required"],
      [{ companyName: "Gulf Bank" }, "Decision maker first name is required"],
      [{ companyName: "Gulf Bank", dmFirstName: "Sara" }, "Email is required"],
      [{ companyName: "Gulf Bank", dmFirstName: "Sara", email: "sara" }, "Please enter a valid email address"],
      [{ companyName: "Gulf Bank", dmFirstName: "Sara", email: "sara@gulfbank.example", countryCode: " " }, "Country code is required"],
      [{ companyName: "Gulf Bank", dmFirstName: "Sara", email: "sara@gulfbank.example", countryCode: "+971" }, "Phone number is required"],
      [{ companyName: "Gulf Bank", dmFirstName: "Sara", email: "sara@gulfbank.example", countryCode: "+971", phoneNumber: "501234567" }, "Country is required"],
      [{ ...valid, consent: false }, "Please accept the terms and conditions"],
      [valid, undefined],
    ];
    for (const [input, message] of steps) expect(first(input)).toBe(message);
    expect(DEMO_FIELDS).toEqual(["companyName", "dmFirstName", "dmLastName", "dmTitle", "email", "countryCode", "phoneNumber", "country", "consent"]);
  });

  it("all messages of an empty form, in the spec's order", () => {
    const issues = demoFormSchema.safeParse({}).error!.issues.map((i) => i.message);
    expect(issues).toEqual([
      "Company name is required",
      "Decision maker first name is required",
      "Email is required",
      "Country code is required",
      "Phone number is required",
      "Country is required",
      "Please accept the terms and conditions",
    ]);
  });

  it.each([
    ["companyName", 200],
    ["dmFirstName", 100],
    ["dmLastName", 100],
    ["dmTitle", 150],
    ["country", 100],
  ])("%s longer than %i characters is refused with a clear message", (name, max) => {
    expect(errorsOf({ ...valid, [name]: "x".repeat(max + 1) })).toEqual({ [name]: [`Please use at most ${max} characters`] });
    expect(errorsOf({ ...valid, [name]: "x".repeat(max) })).toEqual({});
  });

  it("a phone number needs digits, a country code a plus and digits", () => {
    expect(errorsOf({ ...valid, phoneNumber: "x" })).toEqual({ phoneNumber: ["Please enter a valid phone number"] });
    expect(errorsOf({ ...valid, countryCode: "+1x" })).toEqual({ countryCode: ["Please choose a valid country code"] });
  });

  it("the API schema has no consent box", () => {
    const { consent: _consent, ...request } = valid;
    expect(demoSchema.parse(valid)).toEqual(request);
  });
});
