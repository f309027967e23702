import type { BlogPost } from "@/lib/api/types";
import { categoryLabel, categoryOptions, filterPosts, parseBlogFilters } from "./filter";

const post = (over: Partial<BlogPost>): BlogPost => ({
  id: "1",
  slug: "a",
  title: "Title",
  date: "March 4, 2026",
  isoDate: "2026-03-04T10:00:00.000Z",
  excerpt: "",
  content: "<p>Body</p>",
  image: "/x.svg",
  category: "general",
  author: "E7 Team",
  keywords: [],
  ...over,
});

const posts = [
  post({ id: "1", slug: "one", title: "Screen Watermarks", category: "insider-risk", keywords: ["insider-risk", "watermark"] }),
  post({ id: "2", slug: "two", title: "DORA in practice", content: "<p>Third-party RISK</p>", category: "compliance", isoDate: "2026-05-01T23:30:00.000Z" }),
  post({ id: "3", slug: "three", title: "Print control", category: "insider-risk", keywords: ["printing"], isoDate: "2026-05-01T08:00:00.000Z" }),
];

describe("blog filters", () => {
  it("search is case-insensitive over title, content and keywords", () => {
    expect(filterPosts(posts, { q: "WATERMARK", category: "", date: "" }).map((p) => p.id)).toEqual(["1"]);
    expect(filterPosts(posts, { q: "risk", category: "", date: "" }).map((p) => p.id)).toEqual(["1", "2"]);
    expect(filterPosts(posts, { q: "printing", category: "", date: "" }).map((p) => p.id)).toEqual(["3"]);
  });

  it("category must match exactly", () => {
    expect(filterPosts(posts, { q: "", category: "insider-risk", date: "" }).map((p) => p.id)).toEqual(["1", "3"]);
    expect(filterPosts(posts, { q: "", category: "insider", date: "" })).toEqual([]);
  });

  it("date matches the post's ISO calendar day", () => {
    expect(filterPosts(posts, { q: "", category: "", date: "2026-05-01" }).map((p) => p.id)).toEqual(["2", "3"]);
  });

  it("all active filters hold together", () => {
    expect(filterPosts(posts, { q: "print", category: "insider-risk", date: "2026-05-01" }).map((p) => p.id)).toEqual(["3"]);
    expect(filterPosts(posts, { q: "dora", category: "insider-risk", date: "" })).toEqual([]);
  });

  it("category options are distinct, non-empty and formatted with the first hyphen as a space", () => {
    expect(categoryOptions([...posts, post({ category: "" })])).toEqual([
      { value: "insider-risk", label: "Insider risk" },
      { value: "compliance", label: "Compliance" },
    ]);
    expect(categoryLabel("data-loss-prevention")).toBe("Data loss-prevention");
  });

  it("reads filters from the URL and ignores malformed values", () => {
    expect(parseBlogFilters({ q: " dora ", category: ["compliance", "x"], date: "2026-05-01" })).toEqual({ q: "dora", category: "compliance", date: "2026-05-01" });
    expect(parseBlogFilters({ date: "yesterday" })).toEqual({ q: "", category: "", date: "" });
  });
});
