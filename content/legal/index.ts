/** The legal documents in each of the site's languages; the pages ask for theirs with the visitor's locale. */
import { byLocale, defaultLocale, type Locale } from "@/lib/i18n/locales";
import * as privacyEn from "./privacy";
import * as privacyAr from "./privacy.ar";
import * as privacyTr from "./privacy.tr";
import * as termsEn from "./terms";
import * as termsAr from "./terms.ar";
import * as termsTr from "./terms.tr";
import type { LegalDocument } from "./types";

export type LegalDocumentId = "privacy" | "terms";

const documents = byLocale<Readonly<Record<LegalDocumentId, LegalDocument>>>({
  en: { privacy: privacyEn.privacyPolicy, terms: termsEn.termsOfUse },
  ar: { privacy: privacyAr.privacyPolicy, terms: termsAr.termsOfUse },
  tr: { privacy: privacyTr.privacyPolicy, terms: termsTr.termsOfUse },
});

/** The privacy notice or the terms of use in `locale` (English when none is given). */
export const legalDocument = (id: LegalDocumentId, locale: Locale = defaultLocale): LegalDocument => documents(locale)[id];
