/** Facts about the vendor shown across the site. One place, so marketing can change them without touching pages. */

export const site = {
  name: "E7",
  legalName: "E7 Data Security Ltd",
  /** Short product name: the default page title and what titles reset to. */
  shortName: "E7 Blindspot",
  productName: "Blindspot",
  tagline: "Data protection that travels with your files",
  blogTitleSuffix: " | E7 Blog",
  email: "info@e7datasecurity.com",
  salesEmail: "sales@e7datasecurity.com",
  careersEmail: "careers@e7datasecurity.com",
  phone: "+44 20 7946 0718",
  phoneHref: "tel:+442079460718",
  copyrightYear: 2025,
  /** The partner portal is external; its addresses are configuration, not copy. */
  partnerPortal: {
    signUpUrl: process.env.NEXT_PUBLIC_PARTNER_PORTAL_SIGNUP_URL || "https://partners.e7datasecurity.com/register",
    loginUrl: process.env.NEXT_PUBLIC_PARTNER_PORTAL_LOGIN_URL || "https://partners.e7datasecurity.com/login",
  },
  social: [
    { label: "LinkedIn", href: "https://www.linkedin.com/company/e7-data-security", icon: "linkedin" },
    { label: "X (Twitter)", href: "https://x.com/e7datasecurity", icon: "x" },
    { label: "YouTube", href: "https://www.youtube.com/@e7datasecurity", icon: "youtube" },
  ],
} as const;

/** The shape of `site` with its copy widened to string, so the Arabic and Turkish editions can fill it. */
export type SiteFacts = Omit<typeof site, "tagline" | "blogTitleSuffix"> & { readonly tagline: string; readonly blogTitleSuffix: string };

export type Office = {
  id: "hq" | "egypt" | "turkey" | "dubai";
  label: string;
  city: string;
  country: string;
  countryCode: string;
  streetAddress: string;
  /** The street line's language where it is written as locals write it in every edition (Istanbul's, in Turkish). */
  streetAddressLang?: "tr";
  postalCode?: string;
  phone: string;
};

export const offices: readonly Office[] = [
  {
    id: "hq",
    label: "Headquarters, England",
    city: "London",
    country: "United Kingdom",
    countryCode: "GB",
    streetAddress: "30 Churchill Place, Canary Wharf",
    postalCode: "E14 5RE",
    phone: "+44 20 7946 0718",
  },
  {
    id: "egypt",
    label: "Egypt office",
    city: "Giza",
    country: "Egypt",
    countryCode: "EG",
    streetAddress: "Smart Village, Building B115, Cairo–Alexandria Desert Road",
    postalCode: "12577",
    phone: "+20 2 3535 0718",
  },
  {
    id: "turkey",
    label: "Turkey office",
    city: "Istanbul",
    country: "Türkiye",
    countryCode: "TR",
    streetAddress: "Maslak Mahallesi, Büyükdere Caddesi No: 237, Sarıyer",
    streetAddressLang: "tr",
    postalCode: "34485",
    phone: "+90 212 555 0718",
  },
  {
    id: "dubai",
    label: "Dubai office",
    city: "Dubai",
    country: "United Arab Emirates",
    countryCode: "AE",
    streetAddress: "Dubai Internet City, Building 3, Office 214",
    phone: "+971 4 555 0718",
  },
];
