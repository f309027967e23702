/** Turkish edition of the site's facts: only the copy differs; contacts, codes and links come from the English module. */
import * as en from "./site";
import { withOfficeCopy, type OfficeCopy } from "./site.office-copy";

export const site: en.SiteFacts = {
  ...en.site,
  tagline: "Dosyalarınızla birlikte yol alan veri koruması",
  blogTitleSuffix: " | E7 Blogu",
};

/** Street lines stay as they are written locally (London's in English, Istanbul's already Turkish). */
const officeCopy: Record<en.Office["id"], OfficeCopy> = {
  hq: {
    label: "Genel Merkez, İngiltere",
    city: "Londra",
    country: "Birleşik Krallık",
    streetAddress: "30 Churchill Place, Canary Wharf",
  },
  egypt: {
    label: "Mısır ofisi",
    city: "Gize",
    country: "Mısır",
    streetAddress: "Smart Village, B115 Binası, Kahire–İskenderiye Çöl Yolu",
  },
  turkey: {
    label: "Türkiye ofisi",
    city: "İstanbul",
    country: "Türkiye",
    streetAddress: "Maslak Mahallesi, Büyükdere Caddesi No: 237, Sarıyer",
  },
  dubai: {
    label: "Dubai ofisi",
    city: "Dubai",
    country: "Birleşik Arap Emirlikleri",
    streetAddress: "Dubai Internet City, 3 No'lu Bina, Ofis\u00a0214",
  },
};

export const offices: readonly en.Office[] = withOfficeCopy(officeCopy);
