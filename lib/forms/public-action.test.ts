import { ApiError } from "@/lib/api/errors";
import en from "@/content/messages/forms/en.json";
import { contactFormSchema, contactSchemasIn } from "@/lib/schemas/contact";
import { ATTEMPT_FIELD, ENHANCED_FIELD, HONEYPOT_FIELD, IDLE_STATE, LOCALE_FIELD, type FormActionState } from "./action-state";
import { ECHO_MAX_LENGTH, objectToFormData } from "./form-data";
import { PublicError, publicAction } from "./public-action";

/** The forms' English words for a client over its limit (FormErrors.rateLimited). */
const RATE_LIMITED_MESSAGE = "Too many submissions. Please wait a minute and try again.";

const CONTACT_MESSAGES = { ...en.ContactForm.errors, success: en.ContactForm.success, failure: en.ContactForm.failure };

let forwardedFor = "203.0.113.1";
jest.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": forwardedFor }) }));
/** Keys the data layer has received (lib/store/receipts.ts, stood in for here). */
const received = new Set<string>();
jest.mock("@/lib/api/submit", () => ({ alreadyReceived: async (key: string | undefined) => Boolean(key && received.has(key)) }));

const valid = {
  firstName: "Amira",
  lastName: "Haddad",
  email: "amira@example.com",
  countryCode: "+971",
  phoneNumber: "501234567",
  natureOfEnquiry: "",
  message: "Hello",
  consent: true,
};

