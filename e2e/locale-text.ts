import type { Page } from "@playwright/test";

/**
 * Common English words that have no business on an Arabic or Turkish page outside content from the API host (marked
 * with its own `lang`) and brand names. None of them is also a Turkish word.
 */
const ENGLISH_WORDS = [
  "the", "and", "of", "to", "for", "with", "your", "our", "you", "we", "are", "from", "more", "read", "learn", "view",
  "all", "apply", "now", "submit", "send", "name", "email", "phone", "message", "company", "home", "about", "contact",
  "us", "page", "next", "previous", "search", "filter", "posts", "jobs", "job", "loading", "error", "try", "again",
  "back", "close", "open", "menu", "book", "get", "how", "why", "what", "who", "this", "that", "by", "or", "not", "no",
  "required", "please", "enter", "select", "choose", "details", "share", "latest", "protect", "data", "security",
  "solutions", "resources", "careers", "partners", "privacy", "terms", "policy", "skip", "main", "content", "language",
  "posted", "ago", "today", "yesterday", "salary", "location", "remote", "full-time", "part-time", "show", "hide",
];

/**
 * Visible text, alt, aria-label, title and placeholder of the page that contain a common English word, outside
 * elements that declare another language than the page's (the API host's content). The brand's names are not copy.
 */
export async function englishLeftOver(page: Page, locale: string): Promise<string[]> {
  return page.evaluate(
    ({ words, locale }) => {
      const english = new RegExp(`(^|[^\\p{L}])(${words.join("|")})(?=$|[^\\p{L}])`, "iu");
      const foreign = (el: Element | null) => {
        const declared = el?.closest("[lang]")?.getAttribute("lang");
        return declared !== undefined && declared !== null && declared !== locale;
      };
      const found = new Set<string>();
      const check = (text: string | null | undefined, where: Element | null) => {
        const clean = (text ?? "").replace(/E7 Data Security|E7 Blindspot/g, "").replace(/\s+/g, " ").trim();
        if (clean && english.test(clean) && !foreign(where)) found.add(clean.slice(0, 120));
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && !["SCRIPT", "STYLE", "TEMPLATE"].includes(parent.tagName)) check(node.textContent, parent);
      }
      for (const el of document.body.querySelectorAll("[alt], [aria-label], [title], [placeholder]")) {
        for (const attribute of ["alt", "aria-label", "title", "placeholder"]) check(el.getAttribute(attribute), el);
      }
      check(document.title, document.documentElement);
      const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
      check(description, document.documentElement);
      return [...found];
    },
    { words: ENGLISH_WORDS, locale },
  );
}
