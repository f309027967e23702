import type { RawService } from "../raw-types";
import { toService, toServiceNavItem } from "./service";

const raw = (description: string): RawService => ({
  title: "Managed DLP",
  slug: "managed-dlp",
  content: {
    hero: { title: "Managed DLP", description, ctaText: "Talk to us", ctaUrl: "/contact" },
    expertGuidance: { title: "Guidance", description: "One.\n\nTwo.", image: "/g.svg", ctaText: "Book a Demo", ctaUrl: "/request-demo" },
    consultingServices: { title: "Consulting Services", services: [{ id: 1, title: "Assessment", description: "We assess.", image: "/a.svg" }] },
  },
});

describe("toServiceNavItem (spec 2.2: menu description cut to 80 characters plus an ellipsis)", () => {
  it("keeps a description of 80 characters or fewer", () => {
    expect(toServiceNavItem(toService(raw("a".repeat(80)))).description).toBe("a".repeat(80));
  });
  it("cuts a longer description", () => {
    expect(toServiceNavItem(toService(raw("b".repeat(81)))).description).toBe(`${"b".repeat(80)}...`);
  });
  it("reads title and slug", () => {
    expect(toServiceNavItem(toService(raw("x")))).toEqual({ title: "Managed DLP", slug: "managed-dlp", description: "x" });
  });
});

describe("toService", () => {
  it("leaves a missing call to action's label empty, for the page to write in its own language; its link defaults to the demo", () => {
    const bare = raw("Hero.");
    const service = toService({ ...bare, content: { ...bare.content, hero: { ...bare.content.hero, ctaText: "", ctaUrl: "" } } });
    expect(service.content.hero).toMatchObject({ ctaText: "", ctaUrl: "/request-demo" });
    expect(toService(bare).content.hero.ctaText).toBe("Talk to us");
  });

  it("keeps the content and makes consulting service ids strings", () => {
    const service = toService(raw("Hero."));
    expect(service.content.expertGuidance.description).toBe("One.\n\nTwo.");
    expect(service.content.consultingServices.services[0]).toEqual({ id: "1", title: "Assessment", description: "We assess.", image: "/a.svg" });
    expect(service.content.hero).not.toHaveProperty("backgroundImage");
  });
  it("tolerates a host that leaves parts of the content out", () => {
    const partial = { title: "Bare", slug: "bare", content: {} } as unknown as RawService;
    const service = toService(partial);
    expect(service.content.hero.title).toBe("Bare");
    expect(service.content.consultingServices.services).toEqual([]);
  });
  it("resolves the API host's image URLs against its origin, and leaves out those the site may not load", () => {
    const fromHost = toService(raw("Hero."), "http://127.0.0.1:4010");
    expect(fromHost.content.expertGuidance.image).toBe("http://127.0.0.1:4010/g.svg");
    expect(fromHost.content.consultingServices.services[0]!.image).toBe("http://127.0.0.1:4010/a.svg");
    const elsewhere = raw("Hero.");
    elsewhere.content.hero.backgroundImage = "https://elsewhere.example/bg.png";
    elsewhere.content.expertGuidance.image = "http://[broken";
    const service = toService(elsewhere, "http://127.0.0.1:4010");
    expect(service.content.hero).not.toHaveProperty("backgroundImage");
    expect(service.content.expertGuidance.image).toBe("");
  });
});
