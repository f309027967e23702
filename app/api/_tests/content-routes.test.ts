import { GET as listPosts } from "../blog-posts/route";
import { GET as getPost } from "../blog-posts/slug/[slug]/route";
import { GET as getJob } from "../jobs/[id]/route";
import { GET as listJobs } from "../jobs/route";
import { GET as listServices } from "../services/route";
import { GET as getService } from "../services/slug/[slug]/route";
import { GET as unknownPath } from "../[[...unknown]]/route";

const request = (path: string) => new Request(`http://localhost${path}`);
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

describe("built-in API host: content endpoints (spec section 7, shapes of section 3)", () => {
  it("GET /api/blog-posts lists raw posts", async () => {
    const response = await listPosts(request("/api/blog-posts"), undefined);
    expect(response.status).toBe(200);
    const posts = (await response.json()) as Record<string, unknown>[];
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(posts[0]!)).toEqual(expect.arrayContaining(["id", "title", "content", "coverImageUrl", "author", "keywords", "metaDescription", "createdAt"]));
    expect(typeof posts[0]!.keywords).toBe("string");
  });

  it("GET /api/blog-posts/slug/{slug} finds a post, or 404 with a JSON error", async () => {
    expect((await getPost(request("/api/blog-posts/slug/zero-trust-for-files"), params({ slug: "zero-trust-for-files" }))).status).toBe(200);
    for (const slug of ["nope", "../../etc/passwd", "%00"]) {
      const missing = await getPost(request("/api/blog-posts/slug/x"), params({ slug }));
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "Blog post not found" });
    }
  });

  it("a 404 answers in the client's language, as the routes' other refusals do", async () => {
    const inLanguage = (path: string, language: string) => new Request(`http://localhost${path}`, { headers: { "accept-language": language } });
    const job = await getJob(inLanguage("/api/jobs/x", "ar"), params({ id: "nope" }));
    expect([job.status, await job.json()]).toEqual([404, { error: "الوظيفة غير موجودة" }]);
    const service = await getService(inLanguage("/api/services/slug/x", "tr-TR"), params({ slug: "nope" }));
    expect([service.status, await service.json()]).toEqual([404, { error: "Hizmet bulunamadı" }]);
    const unknown = await unknownPath(inLanguage("/api/nope", "en"), params({ unknown: ["nope"] }));
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: "Not found" }]);
  });

  it("GET /api/jobs lists raw jobs with free-text list fields", async () => {
    const jobs = (await (await listJobs(request("/api/jobs"), undefined)).json()) as Record<string, unknown>[];
    expect(jobs.length).toBeGreaterThanOrEqual(9);
    expect(typeof jobs[0]!.keyResponsibilities).toBe("string");
  });

  it("GET /api/jobs/{id} finds a job, or 404", async () => {
    const found = await getJob(request("/api/jobs/e7-eng-014"), params({ id: "e7-eng-014" }));
    expect(((await found.json()) as { title: string }).title).toBe("Senior Backend Engineer, Policy Engine");
    expect((await getJob(request("/api/jobs/x"), params({ id: "../../../.env" }))).status).toBe(404);
  });

  it("GET /api/services and /api/services/slug/{slug}", async () => {
    const services = (await (await listServices(request("/api/services"), undefined)).json()) as { slug: string }[];
    expect(services.length).toBeGreaterThanOrEqual(4);
    const one = await getService(request("/api/services/slug/x"), params({ slug: services[0]!.slug }));
    expect(one.status).toBe(200);
    expect((await getService(request("/api/services/slug/x"), params({ slug: "unknown" }))).status).toBe(404);
  });
});
