/** Arabic edition of the site's facts: only the copy differs; contacts, codes and links come from the English module. */
import * as en from "./site";
import { withOfficeCopy, type OfficeCopy } from "./site.office-copy";

export const site: en.SiteFacts = {
  ...en.site,
  tagline: "حماية للبيانات ترافق ملفاتك أينما انتقلت",
  blogTitleSuffix: " | مدونة E7",
};

/** The Istanbul street line stays in Turkish (Latin script): it is the form the post and taxi drivers know. */
const officeCopy: Record<en.Office["id"], OfficeCopy> = {
  hq: {
    label: "المقر الرئيسي، إنجلترا",
    city: "لندن",
    country: "المملكة المتحدة",
    streetAddress: "30 تشرشل بليس، كناري وارف",
  },
  egypt: {
    label: "مكتب مصر",
    city: "الجيزة",
    country: "مصر",
    streetAddress: "القرية الذكية، المبنى B115، طريق القاهرة–الإسكندرية الصحراوي",
  },
  turkey: {
    label: "مكتب تركيا",
    city: "إسطنبول",
    country: "تركيا",
    streetAddress: "Maslak Mahallesi, Büyükdere Caddesi No: 237, Sarıyer",
  },
  dubai: {
    label: "مكتب دبي",
    city: "دبي",
    country: "الإمارات العربية المتحدة",
    streetAddress: "مدينة دبي للإنترنت، المبنى 3، المكتب\u00a0214",
  },
};

export const offices: readonly en.Office[] = withOfficeCopy(officeCopy);
