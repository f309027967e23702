import { truncate } from "@/lib/format/text";
import { resolveImageUrl } from "@/lib/images/resolve";
import type { RawService } from "../raw-types";
import type { Service, ServiceNavItem } from "../types";

export const SERVICE_NAV_DESCRIPTION_LENGTH = 80;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * The host's service in the site's form: ids as strings, missing texts as empty strings, images resolved (see
 * toBlogPost's `apiOrigin`) or empty when they cannot be shown.
 */
export function toService(raw: RawService, apiOrigin?: string): Service {
  const image = (src: unknown): string => resolveImageUrl(text(src), apiOrigin) ?? "";
  const content = raw.content ?? ({} as Partial<RawService["content"]>);
  const hero = content.hero ?? ({} as Partial<RawService["content"]["hero"]>);
  const guidance = content.expertGuidance ?? ({} as Partial<RawService["content"]["expertGuidance"]>);
  const consulting = content.consultingServices ?? ({} as Partial<RawService["content"]["consultingServices"]>);
  const backgroundImage = image(hero.backgroundImage);
  const updatedAt = text(raw.updatedAt);
  return {
    title: text(raw.title),
    slug: text(raw.slug),
    content: {
      hero: {
        title: text(hero.title) || text(raw.title),
        description: text(hero.description),
        ...(backgroundImage ? { backgroundImage } : {}),
        ctaText: text(hero.ctaText),
        ctaUrl: text(hero.ctaUrl) || "/request-demo",
      },
      expertGuidance: {
        title: text(guidance.title),
        description: typeof guidance.description === "string" ? guidance.description : "",
        image: image(guidance.image),
        ctaText: text(guidance.ctaText),
        ctaUrl: text(guidance.ctaUrl) || "/request-demo",
      },
      consultingServices: {
        title: text(consulting.title),
        services: (Array.isArray(consulting.services) ? consulting.services : []).map((s) => ({
          id: String(s.id),
          title: text(s.title),
          description: text(s.description),
          image: image(s.image),
        })),
      },
    },
    ...(updatedAt ? { updatedAt } : {}),
  };
}

/** Header and footer entry: hero description cut to 80 characters plus '...'. */
export function toServiceNavItem(service: Pick<Service, "title" | "slug" | "content">): ServiceNavItem {
  return {
    title: service.title,
    slug: service.slug,
    description: truncate(service.content.hero.description, SERVICE_NAV_DESCRIPTION_LENGTH),
  };
}
