/** @jest-environment ./lib/db/jest-environment.cjs */
import { testBackends } from "@/lib/db/testing";
import { applicationFields } from "@/lib/store/test-application";
import { fileOf, pdfBytes } from "@/lib/store/test-documents";
import { listSubmissions } from "@/lib/store/submission-records";
import { POST as postDemo } from "../demo/route";
import { POST as postApplication } from "../job-applications/route";
import { POST as postLead } from "../lead/route";

jest.setTimeout(60_000);

const LEAD = { firstName: "Tom", lastName: "Reed", email: "tom@example.com", countryCode: "+44", phoneNumber: "7700900123", message: "Pricing, please." };
const DEMO = { companyName: "Gulf Bank", dmFirstName: "Sara", email: "sara@gulfbank.example", countryCode: "+971", phoneNumber: "501234567", country: "United Arab Emirates" };

const jsonFrom = (client: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": client, ...headers }, body: JSON.stringify(body) });

function applicationFrom(client: string): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(applicationFields())) form.append(k, v);
  form.append("resume", fileOf(pdfBytes(), "resume.pdf", "application/pdf"));
  return new Request("http://localhost/api/job-applications", { method: "POST", headers: { "x-forwarded-for": client }, body: form });
}

const saved = { ...process.env };
beforeAll(() => {
  process.env.TRUST_PROXY = "1";
  process.env.RATE_LIMIT_FORMS = "2/60";
  process.env.RATE_LIMIT_APPLICATIONS = "1/600";
});
afterAll(() => {
  process.env = saved;
});

// The write endpoints count in the same per-client buckets as the forms, so the API is no way around a form's limit.
describe("built-in API host: per-client rate limits on the write endpoints", () => {
  // One backend is enough: what is under test is the limit, not the storage.
  const backend = testBackends()[0]![1];
  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());

  it.each([
    ["/api/lead", postLead, LEAD, "lead"],
    ["/api/demo", postDemo, DEMO, "demo"],
  ] as const)("%s: over the limit answers 429 with Retry-After and stores nothing; other clients are not affected", async (path, post, body, type) => {
    const client = `203.0.113.${path.length}`;
    const before = (await listSubmissions(type)).length;
    for (let i = 0; i < 2; i++) expect((await post(jsonFrom(client, path, body), undefined)).status).toBe(201);
    const refused = await post(jsonFrom(client, path, body), undefined);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same words as the form's, with the wait the limit window leaves.
    const { error } = (await refused.json()) as { error: string };
    const wait = Number(refused.headers.get("retry-after"));
    expect(error).toBe(wait <= 60 ? "Too many submissions. Please wait a minute and try again." : `Too many submissions. Please wait ${Math.ceil(wait / 60)} minutes and try again.`);
    expect(error).toMatch(/^Too many submissions\. Please wait (a minute|\d+ minutes) and try again\.$/);
    expect((await listSubmissions(type)).length).toBe(before + 2);
    expect((await post(jsonFrom("198.51.100.7", path, body), undefined)).status).toBe(201);
  });

  it("answers the 429 in the client's language, as its 422s", async () => {
    const client = "203.0.113.77";
    const turkish = (body: unknown) => jsonFrom(client, "/api/lead", body, { "accept-language": "tr" });
    for (let i = 0; i < 2; i++) expect((await postLead(turkish(LEAD), undefined)).status).toBe(201);
    const refused = await postLead(turkish(LEAD), undefined);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Çok fazla gönderim/);
  });

  it("a submission sent again with its Idempotency-Key is answered as the first, not counted again", async () => {
    const client = "203.0.113.88";
    const keyed = (body: unknown) => jsonFrom(client, "/api/demo", body, { "idempotency-key": "demo-repeat-under-limit" });
    const first = (await (await postDemo(keyed(DEMO), undefined)).json()) as { id: string };
    for (let i = 0; i < 3; i++) {
      const again = await postDemo(keyed(DEMO), undefined);
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(first);
    }
    expect((await postDemo(jsonFrom(client, "/api/demo", DEMO), undefined)).status).toBe(201); // the second of 2
    expect((await postDemo(jsonFrom(client, "/api/demo", DEMO), undefined)).status).toBe(429);
  });

  it("/api/job-applications: RATE_LIMIT_APPLICATIONS per client", async () => {
    expect((await postApplication(applicationFrom("203.0.113.50"), undefined)).status).toBe(201);
    const refused = await postApplication(applicationFrom("203.0.113.50"), undefined);
    expect(refused.status).toBe(429);
    expect((await postApplication(applicationFrom("203.0.113.51"), undefined)).status).toBe(201);
  });
});
