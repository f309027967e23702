import * as en from "./use-cases";
import { englishPart } from "./overlay";
import { overItems } from "./translate";

/** Arabic copy of the three use-case pages (spec 2.10); slugs, icons, links and images come from the English entries. */

const enData = en.useCases["data-protection"];
const enDataThreats = englishPart(enData.threats, "data-protection threats");
const dataProtection: en.UseCase = {
  ...enData,
  hero: {
    eyebrow: "حالة استخدام: الحماية من التهديدات الداخلية",
    description:
      "تتسرّب معظم البيانات عبر أشخاص مسموح لهم بالاطلاع عليها. ويمنع Blindspot المطّلعين من داخل المؤسسة، سواء أكانوا مهملين أم سيئي النية أم اختُرقت حساباتهم، من الاستيلاء على ما يمكنهم الوصول إليه.",
    art: { ...enData.hero.art, alt: "صورة ظلية لمستخدم داخل درع، مع سدّ منافذ التنزيل ولقطات الشاشة وأجهزة USB" },
  },
  threats: {
    eyebrow: "التهديدات",
    title: "ثلاث طرق تتسلّل بها البيانات إلى الخارج",
    description: "نادرًا ما تبدو الحوادث الداخلية هجماتٍ، بل تبدو عملًا اعتياديًا، ولهذا تغفل عنها أدوات مراقبة الشبكة.",
    cards: overItems(enDataThreats.cards, [
      {
        title: "تنزيلات أو نسخ غير مصرّح بها",
        description: "تنزيلات جماعية من محركات الأقراص المشتركة، ونسخ إلى وحدات USB أو حسابات سحابية شخصية.",
      },
      {
        title: "لقطات الشاشة والطباعة والنسخ واللصق",
        description: "التقاط الشاشة، وتصويرها بالهاتف، والطباعة، واللصق من الحافظة في التطبيقات الشخصية وأدوات الذكاء الاصطناعي.",
      },
      {
        title: "تسريب البيانات على يد موظفين مغادرين أو سيئي النية",
        description: "موظفون مغادرون يحملون قوائم العملاء والخطط إلى منافس، أو مستخدم ناقم يبيع البيانات.",
      },
    ]),
  },
  capabilities: {
    eyebrow: "الميزات الرئيسية",
    title: "خمس ضوابط توقف التسريبات الداخلية",
    description: "ضوابط متعددة الطبقات تردع وتمنع وتتتبّع، تُطبَّق وفق السياسات دون أن يشعر بها المستخدمون الملتزمون.",
    cards: overItems(enData.capabilities.cards, [
      { title: "علامات مائية ديناميكية على الشاشة", description: "طبقات تُظهر هوية المستخدم تردع التصوير، وتتتبّع أي صورة تُلتقط." },
      {
        title: "منع الالتقاط والنسخ من الحافظة",
        description: "امنع زر التقاط الشاشة وبرامج تسجيل الشاشة والنسخ واللصق من الملفات المحمية.",
      },
      {
        title: "التحكم في الطباعة",
        description: "اسمح بالطباعة أو أضف إليها علامة مائية أو امنعها، بحسب المستخدم أو تصنيف المستند أو الطابعة.",
      },
      { title: "تشفير دائم للملفات", description: "تبقى الملفات المنسوخة أو المنزَّلة مشفّرة وعديمة الفائدة خارج نطاق سياستك." },
      {
        title: "تحليلات السلوك والتنبيهات",
        description: "اكتشف الأنماط غير المعتادة في التنزيل أو الطباعة أو الوصول، ونبّه مركز العمليات الأمنية (SOC) لديك فورًا.",
      },
    ]),
  },
  resources: {
    title: "موارد الحماية من التهديدات الداخلية",
    description: "إرشادات لاكتشاف تسريبات البيانات من الداخل ومنعها.",
  },
};

