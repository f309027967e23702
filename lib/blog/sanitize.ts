import DOMPurify from "isomorphic-dompurify";

/**
 * Blog HTML comes from the API host and is rendered as HTML (spec 2.16): it is cleaned on the server first.
 * DOMPurify drops scripts, event handlers and javascript: URLs; forms, frames and styles are not allowed either.
 */
export function sanitizeBlogHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    FORBID_ATTR: ["style"],
    ALLOW_DATA_ATTR: false,
  });
}
