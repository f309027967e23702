/** The small label above the title on a sharing card: which part of the site the page belongs to. */
const sections: readonly [prefix: string, label: string][] = [
  ["/solutions/industry/", "Industry solutions"],
  ["/solutions/usecase/", "Use cases"],
  ["/solutions/services/", "Services"],
  ["/solutions", "Solutions"],
  ["/compliance", "Compliance"],
  ["/blogs", "E7 Blog"],
  ["/careers", "Careers at E7"],
  ["/job-postings", "Careers at E7"],
  ["/job-details/", "Careers at E7"],
  ["/job-application/", "Careers at E7"],
  ["/partners", "Partner programme"],
  ["/blindspot", "Product"],
  ["/why-e7", "Why E7"],
  ["/vision", "About E7"],
  ["/contact", "Contact"],
  ["/request-demo", "Book a demo"],
  ["/privacy", "Legal"],
  ["/terms", "Legal"],
];

export function ogEyebrow(path: string): string {
  return sections.find(([prefix]) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`))?.[1] ?? "E7 Data Security";
}