let client = 0;
beforeEach(() => {
  // A test's received keys must not answer for another's: the ten-minute-window test's keys (its clock set to 09:00
  // UTC on 2026-11-28) made the rate-limit test's posts look received, so unlimited, while the real clock was there.
  received.clear();
  process.env.TRUST_PROXY = "1";
  delete process.env.RATE_LIMIT_FORMS;
  forwardedFor = `203.0.113.${++client}`;
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function action(submit: jest.Mock = jest.fn(async () => undefined)) {
  const act = publicAction({
    scope: "test-contact",
    page: "/contact",
    localized: async (locale) => ({
      schema: locale === "en" ? contactFormSchema : (await contactSchemasIn(locale)).contactFormSchema,
      success: `${locale}: ${CONTACT_MESSAGES.success}`.replace(/^en: /, ""),
      failure: CONTACT_MESSAGES.failure,
    }),
    submit: ({ consent: _c, ...query }, locale, key) => submit(query, locale, key),
  });
  return {
    submit,
    /** Sent as the form's script sends it. */
    run: (previous: FormActionState, data: FormData) => {
      data.set(ENHANCED_FIELD, "1");
      return act(previous, data);
    },
    /** Posted by the browser itself (no JavaScript). */
    native: act,
  };
}

describe("publicAction", () => {
  it("sends a native post's success to the form's page, where it shows its confirmation; failures stay on the answer", async () => {
    const { submit, native } = action();
    const redirectOf = async (data: FormData) => {
      try {
        await native(IDLE_STATE, data);
      } catch (error) {
        return (error as { digest?: string }).digest;
      }
      return undefined;
    };
    expect(await redirectOf(objectToFormData({ ...valid, [LOCALE_FIELD]: "ar" }))).toMatch(/^NEXT_REDIRECT;[a-z]+;\/ar\/contact#test-contact-sent;/);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(await native(IDLE_STATE, objectToFormData({ ...valid, email: "nope" }))).toMatchObject({ status: "error" });
  });

  it("keys a submission by the browser's attempt and the content: the same form sent again has the same key", async () => {
    const { submit, run } = action();
    const attempt = "0f3a6c2e-9b1d-4e57-8a21-5c6d7e8f9a0b";
    const send = (values: Record<string, string | boolean>) => run(IDLE_STATE, objectToFormData({ ...values, [ATTEMPT_FIELD]: attempt }));
    await send(valid);
    await send({ ...valid, email: " amira@example.com " }); // the same once parsed
    await send({ ...valid, message: "Hello again" });
    await run(IDLE_STATE, objectToFormData({ ...valid, [ATTEMPT_FIELD]: "1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b" }));
    await run(IDLE_STATE, objectToFormData({ ...valid, [ATTEMPT_FIELD]: "not an attempt" }));
    const keys = submit.mock.calls.map((call) => call[2] as string | undefined);
    expect(keys[0]).toMatch(/^[\w-]{43}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[0], keys[2], keys[3], keys[4]]).size).toBe(4); // a malformed attempt is as none (below)
  });

  it("keys a native post (no attempt) by its content within ten-minute windows, so a post sent again after a lost answer is one submission", async () => {
    const { submit, native } = action(jest.fn(async (_query: unknown, _locale: unknown, key: string) => void received.add(key)));
    const post = async (minute: number, values: Record<string, string | boolean> = valid) => {
      jest.spyOn(Date, "now").mockReturnValue(Date.UTC(2026, 10, 28, 9, minute)); // 09:00 starts a window
      await expect(native(IDLE_STATE, objectToFormData(values))).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;/) });
    };
    await post(9);
    await post(15); // the next window: the first post's key was received, so this is the same submission
    await post(16, { ...valid, message: "Something else" });
    await post(31); // two windows on: a new submission
    const keys = submit.mock.calls.map((call) => call[2] as string | undefined);
    expect(keys[0]).toMatch(/^[\w-]{43}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
  });

  it("validates, submits the parsed data without the consent box, and answers success without echoing input", async () => {
    const { submit, run } = action();
    const state = await run(IDLE_STATE, objectToFormData({ ...valid, firstName: "  Amira " }));
    expect(state).toEqual({ status: "success", message: CONTACT_MESSAGES.success });
    expect(submit).toHaveBeenCalledWith({ ...valid, firstName: "Amira", natureOfEnquiry: undefined, consent: undefined }, "en", expect.any(String));
    expect(submit.mock.calls[0][0]).not.toHaveProperty("consent");
  });

  it("returns every field error, the first as the message, and the visitor's input", async () => {
    const { submit, run } = action();
    const state = await run(IDLE_STATE, objectToFormData({ ...valid, firstName: "", email: "nope", consent: false }));
    expect(state.status).toBe("error");
    expect(state.message).toBe(CONTACT_MESSAGES.required);
    expect(state.fieldErrors).toEqual({ firstName: [CONTACT_MESSAGES.required], email: [CONTACT_MESSAGES.email], consent: [CONTACT_MESSAGES.consent] });
    expect(state.values).toMatchObject({ firstName: "", email: "nope", message: "Hello" });
    expect(state.values).not.toHaveProperty("consent");
    expect(submit).not.toHaveBeenCalled();
  });

  it("echoes at most ECHO_MAX_LENGTH characters of an overlong field, with a clear message", async () => {
    const { run } = action();
    const state = await run(IDLE_STATE, objectToFormData({ ...valid, message: "x".repeat(50_000) }));
    expect(state.fieldErrors).toEqual({ message: ["Please use at most 5000 characters"] });
    expect(state.values?.message).toHaveLength(ECHO_MAX_LENGTH);
  });

  it("a filled honeypot gets a fake success and nothing is submitted", async () => {
    const { submit, run } = action();
    const state = await run(IDLE_STATE, objectToFormData({ ...valid, [HONEYPOT_FIELD]: "http://spam.example" }));
    expect(state).toEqual({ status: "success", message: CONTACT_MESSAGES.success });
    expect(submit).not.toHaveBeenCalled();
  });

  it("limits each client (RATE_LIMIT_FORMS) with a clear message, keeping the input; other clients are not affected", async () => {
    process.env.RATE_LIMIT_FORMS = "2/60";
    const { submit, run } = action();
    expect((await run(IDLE_STATE, objectToFormData(valid))).status).toBe("success");
    expect((await run(IDLE_STATE, objectToFormData(valid))).status).toBe("success");
    const limited = await run(IDLE_STATE, objectToFormData(valid));
    expect(limited).toMatchObject({ status: "error", message: RATE_LIMITED_MESSAGE, values: { firstName: "Amira" } });
    expect(submit).toHaveBeenCalledTimes(2);
    forwardedFor = "198.51.100.200";
    expect((await run(IDLE_STATE, objectToFormData(valid))).status).toBe("success");
  });

  it("does not count a form sent again that was received already (a lost answer) against the limit", async () => {
    process.env.RATE_LIMIT_FORMS = "1/60";
    const { submit, run } = action(jest.fn(async (_query: unknown, _locale: unknown, key: string) => void received.add(key)));
    const again = () => run(IDLE_STATE, objectToFormData({ ...valid, [ATTEMPT_FIELD]: "5e6f7a8b-0f3a-4c2e-9b1d-4e578a215c6d" }));
    for (let i = 0; i < 3; i++) expect((await again()).status).toBe("success");
    expect(submit).toHaveBeenCalledTimes(3); // the data layer answers the repeats without storing them
    expect((await run(IDLE_STATE, objectToFormData({ ...valid, message: "Another one" }))).message).toBe(RATE_LIMITED_MESSAGE);
  });

  it("does not count invalid posts against the limit", async () => {
    process.env.RATE_LIMIT_FORMS = "1/60";
    const { run } = action();
    for (let i = 0; i < 3; i++) expect((await run(IDLE_STATE, objectToFormData({ ...valid, email: "" }))).status).toBe("error");
    expect((await run(IDLE_STATE, objectToFormData(valid))).status).toBe("success");
  });

  it.each([
    ["an API host failure", new ApiError("failed", "POST /api/lead answered 500", { status: 500 })],
    ["a refusal without field names", new ApiError("rejected", "POST /api/lead answered 400", { status: 400 })],
    ["an unexpected crash", new Error("ECONNREFUSED 10.0.0.5:5432 at Socket.connect (node:net:1)")],
  ])("%s shows the form's failure message, never internals, and keeps the input", async (_label, error) => {
    const { run } = action(jest.fn(async () => Promise.reject(error)));
    const state = await run(IDLE_STATE, objectToFormData(valid));
    expect(state).toEqual({ status: "error", message: CONTACT_MESSAGES.failure, values: expect.objectContaining({ firstName: "Amira", email: "amira@example.com" }) });
  });

  it("maps the API host's field errors onto the form's fields", async () => {
    const error = new ApiError("rejected", "POST /api/lead answered 422", { status: 422, fieldErrors: { email: ["Domain not accepted"], internalId: ["x"] } });
    const { run } = action(jest.fn(async () => Promise.reject(error)));
    const state = await run(IDLE_STATE, objectToFormData(valid));
    expect(state).toMatchObject({ status: "error", message: "Domain not accepted", fieldErrors: { email: ["Domain not accepted"] } });
    expect(state.fieldErrors).not.toHaveProperty("internalId");
  });

  it("shows an API host's 429 as the rate-limit message, and a PublicError's own message", async () => {
    const tooMany = action(jest.fn(async () => Promise.reject(new ApiError("rejected", "429", { status: 429 }))));
    expect((await tooMany.run(IDLE_STATE, objectToFormData(valid))).message).toBe(RATE_LIMITED_MESSAGE);
    const publicError = action(jest.fn(async () => Promise.reject(new PublicError("We are closed for maintenance until 14:00 UTC."))));
    expect((await publicError.run(IDLE_STATE, objectToFormData(valid))).message).toBe("We are closed for maintenance until 14:00 UTC.");
  });

  it("ignores files and unknown fields", async () => {
    const { submit, run } = action();
    const data = objectToFormData(valid);
    data.append("isAdmin", "true");
    data.set("message", new File(["x"], "x.txt"));
    const state = await run(IDLE_STATE, data);
    expect(state.fieldErrors).toEqual({ message: [CONTACT_MESSAGES.required] });
    expect(submit).not.toHaveBeenCalled();
  });

  it("answers in the locale the form was posted from, an unknown one in English", async () => {
    const { submit, run } = action();
    const arabic = await run(IDLE_STATE, objectToFormData({ ...valid, email: "nope", consent: false, [LOCALE_FIELD]: "ar" }));
    expect(arabic.fieldErrors).toEqual({ email: ["يُرجى إدخال عنوان بريد إلكتروني صحيح"], consent: ["يُرجى الموافقة على الشروط والأحكام"] });
    expect(arabic.values).toMatchObject({ email: "nope" });
    const turkish = await run(IDLE_STATE, objectToFormData({ ...valid, firstName: "", [LOCALE_FIELD]: "tr" }));
    expect(turkish.message).toBe("Lütfen tüm zorunlu alanları doldurun");
    expect(await run(IDLE_STATE, objectToFormData({ ...valid, [LOCALE_FIELD]: "tr" }))).toEqual({ status: "success", message: `tr: ${CONTACT_MESSAGES.success}` });
    expect(submit).toHaveBeenLastCalledWith(expect.objectContaining({ email: valid.email }), "tr", expect.any(String)); // stored with the query
    const unknown = await run(IDLE_STATE, objectToFormData({ ...valid, firstName: "", [LOCALE_FIELD]: "fr" }));
    expect(unknown.message).toBe(CONTACT_MESSAGES.required);
  });
});
