/** The demo calls to action of every marketing page (spec 1: 'Book a Demo' / 'Get a Demo' to /request-demo) per locale. */
import { byLocale } from "@/lib/i18n/locales";
import { demoLink, getDemoLink, type CtaLink } from "./types";

export type DemoLinks = { readonly demoLink: CtaLink; readonly getDemoLink: CtaLink };

/** `demoLinks(locale).demoLink` ('Book a Demo') and `.getDemoLink` ('Get a Demo'); English is types.ts's pair. */
export const demoLinks = byLocale<DemoLinks>({
  en: { demoLink, getDemoLink },
  ar: {
    demoLink: { ...demoLink, label: "احجز عرضًا توضيحيًا" },
    getDemoLink: { ...getDemoLink, label: "اطلب عرضًا توضيحيًا" },
  },
  tr: {
    demoLink: { ...demoLink, label: "Demo Planlayın" },
    getDemoLink: { ...getDemoLink, label: "Demo İsteyin" },
  },
});
