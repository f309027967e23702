/** Turkish copy of the partner programme page (issue 25); icons, ids and image files come from the English module. */
import * as en from "./partners";
import { overItems, type CopyOf } from "./translate";

export const partnersHero: CopyOf<typeof en.partnersHero> = {
  eyebrow: "İş ortaklığı programı",
  description:
    "Bayiler, yönetilen hizmet sağlayıcılar, sistem entegratörleri, danışmanlar ve teknoloji ortakları, E7 ile kârlı veri koruma işleri kuruyor.",
  registerLabel: "İş Ortağı Olarak Kaydolun",
  art: { ...en.partnersHero.art, alt: "Merkezdeki E7 kalkanına bağlı iş ortağı kuruluşlardan oluşan bir ağ" },
};

export const partnerTypes: CopyOf<typeof en.partnerTypes> = [
  "Bayiler",
  "Yönetilen hizmet sağlayıcılar",
  "Sistem entegratörleri",
  "Danışmanlar",
  "Teknoloji ortakları",
];

export const portalCards: CopyOf<typeof en.portalCards> = {
  member: {
    title: "Zaten üye misiniz?",
    description: "Fırsat kaydetmek, satış materyallerini indirmek ve sertifikalarınızı takip etmek için iş ortağı portalında oturum açın.",
    cta: "Buradan Giriş Yapın!",
  },
  join: {
    title: "İş Ortağımız Olun",
    description: "Başvurunuzu birkaç dakikada tamamlayın. Kanal ekibimiz her başvuruyu inceler ve beş iş günü içinde yanıt verir.",
    cta: "Hemen Kaydolun!",
  },
};

export const partnerBenefits: CopyOf<typeof en.partnerBenefits> = {
  eyebrow: "İş ortağı avantajları",
  title: "Satışları kazanmak ve projeleri teslim etmek için ihtiyacınız olan her şey",
  description: "Veri korumayı sizin için büyüyen ve düzenli gelir getiren bir iş koluna dönüştürmek üzere tasarlanmış bir program.",
  cards: overItems(en.partnerBenefits.cards, [
    {
      title: "Siber güvenlik paketine erişim",
      description: "Demolar, kavram kanıtlama çalışmaları ve kendi iç kullanımınız için Blindspot'a ve E7 platformuna tam erişim.",
    },
    {
      title: "Satış ve pazarlama desteği",
      description: "Satış kılavuzları, ortak markalı kampanyalar, pazar geliştirme fonları ve uzmanlarımızla ortak müşteri görüşmeleri.",
    },
    {
      title: "Fırsat kaydıyla rekabetçi komisyon",
      description: "Cazip kâr marjları ve portal üzerinden kaydettiğiniz anda koruma altına alınan satış fırsatları.",
    },
    {
      title: "Eğitim ve sertifikasyon",
      description: "Uygulamalı laboratuvarlar ve sertifikalı iş ortağı rozetiyle satış, satış öncesi ve teknik sertifikasyon programları.",
    },
  ]),
};

export const partnerFaq: CopyOf<typeof en.partnerFaq> = {
  eyebrow: "SSS",
  title: "İş ortaklığı programı hakkında sorular",
  items: overItems(en.partnerFaq.items, [
    {
      question: "E7 iş ortaklığı programına kimler katılabilir?",
      answer:
        "Güvenlik alanında satış, uygulama veya danışmanlık yapan her tescilli işletme: katma değerli bayiler, yönetilen hizmet sağlayıcılar, sistem entegratörleri, danışmanlık firmaları ve ürünleri bizimkileri tamamlayan teknoloji üreticileri.",
    },
    {
      question: "İş ortakları hangi avantajlardan yararlanır?",
      answer:
        "Demolar ve iç kullanım için E7 güvenlik paketinin tamamına erişim, satış ve pazarlama desteği, fırsat kaydıyla korunan rekabetçi komisyon ile satış ve teknik ekipleriniz için eğitim ve sertifikasyon.",
    },
    {
      question: "İş ortağı portalına nasıl erişim sağlarım?",
      answer:
        "İş ortağı portalının kayıt sayfasından başvurun. Kanal ekibimiz başvurunuzu onayladığında giriş bilgileriniz e-postayla gönderilir; ardından bu sayfadaki “Buradan Giriş Yapın!” bağlantısıyla oturum açabilirsiniz.",
    },
    {
      question: "Hangi eğitim ve sertifikasyon seçenekleri sunuluyor?",
      answer:
        "Satış ve satış öncesi ekiplerinizin kendi hızında ilerleyebileceği çevrimiçi kurslar, mühendisler için uygulamalı laboratuvarlı ve eğitmen eşliğinde teknik eğitimler ve ekibinizi Blindspot'u kurmaya ve desteklemeye yetkin kılan sertifikasyon sınavları.",
    },
  ]),
};
