import { expect, test } from "./fixtures";

test.describe("images without an API host", () => {
  test("the optimizer fetches no remote image and none of the site's own files but its images", async ({ request }) => {
    for (const url of ["http://127.0.0.1:4010/media/chart.png", "https://images.example.com/x.png", "/api/jobs", "/blogs/rss.xml"]) {
      const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
      expect(response.status(), url).toBe(400);
    }
  });

  test("the CSP lets images load from the site alone", async ({ request }) => {
    const csp = (await request.get("/blogs/dora-ict-third-party-risk-files")).headers()["content-security-policy"] ?? "";
    expect(/img-src [^;]*/.exec(csp)?.[0]).toBe("img-src 'self' data: blob:");
  });
});
