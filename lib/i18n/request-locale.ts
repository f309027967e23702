import { defaultLocale, isLocale, type Locale } from "./locales";

/**
 * The language an API client asked for (Accept-Language, by weight, primary subtags only) among the site's; English
 * when it names none of them. Only the built-in API's answers use it (its refusals, and the language stored with a
 * submission): they are not cached, so nothing varies by the header.
 */
export function requestLocale(request: Request): Locale {
  const ranges = (request.headers.get("accept-language") ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { language: tag.split("-")[0]!.toLowerCase(), weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((range) => isLocale(range.language) && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const first = ranges[0]?.language;
  return isLocale(first) ? first : defaultLocale;
}
