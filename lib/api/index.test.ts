import { getBlogPost, getBlogPosts, getJob, getJobs, getService, getServiceNav, getServices } from "./index";

jest.mock("@/content/blog/local-posts", () => ({
  localBlogPosts: [
    {
      id: "local-1",
      title: "A Local Announcement",
      content: "<p>Bundled with the site.</p>",
      keywords: "news",
      createdAt: "2026-01-10T09:00:00.000Z",
    },
  ],
}));

describe("lib/api in-process (API_BASE_URL unset): the built-in store's seed content", () => {
  const saved = process.env.API_BASE_URL;
  beforeAll(() => {
    delete process.env.API_BASE_URL;
  });
  afterAll(() => {
    if (saved !== undefined) process.env.API_BASE_URL = saved;
  });

  it("lists blog posts with the local list appended after the server posts", async () => {
    const posts = await getBlogPosts();
    expect(posts.length).toBeGreaterThanOrEqual(7);
    expect(posts.at(-1)).toMatchObject({ slug: "a-local-announcement", author: "E7 Security Team", category: "news" });
    expect(posts.slice(0, -1).every((p) => p.id !== "local-1")).toBe(true);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
  });

  it("finds a post by slug, by derived slug, and a local post first", async () => {
    expect((await getBlogPost("zero-trust-for-files"))?.title).toContain("Zero Trust");
    expect((await getBlogPost("five-signals-an-employee-is-leaving-with-your-data"))?.id).toBe("104");
    expect((await getBlogPost("a-local-announcement"))?.id).toBe("local-1");
    expect(await getBlogPost("no-such-post")).toBeNull();
    expect(await getBlogPost("  ")).toBeNull();
  });

  it("lists at least 9 jobs across categories, types, currencies and locations", async () => {
    const jobs = await getJobs();
    expect(jobs.length).toBeGreaterThanOrEqual(9);
    expect(new Set(jobs.map((j) => j.jobCategory)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(jobs.map((j) => j.employmentType))).toEqual(new Set(["Full Time", "Part Time", "Contract", "Internship"]));
    expect(jobs.map((j) => j.currency)).toEqual(expect.arrayContaining(["GBP", "USD", "EUR", "AED", "EGP"]));
    expect(jobs.some((j) => j.salary === "Competitive")).toBe(true);
    expect(jobs.some((j) => j.location === "Remote")).toBe(true);
  });

  it("finds one job, or null", async () => {
    expect((await getJob("e7-sal-021"))?.salary).toBe("د.إ\u200E35,000-د.إ\u200E45,000 / Mo");
    expect(await getJob("missing")).toBeNull();
  });

  it("lists services and the navigation with 80-character descriptions", async () => {
    const services = await getServices();
    expect(services.length).toBeGreaterThanOrEqual(4);
    for (const s of services) expect(s.content.consultingServices.services.length).toBeGreaterThanOrEqual(3);
    const nav = await getServiceNav();
    expect(nav.map((n) => n.slug)).toEqual(services.map((s) => s.slug));
    for (const item of nav) expect(item.description.length).toBeLessThanOrEqual(83);
  });

  it("finds one service, or null", async () => {
    expect((await getService("compliance-advisory"))?.title).toBe("Compliance Advisory");
    expect(await getService("nope")).toBeNull();
  });
});
