/** Turkish edition of the header, footer and sitemap navigation: the same links and order as English, translated labels. */
import * as en from "./navigation";
import type { NavItem, NavLink } from "./navigation";

export const industryLinks: readonly NavLink[] = [
  { label: "Kamu", href: "/solutions/industry/government", description: "Gizli bilgileri ve vatandaş verilerini koruyun" },
  { label: "Finans ve Bankacılık", href: "/solutions/industry/finance", description: "Müşteri ve işlem verilerini güvenceye alın" },
  { label: "Petrol ve Gaz", href: "/solutions/industry/oil-and-gas", description: "Keşif ve OT verilerinizi koruyun" },
  { label: "Perakende", href: "/solutions/industry/retail", description: "Müşteri ve fiyatlandırma verilerini gizli tutun" },
  { label: "Üretim", href: "/solutions/industry/manufacturing", description: "Tasarımlarınızı ve tedarik zinciri fikri mülkiyetinizi koruyun" },
  { label: "Sağlık", href: "/solutions/industry/healthcare", description: "Hasta kayıtlarını uçtan uca koruyun" },
];

export const useCaseLinks: readonly NavLink[] = [
  { label: "Veri Koruma", href: "/solutions/usecase/data-protection", description: "İçeriden sızıntıları ve veri kaçırmayı durdurun" },
  { label: "Fikri Mülkiyet Koruma", href: "/solutions/usecase/ip-protection", description: "Tasarımlarınız ve kaynak dosyalarınız sizde kalsın" },
  { label: "Mevzuata Uyum", href: "/solutions/usecase/regulatory-compliance", description: "Kontrolü denetçilere kanıtlayın" },
];

export const mainNav: readonly NavItem[] = [
  { kind: "link", label: "Ana Sayfa", href: "/" },
  { kind: "link", label: "Blindspot", href: "/blindspot" },
  {
    kind: "menu",
    label: "Çözümler",
    href: "/solutions",
    sections: [
      { title: "Sektöre Göre", links: industryLinks },
      { title: "Kullanım Senaryosuna Göre", links: useCaseLinks },
      { title: "Hizmetler", links: [], services: true },
    ],
  },
  {
    kind: "menu",
    label: "Kaynaklar",
    sections: [
      {
        title: "Kaynaklar",
        links: [
          { label: "Neden E7", href: "/why-e7", description: "Platformumuzu farklı kılan nedir" },
          { label: "Blog", href: "/blogs", description: "Veri güvenliği ve uyum üzerine görüşler" },
        ],
      },
    ],
  },
  { kind: "link", label: "Uyum", href: "/compliance" },
  { kind: "link", label: "İş Ortakları", href: "/partners" },
  {
    kind: "menu",
    label: "Hakkımızda",
    sections: [
      {
        title: "Hakkımızda",
        links: [
          { label: "Vizyon ve Misyon", href: "/vision", description: "Nereye gidiyoruz ve neden" },
          { label: "Neden E7", href: "/why-e7", description: "Güvenliği önceliklendiren kurumların tercihi" },
          { label: "Bize Ulaşın", href: "/contact", description: "Ekibimizle görüşün" },
          { label: "Kariyer", href: "/careers", description: "Veri güvenliğinin geleceğini birlikte inşa edin" },
        ],
      },
    ],
  },
];

export const demoCta: NavLink = { ...en.demoCta, label: "Demo Planlayın" };

export const footerQuickLinks: readonly NavLink[] = [
  { label: "Ana Sayfa", href: "/" },
  { label: "Blindspot", href: "/blindspot" },
  { label: "Çözümler", href: "/solutions" },
  { label: "İş Ortakları", href: "/partners" },
  { label: "Kariyer", href: "/careers" },
  { label: "Bize Ulaşın", href: "/contact" },
  { label: "Demo Talep Edin", href: "/request-demo" },
];

export const footerResources: readonly NavLink[] = [
  { label: "Neden E7", href: "/why-e7" },
  { label: "Blog", href: "/blogs" },
  { label: "Vizyon ve Misyon", href: "/vision" },
  { label: "Açık Pozisyonlar", href: "/job-postings" },
  { label: "Uyum", href: "/compliance" },
];

/** Regime acronyms stay in Latin; only the UAE law gets its country in Turkish (BAE). */
export const footerComplianceLinks: readonly NavLink[] = en.footerComplianceLinks.map((link) =>
  link.href === "/compliance/uae-pdpl" ? { ...link, label: "BAE PDPL" } : link,
);

export const legalLinks: readonly NavLink[] = [
  { label: "Gizlilik Politikası", href: "/privacy" },
  { label: "Şartlar ve Koşullar", href: "/terms" },
];
