/**
 * Per-page structured data builders (the site-wide WebSite and Organization are in ./structured-data).
 * Render with `<JsonLd data={...} />` from ./json-ld, which escapes the JSON for the HTML.
 */
import type { BlogPosting, BreadcrumbList, FAQPage, WithContext } from "schema-dts";
import { navigation } from "@/content/navigation.locales";
import { getRouteMeta } from "./metadata";
import { breadcrumbJsonLd, type Crumb } from "./structured-data";
import { routeMetadata } from "@/content/route-metadata";
import { site } from "@/content/site";
import type { BlogPost } from "@/lib/api/types";
import { byLocale, defaultLocale, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";

export type FaqEntry = { question: string; answer: string };

/** FAQPage from the same items the page's accordion shows, so the two never disagree; `path` is the page's own. */
export function faqPageJsonLd(baseUrl: string, path: string, items: readonly FaqEntry[], locale: Locale = defaultLocale): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: `${baseUrl}${path}`,
    inLanguage: locale,
    mainEntity: items.map((item) => ({
      "@type": "Question" as const,
      name: item.question,
      acceptedAnswer: { "@type": "Answer" as const, text: item.answer },
    })),
  };
}

/** Short names for breadcrumb trails in each language ("Apply" names a job's application form). */
const shortNames = byLocale<Readonly<Record<string, string>>>({
  en: {
    "/": "Home",
    "/solutions": "Solutions",
    "/compliance": "Compliance",
    "/blogs": "Blog",
    "/careers": "Careers",
    "/job-postings": "Job Openings",
    "/partners": "Partners",
    "/why-e7": "Why E7",
    "/vision": "Vision & Mission",
    apply: "Apply",
  },
  ar: {
    "/": "الرئيسية",
    "/solutions": "الحلول",
    "/compliance": "الامتثال",
    "/blogs": "المدونة",
    "/careers": "الوظائف",
    "/job-postings": "الوظائف الشاغرة",
    "/partners": "الشركاء",
    "/why-e7": "لماذا E7",
    "/vision": "الرؤية والرسالة",
    apply: "التقديم",
  },
  tr: {
    "/": "Ana Sayfa",
    "/solutions": "Çözümler",
    "/compliance": "Uyumluluk",
    "/blogs": "Blog",
    "/careers": "Kariyer",
    "/job-postings": "Açık Pozisyonlar",
    "/partners": "İş Ortakları",
    "/why-e7": "Neden E7",
    "/vision": "Vizyon ve Misyon",
    apply: "Başvuru",
  },
});

/** Short names of a locale's trails: the table above, then industries and use cases as the menus name them. */
function crumbNames(locale: Locale): Record<string, string> {
  const { industryLinks, useCaseLinks } = navigation(locale);
  return { ...shortNames(locale), ...Object.fromEntries([...industryLinks, ...useCaseLinks].map((l) => [l.href, l.label])) };
}

/** Parents that are not a path prefix: a job belongs under the job board, which belongs under careers. */
const logicalParents: readonly [prefix: string, parents: readonly string[]][] = [
  ["/job-details/", ["/careers", "/job-postings"]],
  ["/job-application/", ["/careers", "/job-postings"]],
  ["/job-postings", ["/careers"]],
];

/** A page's name in trails: its short name, else its h1, in `locale`. */
export function crumbName(path: string, locale: Locale = defaultLocale): string {
  return crumbNames(locale)[path] ?? getRouteMeta(path, locale).h1;
}

/**
 * The trail from home to `path`: Home, then every ancestor that is a real page (e.g. /solutions/industry is not),
 * then the page itself named `leafName` (defaults to the route's short name). Names and paths are in `locale`.
 */
export function breadcrumbTrail(path: string, leafName: string | undefined, locale: Locale): Crumb[] {
  const logical = logicalParents.find(([prefix]) => path.startsWith(prefix) || path === prefix.replace(/\/$/, ""));
  const segments = path.split("/").filter(Boolean);
  const ancestors = logical
    ? [...logical[1]]
    : segments
        .slice(0, -1)
        .map((_, i) => `/${segments.slice(0, i + 1).join("/")}`)
        .filter((p) => Object.hasOwn(routeMetadata, p));
  const trail = [{ name: crumbName("/", locale), path: "/" }, ...ancestors.map((p) => ({ name: crumbName(p, locale), path: p })), { name: leafName ?? crumbName(path, locale), path }];
  return trail.map((crumb) => ({ ...crumb, path: localizePath(crumb.path, locale) }));
}

/** BreadcrumbList for a nested page. */
export function breadcrumbsForPath(baseUrl: string, path: string, leafName: string | undefined, locale: Locale): WithContext<BreadcrumbList> {
  return breadcrumbJsonLd(baseUrl, breadcrumbTrail(path, leafName, locale));
}

/** A job's application form sits under the job itself: Home, Careers, Job Openings, the job, Apply. */
export function jobApplicationTrail(jobId: string, jobTitle: string, locale: Locale): Crumb[] {
  const id = encodeURIComponent(jobId);
  return [...breadcrumbTrail(`/job-details/${id}`, jobTitle, locale), { name: shortNames(locale).apply!, path: localizePath(`/job-application/${id}`, locale) }];
}

const absolute = (baseUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${baseUrl}${url.startsWith("/") ? "" : "/"}${url}`);

/**
 * A post's image as a crawler can fetch it. The API host often sits on a private network beside the site, so its
 * images are named by the site's optimizer (the 1,200-pixel rendition a visitor's browser gets); an SVG, which the
 * optimizer does not serve (next/image loads it from the host directly), keeps the host's URL.
 */
function crawlableImage(baseUrl: string, post: BlogPost): string {
  // A post from the API host may still show the site's own default cover (its own was missing or unusable).
  const fromHost = post.imageOrigin !== undefined && post.image.startsWith(`${post.imageOrigin}/`);
  if (!fromHost || /\.svg$/i.test(new URL(post.image).pathname)) return absolute(baseUrl, post.image);
  return `${baseUrl}/_next/image?url=${encodeURIComponent(post.image)}&w=1200&q=75`;
}

/**
 * BlogPosting for one post: headline, dates, author, image and publisher as Google's article results read them.
 * `url` is the page the data sits on; the post itself is in English whatever the page's language (`inLanguage`).
 */
export function blogPostingJsonLd(baseUrl: string, post: BlogPost, locale: Locale = defaultLocale): WithContext<BlogPosting> {
  const url = `${baseUrl}${localizePath(`/blogs/${encodeURIComponent(post.slug)}`, locale)}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title.length > 110 ? `${post.title.slice(0, 109)}…` : post.title,
    description: post.metaDescription || post.excerpt,
    datePublished: post.isoDate,
    dateModified: post.isoDate,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(post.image ? { image: [crawlableImage(baseUrl, post)] } : {}),
    author: post.author
      ? { "@type": "Person", name: post.author }
      : { "@type": "Organization", name: site.name, url: `${baseUrl}/` },
    publisher: { "@id": `${baseUrl}/#organization` },
    ...(post.keywords.length ? { keywords: post.keywords.join(", ") } : {}),
    articleSection: post.category.replace(/-/g, " "),
    inLanguage: "en",
  };
}
