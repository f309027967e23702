import http from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError } from "./errors";
import { getBlogPost, getBlogPosts, getJob, getJobs, getService, getServiceNav, getServices, submitApplication, submitDemo, submitLead } from "./index";
import { applicationFormData } from "./submit";

type Reply = { status?: number; body?: string; delayMs?: number };
const replies = new Map<string, Reply>();
const received: { method: string; path: string; contentType: string; language: string; body: Buffer }[] = [];

const json = (value: unknown): Reply => ({ body: JSON.stringify(value) });
const post = { id: 1, slug: "from-host", title: "From the Host", content: "<p>Hi</p>", keywords: "news", createdAt: "2026-05-01T00:00:00Z" };
const unslugged = { id: 2, title: "No Slug Here!", content: "<p>x</p>", createdAt: "2026-05-02T00:00:00Z" };
const job = { id: "j1", title: "Host Job", currency: "AED", minimumPay: 1, maximumPay: 2, salaryPeriod: "monthly", createdAt: "2026-05-01T00:00:00Z" };
const service = {
  title: "Host Service",
  slug: "host-service",
  content: {
    hero: { title: "Host Service", description: "d".repeat(100), ctaText: "Go", ctaUrl: "/contact" },
    expertGuidance: { title: "G", description: "p", image: "/i.svg", ctaText: "Go", ctaUrl: "/x" },
    consultingServices: { title: "Consulting Services", services: [] },
  },
};

let server: http.Server;
const saved = { ...process.env };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({
        method: req.method ?? "",
        path,
        contentType: req.headers["content-type"] ?? "",
        language: req.headers["accept-language"] ?? "",
        body: Buffer.concat(chunks),
      });
      const reply = replies.get(`${req.method} ${path}`) ?? { status: 404, body: '{"error":"Not found"}' };
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { "content-type": "application/json" });
        res.end(reply.body ?? "");
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  // Long enough for a loaded machine running two jest workers to answer a local request in time, and under the delay
  // of the timeout case below.
  process.env.API_TIMEOUT_MS = "1500";
});

afterAll(async () => {
  process.env = saved;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  replies.clear();
  received.length = 0;
});

describe("reads from an API host", () => {
  it("accepts lists bare or wrapped in {data}", async () => {
    replies.set("GET /api/jobs", json([job]));
    replies.set("GET /api/services", json({ data: [service] }));
    expect((await getJobs()).map((j) => j.salary)).toEqual(["د.إ\u200E1-د.إ\u200E2 / Mo"]);
    expect((await getServices()).map((s) => s.slug)).toEqual(["host-service"]);
    expect(await getServiceNav()).toEqual([{ title: "Host Service", slug: "host-service", description: `${"d".repeat(80)}...` }]);
  });

  it("accepts items bare or wrapped in {data}", async () => {
    replies.set("GET /api/jobs/j1", json({ data: job }));
    replies.set("GET /api/services/slug/host-service", json(service));
    expect((await getJob("j1"))?.title).toBe("Host Job");
    expect((await getService("host-service"))?.title).toBe("Host Service");
  });

  it.each([
    ["a 404", { status: 404, body: '{"error":"nope"}' }],
    ["an empty body", { status: 200, body: "" }],
    ["null", { status: 200, body: "null" }],
    ["{data: null}", { status: 200, body: '{"data":null}' }],
    ["{}", { status: 200, body: "{}" }],
  ])("treats %s as not found", async (_label, reply) => {
    replies.set("GET /api/jobs/j9", reply);
    expect(await getJob("j9")).toBeNull();
  });

  it("encodes ids and slugs into the path", async () => {
    await getJob("a/b c");
    expect(received[0]?.path).toBe("/api/jobs/a%2Fb%20c");
  });

  it.each([
    ["a 500", { status: 500, body: "{}" }],
    ["a body that is not JSON", { status: 200, body: "{not json" }],
    ["a list that is not a list", { status: 200, body: '{"data":{"x":1}}' }],
    ["a timeout", { status: 200, body: "[]", delayMs: 4000 }],
  ])("throws ApiError('failed') on %s", async (_label, reply) => {
    replies.set("GET /api/jobs", reply);
    const error = await getJobs().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe("failed");
  });

  it("shows local posts only, with a warning, when the blog list fails", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    replies.set("GET /api/blog-posts", { status: 503 });
    expect(await getBlogPosts()).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("never throws from getServiceNav", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    replies.set("GET /api/services", { status: 500 });
    expect(await getServiceNav()).toEqual([]);
    warn.mockRestore();
  });

  it("finds a post by slug, or by the slug derived from its title when the host knows none", async () => {
    replies.set("GET /api/blog-posts/slug/from-host", json(post));
    replies.set("GET /api/blog-posts", json({ data: [post, unslugged] }));
    expect((await getBlogPost("from-host"))?.title).toBe("From the Host");
    expect((await getBlogPost("no-slug-here"))?.id).toBe("2");
    expect(await getBlogPost("unknown")).toBeNull();
  });

  it("throws ApiError('failed') when a post lookup fails", async () => {
    replies.set("GET /api/blog-posts/slug/boom", { status: 500 });
    await expect(getBlogPost("boom")).rejects.toMatchObject({ kind: "failed" });
  });
});

