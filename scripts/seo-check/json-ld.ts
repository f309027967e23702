/**
 * Structured data rules: each JSON-LD block must parse, and each known @type must carry the properties search
 * engines need to use it. Pages must also carry the types their kind of page promises (e.g. a job: JobPosting).
 */

type Node = Record<string, unknown>;

const isObject = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const present = (v: unknown) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const typesOf = (node: Node): string[] => asArray(node["@type"]).filter((t): t is string => typeof t === "string");

/** Top-level nodes of one block: a node, an array of nodes, or a @graph. */
function topNodes(data: unknown): Node[] {
  return asArray(data).flatMap((d) => (isObject(d) && Array.isArray(d["@graph"]) ? d["@graph"].filter(isObject) : isObject(d) ? [d] : []));
}

const required: Record<string, readonly string[]> = {
  WebSite: ["name", "url"],
  Organization: ["name", "url", "logo", "address"],
  BreadcrumbList: ["itemListElement"],
  FAQPage: ["mainEntity"],
  BlogPosting: ["headline", "datePublished", "author", "image"],
  JobPosting: ["title", "description", "datePosted", "hiringOrganization"],
};

/** Text compared without tags or whitespace, so markup inside an answer or between words does not matter. */
const comparable = (text: string) => text.replace(/<[^>]+>/g, "").replace(/\s+/g, "");

function deepChecks(type: string, node: Node, pageUrl: string, pageText: string | undefined): string[] {
  const problems: string[] = [];
  if (type === "BreadcrumbList") {
    const items = asArray(node.itemListElement).filter(isObject);
    items.forEach((item, i) => {
      if (item.position !== i + 1) problems.push(`BreadcrumbList item ${i + 1}: position ${String(item.position)}`);
      if (!present(item.name)) problems.push(`BreadcrumbList item ${i + 1}: no name`);
      if (!present(item.item) && i < items.length - 1) problems.push(`BreadcrumbList item ${i + 1}: no item URL`);
    });
    const last = items[items.length - 1];
    if (items.length < 2) problems.push("BreadcrumbList: fewer than 2 items");
    else if (last && present(last.item) && sameUrl(String(last.item), pageUrl) === false) {
      problems.push(`BreadcrumbList: last item ${String(last.item)} is not this page`);
    }
  }
  if (type === "FAQPage") {
    asArray(node.mainEntity).forEach((q, i) => {
      if (!isObject(q) || !typesOf(q).includes("Question") || !present(q.name)) problems.push(`FAQPage question ${i + 1}: no Question name`);
      else if (!isObject(q.acceptedAnswer) || !present(q.acceptedAnswer.text)) problems.push(`FAQPage question ${i + 1}: no acceptedAnswer.text`);
      else if (pageText !== undefined) {
        // Structured data must describe what the page shows: each question and its answer are on the page.
        const shown = comparable(pageText);
        if (!shown.includes(comparable(String(q.name)))) problems.push(`FAQPage question ${i + 1} is not on the page: "${String(q.name)}"`);
        else if (!shown.includes(comparable(String(q.acceptedAnswer.text)))) problems.push(`FAQPage answer ${i + 1} is not on the page`);
      }
    });
    if (asArray(node.mainEntity).length === 0) problems.push("FAQPage: no questions");
  }
  if (type === "JobPosting") {
    const remote = node.jobLocationType === "TELECOMMUTE";
    if (!present(node.jobLocation) && !remote) problems.push("JobPosting: no jobLocation (nor jobLocationType TELECOMMUTE)");
    if (remote && !present(node.applicantLocationRequirements)) problems.push("JobPosting: remote without applicantLocationRequirements");
    if (typeof node.datePosted === "string" && Number.isNaN(Date.parse(node.datePosted))) problems.push("JobPosting: datePosted is not a date");
  }
  if (type === "BlogPosting" && typeof node.datePublished === "string" && Number.isNaN(Date.parse(node.datePublished))) {
    problems.push("BlogPosting: datePublished is not a date");
  }
  if (type === "Organization") {
    const addresses = asArray(node.address).filter(isObject);
    if (addresses.length < 4) problems.push(`Organization: ${addresses.length} addresses, expected the 4 offices`);
  }
  return problems;
}

/** A URL without its fragment and trailing slash, for comparing page addresses. */
export function normalizeUrl(u: string): string {
  try {
    const url = new URL(u);
    url.hash = "";
    return url.toString().replace(/\/$/, "");
  } catch {
    return u;
  }
}

export function sameUrl(a: string, b: string): boolean {
  return normalizeUrl(a) === normalizeUrl(b);
}

export type JsonLdResult = { types: string[]; problems: string[] };

/**
 * Parses every block and checks each node of a known type. With `pageText` (the page's visible text), content that
 * must be shown on the page (FAQ questions and answers) is looked for there.
 */
export function checkJsonLd(blocks: readonly string[], pageUrl: string, pageText?: string): JsonLdResult {
  const types: string[] = [];
  const problems: string[] = [];
  blocks.forEach((raw, i) => {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch (error) {
      problems.push(`JSON-LD block ${i + 1} does not parse: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    for (const node of topNodes(data)) {
      const context = node["@context"];
      if (typeof context !== "string" || !/^https?:\/\/schema\.org\/?$/.test(context)) problems.push(`JSON-LD block ${i + 1}: @context is not schema.org`);
      for (const type of typesOf(node)) {
        types.push(type);
        const missing = (required[type] ?? []).filter((p) => !present(node[p]));
        if (missing.length) problems.push(`${type}: missing ${missing.join(", ")}`);
        problems.push(...deepChecks(type, node, pageUrl, pageText));
      }
    }
  });
  return { types, problems };
}

/** Structured data a page must carry, from its path. */
export function expectedTypes(path: string): string[] {
  const out = ["WebSite", "Organization"];
  const segments = path.split("/").filter(Boolean);
  const nested = segments.length >= 2 || ["/job-postings"].includes(path);
  if (nested) out.push("BreadcrumbList");
  if (path === "/partners" || path === "/careers") out.push("FAQPage");
  if (/^\/blogs\/[^/]+$/.test(path)) out.push("BlogPosting");
  if (/^\/job-details\/[^/]+$/.test(path)) out.push("JobPosting");
  return out;
}