const enIp = en.useCases["ip-protection"];
const enIpExplainer = englishPart(enIp.explainer, "ip-protection explainer");
const ipProtection: en.UseCase = {
  ...enIp,
  hero: {
    eyebrow: "حالة استخدام: حماية الملكية الفكرية",
    description:
      "التصاميم والشيفرة المصدرية والتركيبات ووثائق الاستراتيجية هي القيمة الحقيقية لأعمالك. ويُبقيها Blindspot تحت سيطرتك، حتى على أجهزة لا تملكها.",
    art: { ...enIp.hero.art, alt: "مخطط هندسي وملف شيفرة مصدرية مقفلان معًا خلف درع على شكل مفتاح" },
  },
  explainer: {
    ...enIpExplainer,
    eyebrow: "لماذا يهم ذلك",
    title: "ملكيتك الفكرية تغادر مقرك كل يوم",
    paragraphs: [
      "لا بد من مشاركة الملكية الفكرية كي تصنع قيمة: مع المهندسين والمتعاقدين، وشركاء التصنيع، والمستثمرين، والمرخَّص لهم. غير أن ضوابط الوصول التقليدية تتوقف عند المستودع، فما إن يُنزَّل الملف حتى يصبح بلا حماية.",
      "يربط Blindspot الحماية بالملف نفسه. فأنت تقرّر مَن يمكنه فتحه، وما الذي يمكنه فعله به، ولأي مدة، وتحتفظ بهذه السيطرة حتى بعد أن يغادر الملف أنظمتك.",
    ],
    image: { ...enIpExplainer.image, alt: "ملف تصميم محمي ينتقل من شركة إلى ثلاثة شركاء، وتحمل كل نسخة منه علامة مائية فريدة" },
  },
  capabilities: {
    eyebrow: "القدرات",
    title: "خمس قدرات تُبقي ملكيتك الفكرية لك",
    cards: overItems(enIp.capabilities.cards, [
      { title: "أمان دائم على مستوى الملف", description: "يرافق التشفير والصلاحيات كل نسخة، على أي جهاز أو سحابة أو شبكة." },
      { title: "علامات مائية ديناميكية", description: "يحمل كل عرض وكل طباعة هوية المستلم، فيكشف أي تسريب عن مصدره." },
      {
        title: "سياسات استخدام دقيقة",
        description: "حدّد صلاحيات العرض والتعديل والطباعة والنسخ والمشاركة لكل مستخدم ومجموعة وشريك وفترة زمنية.",
      },
      { title: "إلغاء الوصول في الوقت الفعلي", description: "اسحب الوصول إلى كل نسخة فورًا عند انتهاء عقد أو فقدان جهاز." },
      { title: "سجلات تدقيق كاملة", description: "سجل شامل لمن فتح كل ملف أو عدّله أو طبعه أو شاركه، ومن أين." },
    ]),
  },
  resources: {
    title: "موارد حماية الملكية الفكرية",
    description: "كيف تحمي الفرق الرائدة التصاميم والشيفرات والأسرار التجارية.",
  },
};

const enCompliance = en.useCases["regulatory-compliance"];
const enComplianceExplainer = englishPart(enCompliance.explainer, "regulatory-compliance explainer");
const regulatoryCompliance: en.UseCase = {
  ...enCompliance,
  hero: {
    eyebrow: "حالة استخدام: الامتثال التنظيمي",
    description:
      "حوّل التزامات حماية البيانات إلى ضوابط فعّالة وأدلة تدقيق، وفق GDPR وHIPAA وNIS2 وDORA وPCI DSS وقانون حماية البيانات الشخصية الإماراتي (PDPL) وDPDP وغيرها.",
    art: { ...enCompliance.hero.art, alt: "قائمة تحقق للامتثال بعناصر مؤشَّر عليها، بجوار شارة تدقيق ومستند محمي" },
  },
  explainer: {
    ...enComplianceExplainer,
    eyebrow: "مقدمة",
    title: "امتثال يُثبت نفسه بنفسه",
    paragraphs: [
      "لم تعد الجهات الرقابية تقبل سياساتٍ على الورق، بل تطلب منك أن تُثبت أن البيانات الشخصية والبيانات الخاضعة للتنظيم محمية فعليًا، وأن توضّح بدقة ما حدث عند وقوع أي خلل.",
      "يساعدك Blindspot على تحقيق ثلاثة أهداف في آن واحد:",
    ],
    aims: [
      "معرفة مواقع البيانات الخاضعة للتنظيم وتصنيفها بصورة متسقة",
      "حمايتها أينما خُزّنت، وحيثما تمت مشاركتها أو طباعتها",
      "إثبات السيطرة عليها بأدلة يقبلها المدققون والجهات الرقابية",
    ],
    cta: { ...englishPart(enComplianceExplainer.cta, "regulatory-compliance link"), label: "استكشف الامتثال" },
    image: { ...enComplianceExplainer.image, alt: "شارات اللوائح التنظيمية متصلة بلوحة معلومات مركزية تجمع أدلة التدقيق" },
  },
  capabilities: {
    eyebrow: "القدرات",
    title: "خمس قدرات وراء كل عملية تدقيق",
    cards: overItems(enCompliance.capabilities.cards, [
      {
        title: "التصنيف ووضع الوسوم",
        description: "صنّف البيانات بحسب حساسيتها تلقائيًا أو باختيار المستخدم، واجعل الوسم أساس كل سياسة.",
      },
      { title: "حماية دائمة", description: "يبقى التشفير وحقوق الاستخدام مع البيانات الخاضعة للتنظيم في كل موقع وبكل صيغة." },
      {
        title: "تتبّع النشاط في الوقت الفعلي",
        description: "تُسجَّل كل عملية فتح وتعديل وطباعة ومشاركة لحظة حدوثها، مع المستخدم والجهاز.",
      },
      {
        title: "لوحات معلومات جاهزة للتدقيق قابلة للتصدير إلى أدوات SIEM وBI",
        description: "طرق عرض جاهزة للامتثال، مع إمكانية التصدير إلى أدوات SIEM وذكاء الأعمال (BI) لديك لإعداد تقارير أشمل.",
      },
      {
        title: "التكامل مع DLP وCASB وDSPM",
        description: "يعمل مع أدوات DLP وCASB وDSPM الحالية لديك ليسدّ الثغرات بدلًا من تكرار وظائفها.",
      },
    ]),
  },
  resources: {
    title: "موارد الامتثال",
    description: "أدلة عملية حول GDPR وHIPAA وNIS2 وDORA وقوانين الخصوصية الإقليمية.",
  },
};

export const useCases: typeof en.useCases = {
  "data-protection": dataProtection,
  "ip-protection": ipProtection,
  "regulatory-compliance": regulatoryCompliance,
};