const demo = { companyName: "Acme", dmFirstName: "Sara", email: "s@acme.example", countryCode: "+1", phoneNumber: "5551234567", country: "US" };
const lead = { firstName: "Tom", lastName: "Reed", email: "t@x.example", countryCode: "+44", phoneNumber: "7700900123", message: "Hi" };

describe("writes to an API host", () => {
  it("POSTs JSON and treats any 2xx as success, whatever the body", async () => {
    replies.set("POST /api/demo", { status: 202, body: "<html>ok</html>" });
    replies.set("POST /api/lead", { status: 204 });
    await expect(submitDemo(demo)).resolves.toBeUndefined();
    await expect(submitLead(lead)).resolves.toBeUndefined();
    expect(received.map((r) => [r.path, r.contentType])).toEqual([
      ["/api/demo", "application/json"],
      ["/api/lead", "application/json"],
    ]);
    expect(JSON.parse(received[0]!.body.toString())).toEqual(demo);
  });

  it("tells the host the language of the visitor's pages (Accept-Language), the body unchanged", async () => {
    replies.set("POST /api/lead", { status: 201 });
    await submitLead(lead, "ar");
    await submitLead(lead);
    expect(received.map((r) => r.language)).toEqual(["ar", "en"]);
    expect(JSON.parse(received[0]!.body.toString())).toEqual(lead);
  });

  it("gives 'rejected' with the host's field errors on 4xx, 'failed' on 5xx", async () => {
    replies.set("POST /api/demo", { status: 422, body: JSON.stringify({ error: "bad", fieldErrors: { email: ["Please enter a valid email address"] } }) });
    await expect(submitDemo(demo)).rejects.toMatchObject({ kind: "rejected", status: 422, fieldErrors: { email: ["Please enter a valid email address"] } });
    replies.set("POST /api/lead", { status: 502 });
    await expect(submitLead(lead)).rejects.toMatchObject({ kind: "failed", status: 502 });
  });

  it("sends an application as multipart with only real files and no null or undefined fields", async () => {
    replies.set("POST /api/job-applications", { status: 201, body: "{}" });
    const fields = {
      jobId: "j1", firstName: "Ana", lastName: "Lima", email: "a@x.example", countryCode: "+1", phoneNumber: "5551234567",
      address: "1 Main St", city: "Boston", state: "MA", country: "USA", postalCode: "02110", currentJobTitle: "Engineer",
      currentCompany: "Foo", totalExperience: 7, relevantExperience: 5, expectedSalary: 120000, noticePeriod: 2,
      joiningDate: "2027-01-10", isRelocating: false, highestEducation: "BSc", university: "MIT", yearOfGraduation: 2015,
      fieldOfStudy: "CS", howDidYouHearAboutUs: "LinkedIn" as const, coverLetter: "Hello", portfolioWebsite: undefined, linkedInProfile: undefined,
    };
    const resume = new File(["%PDF-1.4 resume"], "cv.pdf", { type: "application/pdf" });
    const form = await applicationFormData(fields, { resume, otherDoc: new File([], "") });
    expect(form.has("portfolioWebsite")).toBe(false);
    expect(form.has("otherDoc")).toBe(false);
    expect(form.get("isRelocating")).toBe("false");
    expect((form.get("resume") as File).name).toBe("cv.pdf");

    await submitApplication(fields, { resume, otherDoc: null });
    expect(received[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]?.body.toString()).toContain('name="resume"; filename="cv.pdf"');
  });
});
