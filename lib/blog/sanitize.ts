import DOMPurify from "isomorphic-dompurify";
import { rewriteBodyImages } from "./body-images";

/**
 * Blog HTML comes from the API host and is rendered as HTML (spec 2.16): it is cleaned on the server first.
 * DOMPurify drops scripts, event handlers and javascript: URLs; forms, frames and styles are not allowed either.
 * Nothing in a body may load a file by itself except its <img>s, which rewriteBodyImages then points at the image
 * optimizer or drops: the author's srcset and sizes go, and so do <picture> sources, audio and video (whose URLs
 * the CSP's media-src would block, or which would resolve against the page), and the `background` attribute of
 * tables (an image request the browser makes from a relative URL).
 * `apiOrigin`: the API host's origin when the post came from it (BlogPost.imageOrigin).
 */
export function sanitizeBlogHtml(html: string, apiOrigin?: string): string {
  // With RETURN_DOM, DOMPurify hands back the <body> it parsed into, typed as a plain Node.
  const body = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed", "picture", "source", "audio", "video", "track"],
    FORBID_ATTR: ["style", "srcset", "sizes", "background", "poster"],
    ALLOW_DATA_ATTR: false,
    RETURN_DOM: true,
  }) as HTMLElement;
  rewriteBodyImages(body, apiOrigin);
  return body.innerHTML;
}
