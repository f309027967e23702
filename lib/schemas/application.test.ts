import {
  APPLICATION_TEXT_FIELDS,
  applicationFormSchema,
  applicationSchema,
  documentProblem,
  MAX_DOCUMENT_BYTES,
  MESSAGES,
  type ApplicationFormInput,
} from "./application";

const file = (name: string, size = 1024) => ({ name, size, type: "", arrayBuffer: async () => new ArrayBuffer(size) });

const validForm = (): ApplicationFormInput => ({
  jobId: "job-1",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  countryCode: "+44",
  phoneNumber: "7700 900123",
  address: "1 Analytical Way",
  city: "London",
  state: "England",
  country: "United Kingdom",
  postalCode: "N1 9GU",
  currentJobTitle: "Engineer",
  currentCompany: "Difference Ltd",
  totalExperience: "8",
  relevantExperience: "5",
  expectedSalary: "95000",
  noticePeriod: "2",
  joiningDate: "2026-06-01",
  isRelocating: "no",
  highestEducation: "MSc",
  university: "University of London",
  yearOfGraduation: "2015",
  fieldOfStudy: "Mathematics",
  howDidYouHearAboutUs: "LinkedIn",
  coverLetter: "I would like to join.",
  portfolioWebsite: "",
  linkedInProfile: " https://linkedin.com/in/ada ",
  acceptTerms: true,
  resume: file("cv.pdf"),
  otherDoc: null,
});

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = applicationFormSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

