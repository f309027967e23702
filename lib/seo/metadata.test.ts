import { routeMetadata } from "@/content/route-metadata";
import { buildMetadata, getRouteMeta, routeMeta } from "./metadata";

describe("route metadata", () => {
  it("falls back to the home page's metadata for unknown paths", () => {
    expect(getRouteMeta("/nowhere")).toBe(routeMetadata["/"]);
  });

  it("gives every static route a canonical URL, Open Graph, a large Twitter card and index,follow", () => {
    for (const path of Object.keys(routeMetadata) as (keyof typeof routeMetadata)[]) {
      const meta = routeMeta(path);
      expect(meta.alternates?.canonical).toBe(path);
      expect(meta.robots).toEqual({ index: true, follow: true });
      expect(meta.twitter).toMatchObject({ card: "summary_large_image" });
      expect(meta.openGraph).toMatchObject({ title: routeMetadata[path].title, url: path });
    }
  });

  it("keeps titles and descriptions within what search engines show", () => {
    for (const meta of Object.values(routeMetadata)) {
      expect(meta.title.length).toBeLessThanOrEqual(65);
      expect(meta.description.length).toBeGreaterThanOrEqual(70);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
  });

  it("uses an explicit Open Graph image when a page has one", () => {
    const meta = buildMetadata({ path: "/x", title: "T", description: "D", ogImage: "/x/og.png" });
    expect(meta.openGraph).toMatchObject({ images: [{ url: "/x/og.png", width: 1200, height: 630 }] });
  });

  it("fits a long title around its data, keeping the identifier; the sharing card keeps the whole title", () => {
    const job = "Principal Security Researcher, Endpoint and Network Protection";
    const whole = `التقدّم لوظيفة ${job} (E7-SEC-007) | الوظائف في E7`;
    const meta = buildMetadata({ path: "/ar/job-application/e7-sec-007", locale: "ar", title: whole, titlePart: job, description: "D", ogImage: "/og.png" });
    expect(meta.title).toEqual({ absolute: "التقدّم لوظيفة Principal Security Researcher… (E7-SEC-007)" });
    expect(meta.openGraph?.title).toBe(whole);
    expect(meta.openGraph).toMatchObject({ images: [{ alt: whole }] });
  });
});
