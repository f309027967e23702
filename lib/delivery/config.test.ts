import { deliverySettings, DeliveryConfigError } from "./config";

const KEYS = ["SMTP_URL", "MAIL_FROM", "SALES_EMAIL", "CAREERS_EMAIL", "WEBHOOK_URL", "WEBHOOK_SECRET"] as const;

describe("delivery settings", () => {
  const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
  beforeEach(() => KEYS.forEach((k) => delete process.env[k]));
  afterAll(() => KEYS.forEach((k) => (saved[k] === undefined ? delete process.env[k] : (process.env[k] = saved[k]))));

  it("are off without SMTP_URL and WEBHOOK_URL", () => {
    expect(deliverySettings()).toMatchObject({ mail: undefined, webhook: undefined });
  });

  it("refuse a half-configured channel", () => {
    process.env.SMTP_URL = "smtp://mail.example:587";
    process.env.SALES_EMAIL = "sales@e7.example";
    expect(() => deliverySettings()).toThrow(new DeliveryConfigError("SMTP_URL is set, so MAIL_FROM, CAREERS_EMAIL must be set too"));
    delete process.env.SMTP_URL;
    process.env.WEBHOOK_URL = "https://crm.example/hook";
    expect(() => deliverySettings()).toThrow(DeliveryConfigError);
  });

  it("read MAIL_FROM with or without a display name", () => {
    Object.assign(process.env, { SMTP_URL: "smtps://u:p@mail.example", SALES_EMAIL: "s@e7.example", CAREERS_EMAIL: "c@e7.example" });
    process.env.MAIL_FROM = "E7 Notifications <no-reply@e7.example>";
    expect(deliverySettings().mail?.from).toEqual({ name: "E7 Notifications", address: "no-reply@e7.example" });
    process.env.MAIL_FROM = "no-reply@e7.example";
    expect(deliverySettings().mail?.from).toEqual({ name: "E7 website", address: "no-reply@e7.example" });
    process.env.MAIL_FROM = "E7 <not an address>";
    expect(() => deliverySettings()).toThrow(/MAIL_FROM/);
  });
});