describe("applicationFormSchema", () => {
  it("accepts a complete application and types its values", () => {
    const result = applicationFormSchema.parse(validForm());
    expect(result.totalExperience).toBe(8);
    expect(result.yearOfGraduation).toBe(2015);
    expect(result.isRelocating).toBe(false);
    expect(result.acceptTerms).toBe(true);
    expect(result.portfolioWebsite).toBeUndefined();
    expect(result.linkedInProfile).toBe("https://linkedin.com/in/ada");
    expect(result.otherDoc).toBeUndefined();
  });

  it("gives 'This field is required' for every required field left blank", () => {
    const required = [
      "firstName", "lastName", "email", "phoneNumber", "address", "city", "state", "country", "postalCode",
      "currentJobTitle", "currentCompany", "totalExperience", "relevantExperience", "expectedSalary", "noticePeriod",
      "joiningDate", "highestEducation", "university", "yearOfGraduation", "fieldOfStudy", "howDidYouHearAboutUs", "coverLetter",
    ];
    const blank = Object.fromEntries(required.map((k) => [k, "  "]));
    const errors = errorsOf({ ...validForm(), ...blank });
    for (const key of required) expect([key, errors[key]]).toEqual([key, MESSAGES.required]);
    expect(errorsOf({ jobId: "x" })).toMatchObject({
      firstName: MESSAGES.required,
      totalExperience: MESSAGES.required,
      yearOfGraduation: MESSAGES.required,
      resume: MESSAGES.resume,
      isRelocating: MESSAGES.relocation,
      acceptTerms: MESSAGES.terms,
    });
    expect(errorsOf({ ...validForm(), totalExperience: null, isRelocating: "" })).toEqual({ totalExperience: MESSAGES.required, isRelocating: MESSAGES.relocation });
  });

  it("checks email, phone length, relocation, terms and resume with the spec's messages", () => {
    const errors = errorsOf({ ...validForm(), email: "ada@example", phoneNumber: "123456789", isRelocating: null, acceptTerms: false, resume: null });
    expect(errors).toEqual({
      email: MESSAGES.email,
      phoneNumber: MESSAGES.phone,
      isRelocating: MESSAGES.relocation,
      acceptTerms: MESSAGES.terms,
      resume: MESSAGES.resume,
    });
    expect(errorsOf({ ...validForm(), phoneNumber: "1234567890" })).toEqual({});
  });

  it("keeps numbers at 0 or more and the graduation year between 1950 and this year", () => {
    const year = new Date().getFullYear();
    expect(errorsOf({ ...validForm(), totalExperience: "-1", noticePeriod: "1.5" })).toEqual({
      totalExperience: "Please enter a number from 0 to 60",
      noticePeriod: "Please enter a whole number",
    });
    expect(errorsOf({ ...validForm(), yearOfGraduation: "1949" })).toEqual({ yearOfGraduation: `Please enter a year between 1950 and ${year}` });
    expect(errorsOf({ ...validForm(), yearOfGraduation: String(year + 1) })).toEqual({ yearOfGraduation: `Please enter a year between 1950 and ${year}` });
    expect(errorsOf({ ...validForm(), yearOfGraduation: String(year), totalExperience: "0" })).toEqual({});
  });

  it("accepts the options of 'How did you hear about us' only", () => {
    expect(errorsOf({ ...validForm(), howDidYouHearAboutUs: "Job Boards (Indeed, Glassdoor, etc.)" })).toEqual({});
    expect(errorsOf({ ...validForm(), howDidYouHearAboutUs: "Carrier pigeon" })).toEqual({ howDidYouHearAboutUs: MESSAGES.required });
  });

  it("rejects impossible dates", () => {
    expect(errorsOf({ ...validForm(), joiningDate: "2026-02-30" })).toEqual({ joiningDate: "Please enter a valid date" });
  });

  it("defaults the country code to +1", () => {
    expect(applicationFormSchema.parse({ ...validForm(), countryCode: "" }).countryCode).toBe("+1");
  });

  it("reads the terms box and relocation as a no-JS form posts them", () => {
    const parsed = applicationFormSchema.parse({ ...validForm(), acceptTerms: "on", isRelocating: "yes" });
    expect(parsed.acceptTerms).toBe(true);
    expect(parsed.isRelocating).toBe(true);
  });

  it("treats an empty file input as no file", () => {
    expect(errorsOf({ ...validForm(), resume: file("", 0) })).toEqual({ resume: MESSAGES.resume });
    expect(applicationFormSchema.parse({ ...validForm(), otherDoc: file("", 0) }).otherDoc).toBeUndefined();
    expect(applicationFormSchema.parse({ ...validForm(), otherDoc: "" }).otherDoc).toBeUndefined();
    // React's server-action decoding hands an untouched file input over as an empty File named "undefined".
    const nameless = { name: "undefined", size: 0, type: "application/octet-stream", arrayBuffer: async () => new ArrayBuffer(0) };
    expect(applicationFormSchema.parse({ ...validForm(), otherDoc: nameless }).otherDoc).toBeUndefined();
    expect(errorsOf({ ...validForm(), resume: nameless })).toEqual({ resume: MESSAGES.resume });
    expect(errorsOf({ ...validForm(), resume: "" })).toEqual({ resume: MESSAGES.resume });
  });

  it("accepts only PDF, DOC and DOCX up to 10MB", () => {
    expect(errorsOf({ ...validForm(), resume: file("cv.png") })).toEqual({ resume: MESSAGES.wrongFileType });
    expect(errorsOf({ ...validForm(), otherDoc: file("portfolio.DOCX", MAX_DOCUMENT_BYTES + 1) })).toEqual({ otherDoc: MESSAGES.fileTooLarge });
    expect(documentProblem(file("cv.doc", MAX_DOCUMENT_BYTES), MESSAGES)).toBeNull();
  });
});

describe("applicationSchema (API fields)", () => {
  it("parses a multipart body's strings, without the form-only fields", () => {
    const { acceptTerms: _a, resume: _r, otherDoc: _o, ...fields } = validForm();
    const strings = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    const parsed = applicationSchema.parse({ ...strings, isRelocating: "true" });
    expect(parsed.isRelocating).toBe(true);
    expect(parsed.expectedSalary).toBe(95000);
    expect(APPLICATION_TEXT_FIELDS).toHaveLength(27);
    expect(APPLICATION_TEXT_FIELDS).not.toContain("acceptTerms");
  });

  it("lists the text fields in the schema's own order (the form, loaded without zod, reports errors in it)", () => {
    expect(APPLICATION_TEXT_FIELDS).toEqual(Object.keys(applicationSchema.shape));
  });
});
