/** Arabic copy of the solutions overview (issue 25); icons and image files come from the English module. */
import * as en from "./solutions";
import { overItems, type CopyOf } from "./translate";

export const solutionsHero: CopyOf<typeof en.solutionsHero> = {
  eyebrow: "الحلول",
  description:
    "مهما كان قطاعك، ومهما كانت المخاوف التي تؤرق فريق الأمن لديك، يتكيّف Blindspot مع الطريقة التي تُنشأ بها بياناتك وتُشارَك وتُستخدَم.",
  art: {
    ...en.solutionsHero.art,
    alt: "درع في المركز متصل بستة رموز للقطاعات: مصرف ومصنع ومستشفى ومبنى حكومي ومنصة نفط ومتجر",
  },
};

export const solutionsIntro: CopyOf<typeof en.solutionsIntro> = {
  eyebrow: "نهجنا",
  title: "احمِ البيانات نفسها، لا محيط الشبكة فحسب",
  paragraphs: [
    "لم تعد البيانات الحساسة حبيسة شبكة تتحكم بها. فهي تنتقل بين المقر الرئيسي والفروع، وبين بيئاتك السحابية والأجهزة المحمولة لدى مورّديك، وتظهر على شاشات في المنازل والمطارات.",
    "تبني E7 الحماية داخل البيانات نفسها. فالعلامات المائية وصلاحيات الاستخدام والتشفير ترافق الملف أينما ذهب، وكل تعامل معه مسجَّل، لتشارك بثقة وتُثبت سيطرتك حين تطلب الجهات التنظيمية ذلك.",
  ],
};

export const solutionsBenefits: CopyOf<typeof en.solutionsBenefits> = {
  eyebrow: "لماذا تنجح حلولنا",
  title: "منصة واحدة وثلاث نتائج",
  cards: overItems(en.solutionsBenefits.cards, [
    {
      title: "تسريبات أقل",
      description: "توقف العلامات المائية الرادعة ومنع التقاط الشاشة معظم التسريبات العرضية والانتهازية قبل أن تبدأ.",
    },
    {
      title: "تحقيقات أسرع",
      description: "تحوّل العلامات المائية الجنائية وسجل النشاط الكامل أي ملف مسرَّب إلى مصدر معروف بالاسم خلال دقائق.",
    },
    {
      title: "تدقيق أبسط",
      description: "ترتبط السياسات بضوابط GDPR وHIPAA وNIS2 وDORA وغيرها، مع تقارير جاهزة للتسليم.",
    },
  ]),
};

export const solutionsTiles: CopyOf<typeof en.solutionsTiles> = {
  industries: {
    eyebrow: "حسب القطاع",
    title: "حلول مصمَّمة للقطاعات الخاضعة للتنظيم",
    description: "سياسات وتكاملات مصمّمة خصيصًا للقطاعات التي قد يتصدّر فيها تسريب واحد عناوين الأخبار.",
  },
  useCases: {
    eyebrow: "حسب حالة الاستخدام",
    title: "ابدأ بالمشكلة التي تحتاج إلى حلها",
    description: "يبدأ معظم عملائنا بمواجهة خطر واحد ملحّ، ثم يوسّعون نطاق الحماية انطلاقًا منه.",
  },
  services: {
    eyebrow: "الخدمات",
    title: "خدمات متخصصة تُكمل المنصة",
    description: "يساعدك مستشارونا على تقييم المخاطر وتصميم السياسات وإدارة حماية البيانات كبرنامج متكامل.",
    empty: "نعمل على تحديث قائمة خدماتنا. تواصل معنا لمناقشة خدمات التقييم والنشر والخدمات المُدارة.",
  },
};
