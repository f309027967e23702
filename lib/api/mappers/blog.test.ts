import type { RawBlogPost } from "../raw-types";
import { DEFAULT_BLOG_AUTHOR, DEFAULT_BLOG_IMAGE, toBlogPost } from "./blog";

const raw = (overrides: Partial<RawBlogPost> = {}): RawBlogPost => ({
  id: 7,
  slug: "given-slug",
  title: "Why Print Control Still Matters!",
  content: "<p>Paper is <strong>still</strong> a leak path.</p>",
  coverImageUrl: "https://cdn.example.com/cover.png",
  author: "Leila Haddad",
  keywords: "Print Control, watermarking, audit",
  metaDescription: "Printing is a leak path.",
  createdAt: "2026-03-04T10:00:00.000Z",
  ...overrides,
});

describe("toBlogPost (spec 3, blog display form)", () => {
  it("keeps a given slug and makes the id a string", () => {
    const post = toBlogPost(raw());
    expect(post.slug).toBe("given-slug");
    expect(post.id).toBe("7");
  });
  it("derives the slug from the title when missing or blank", () => {
    expect(toBlogPost(raw({ slug: undefined })).slug).toBe("why-print-control-still-matters");
    expect(toBlogPost(raw({ slug: null })).slug).toBe("why-print-control-still-matters");
    expect(toBlogPost(raw({ slug: "  " })).slug).toBe("why-print-control-still-matters");
  });
  it("makes a 120-character excerpt from the stripped HTML, with an ellipsis only when longer", () => {
    expect(toBlogPost(raw()).excerpt).toBe("Paper is still a leak path.");
    const long = toBlogPost(raw({ content: `<p>${"word ".repeat(40)}</p>` })).excerpt;
    expect(long).toHaveLength(123);
    expect(long.endsWith("...")).toBe(true);
    expect(long).not.toContain("<");
  });
  it("takes the category from the first keyword, lower-cased with hyphens", () => {
    expect(toBlogPost(raw()).category).toBe("print-control");
    expect(toBlogPost(raw({ keywords: "insider-risk,files" })).category).toBe("insider-risk");
  });
  it("uses 'general' when there are no keywords", () => {
    expect(toBlogPost(raw({ keywords: "" })).category).toBe("general");
    expect(toBlogPost(raw({ keywords: null })).category).toBe("general");
    expect(toBlogPost(raw({ keywords: " , " })).category).toBe("general");
  });
  it("splits the comma-separated keywords", () => {
    expect(toBlogPost(raw()).keywords).toEqual(["Print Control", "watermarking", "audit"]);
  });
  it("formats the date in long US English and keeps the ISO instant", () => {
    const post = toBlogPost(raw());
    expect(post.date).toBe("March 4, 2026");
    expect(post.isoDate).toBe("2026-03-04T10:00:00.000Z");
  });
  it("falls back to the default image and team author", () => {
    const post = toBlogPost(raw({ coverImageUrl: "", author: null }));
    expect(post.image).toBe(DEFAULT_BLOG_IMAGE);
    expect(post.author).toBe(DEFAULT_BLOG_AUTHOR);
    expect(toBlogPost(raw({ coverImageUrl: null, author: "  " })).author).toBe(DEFAULT_BLOG_AUTHOR);
  });
  it("resolves an API host's cover against its origin; one the site may not load gives the default image", () => {
    const api = "http://127.0.0.1:4010";
    expect(toBlogPost(raw({ coverImageUrl: "/media/cover.png" }), api)).toMatchObject({ image: `${api}/media/cover.png`, imageOrigin: api });
    expect(toBlogPost(raw({ coverImageUrl: "https://cdn.example.com/cover.png" }), api).image).toBe(DEFAULT_BLOG_IMAGE);
    // A placeholder where a path was expected would be fetched from the host and drawn broken.
    for (const coverImageUrl of ["TBD", "not a url at all", "#", `${api}/`]) {
      expect(toBlogPost(raw({ coverImageUrl }), api).image).toBe(DEFAULT_BLOG_IMAGE);
    }
    // The site's own posts: its own paths only, and no origin for the body's images.
    expect(toBlogPost(raw({ coverImageUrl: "/images/blog/a.svg" }))).not.toHaveProperty("imageOrigin");
    expect(toBlogPost(raw()).image).toBe(DEFAULT_BLOG_IMAGE);
  });

  it("keeps the raw HTML content for the page to sanitize", () => {
    expect(toBlogPost(raw()).content).toBe("<p>Paper is <strong>still</strong> a leak path.</p>");
  });
  it("includes metaDescription only when given", () => {
    expect(toBlogPost(raw()).metaDescription).toBe("Printing is a leak path.");
    expect(toBlogPost(raw({ metaDescription: "" }))).not.toHaveProperty("metaDescription");
    expect(toBlogPost(raw({ metaDescription: null }))).not.toHaveProperty("metaDescription");
  });
});
