import type { Page } from "@playwright/test";

/**
 * Common English words that have no business on an Arabic or Turkish page outside content from the API host (marked
 * with its own `lang`) and brand names. None of them is also a Turkish word ("no", "try" are: an address's "No: 237",
 * the lira's code).
 */
const ENGLISH_WORDS = [
  "the", "and", "of", "to", "for", "with", "your", "our", "you", "we", "are", "from", "more", "read", "learn", "view",
  "all", "apply", "now", "submit", "send", "name", "email", "phone", "message", "company", "home", "about", "contact",
  "us", "page", "next", "previous", "search", "filter", "posts", "jobs", "job", "loading", "error", "again",
  "back", "close", "open", "menu", "book", "get", "how", "why", "what", "who", "this", "that", "by", "or", "not",
  "required", "please", "enter", "select", "choose", "details", "share", "latest", "protect", "data", "security",
  "solutions", "resources", "careers", "partners", "privacy", "terms", "policy", "skip", "main", "content", "language",
  "posted", "ago", "today", "yesterday", "salary", "location", "remote", "full-time", "part-time", "show", "hide",
];

/**
 * Visible text, alt, aria-label, title and placeholder of the page that contain a common English word, outside
 * elements that declare another language than the page's (the API host's content). E-mail addresses are not copy.
 * The document's title and description are left out: a post's or a job's carries its English title from the API. The brand's names are not copy.
 */
export async function englishLeftOver(page: Page, locale: string): Promise<string[]> {
  // One flat function: helpers declared inside it would be compiled with bundler helpers the page does not have.
  return page.evaluate(
    ({ words, locale }) => {
      const english = new RegExp(`(^|[^\\p{L}])(${words.join("|")})(?=$|[^\\p{L}])`, "iu");
      const found = new Set<string>();
      const samples: [string | null | undefined, Element][] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && !["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"].includes(parent.tagName)) samples.push([node.textContent, parent]);
      }
      for (const el of document.body.querySelectorAll("[alt], [aria-label], [title], [placeholder]")) {
        for (const attribute of ["alt", "aria-label", "title", "placeholder"]) samples.push([el.getAttribute(attribute), el]);
      }
      for (const [text, where] of samples) {
        const clean = (text ?? "").replace(/E7 Data Security|E7 Blindspot|\S+@\S+/g, "").replace(/\s+/g, " ").trim();
        const declared = where.closest("[lang]")?.getAttribute("lang");
        if (clean && english.test(clean) && (declared === undefined || declared === null || declared === locale)) found.add(clean.slice(0, 120));
      }
      return [...found];
    },
    { words: ENGLISH_WORDS, locale },
  );
}
