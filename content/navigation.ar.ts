/** Arabic edition of the header, footer and sitemap navigation: the same links and order as English, translated labels. */
import * as en from "./navigation";
import type { NavItem, NavLink } from "./navigation";

export const industryLinks: readonly NavLink[] = [
  { label: "القطاع الحكومي", href: "/solutions/industry/government", description: "حماية البيانات السرية وبيانات المواطنين" },
  { label: "القطاع المالي والمصرفي", href: "/solutions/industry/finance", description: "تأمين بيانات العملاء وعمليات التداول" },
  { label: "النفط والغاز", href: "/solutions/industry/oil-and-gas", description: "حماية معلومات الاستكشاف والتقنيات التشغيلية" },
  { label: "قطاع التجزئة", href: "/solutions/industry/retail", description: "الحفاظ على سرية بيانات العملاء والأسعار" },
  { label: "التصنيع", href: "/solutions/industry/manufacturing", description: "حماية التصاميم والملكية الفكرية في سلسلة التوريد" },
  { label: "الرعاية الصحية", href: "/solutions/industry/healthcare", description: "حماية سجلات المرضى من طرف إلى طرف" },
];

export const useCaseLinks: readonly NavLink[] = [
  { label: "حماية البيانات", href: "/solutions/usecase/data-protection", description: "إيقاف التسريبات الداخلية وتهريب البيانات" },
  { label: "حماية الملكية الفكرية", href: "/solutions/usecase/ip-protection", description: "تصاميمك وملفاتك المصدرية تبقى ملكًا لك" },
  { label: "الامتثال التنظيمي", href: "/solutions/usecase/regulatory-compliance", description: "أثبت سيطرتك على البيانات أمام المدققين" },
];

export const mainNav: readonly NavItem[] = [
  { kind: "link", label: "الرئيسية", href: "/" },
  { kind: "link", label: "Blindspot", href: "/blindspot" },
  {
    kind: "menu",
    label: "الحلول",
    href: "/solutions",
    sections: [
      { title: "حسب القطاع", links: industryLinks },
      { title: "حسب حالة الاستخدام", links: useCaseLinks },
      { title: "الخدمات", links: [], services: true },
    ],
  },
  {
    kind: "menu",
    label: "الموارد",
    sections: [
      {
        title: "الموارد",
        links: [
          { label: "لماذا E7", href: "/why-e7", description: "ما يميّز منصتنا عن غيرها" },
          { label: "المدونة", href: "/blogs", description: "رؤى حول أمن البيانات والامتثال" },
        ],
      },
    ],
  },
  { kind: "link", label: "الامتثال", href: "/compliance" },
  { kind: "link", label: "الشركاء", href: "/partners" },
  {
    kind: "menu",
    label: "من نحن",
    sections: [
      {
        title: "من نحن",
        links: [
          { label: "الرؤية والرسالة", href: "/vision", description: "إلى أين نمضي ولماذا" },
          { label: "لماذا E7", href: "/why-e7", description: "موضع ثقة المؤسسات التي تضع الأمن أولًا" },
          { label: "اتصل بنا", href: "/contact", description: "تحدّث إلى فريقنا" },
          { label: "الوظائف", href: "/careers", description: "شارك في بناء مستقبل أمن البيانات" },
        ],
      },
    ],
  },
];

export const demoCta: NavLink = { ...en.demoCta, label: "احجز عرضًا توضيحيًا" };

export const footerQuickLinks: readonly NavLink[] = [
  { label: "الرئيسية", href: "/" },
  { label: "Blindspot", href: "/blindspot" },
  { label: "الحلول", href: "/solutions" },
  { label: "الشركاء", href: "/partners" },
  { label: "الوظائف", href: "/careers" },
  { label: "اتصل بنا", href: "/contact" },
  { label: "اطلب عرضًا توضيحيًا", href: "/request-demo" },
];

export const footerResources: readonly NavLink[] = [
  { label: "لماذا E7", href: "/why-e7" },
  { label: "المدونة", href: "/blogs" },
  { label: "الرؤية والرسالة", href: "/vision" },
  { label: "الوظائف الشاغرة", href: "/job-postings" },
  { label: "الامتثال", href: "/compliance" },
];

/** Regime acronyms stay in Latin; only the UAE law gets its country in Arabic. */
export const footerComplianceLinks: readonly NavLink[] = en.footerComplianceLinks.map((link) =>
  link.href === "/compliance/uae-pdpl" ? { ...link, label: "PDPL الإماراتي" } : link,
);

export const legalLinks: readonly NavLink[] = [
  { label: "سياسة الخصوصية", href: "/privacy" },
  { label: "الشروط والأحكام", href: "/terms" },
];
