/** Turkish copy of the solutions overview (issue 25); icons and image files come from the English module. */
import * as en from "./solutions";
import { overItems, type CopyOf } from "./translate";

export const solutionsHero: CopyOf<typeof en.solutionsHero> = {
  eyebrow: "Çözümler",
  description:
    "Sektörünüz ne olursa olsun ve güvenlik ekibinizin uykusunu ne kaçırırsa kaçırsın, Blindspot verilerinizin oluşturulma, paylaşılma ve kullanılma biçimine uyum sağlar.",
  art: {
    ...en.solutionsHero.art,
    alt: "Altı sektör simgesine bağlı merkezi bir kalkan: banka, fabrika, hastane, devlet binası, petrol platformu ve mağaza",
  },
};

export const solutionsIntro: CopyOf<typeof en.solutionsIntro> = {
  eyebrow: "Yaklaşımımız",
  title: "Yalnızca çevreyi değil, verinin kendisini koruyun",
  paragraphs: [
    "Hassas veriler artık kontrol ettiğiniz bir ağın içinde kalmıyor. Genel merkez ile şubeler, bulut ortamlarınız ile tedarikçilerinizin dizüstü bilgisayarları arasında dolaşıyor; evlerdeki ve havalimanlarındaki ekranlara kadar ulaşıyor.",
    "E7, korumayı doğrudan verinin içine yerleştirir. Filigranlar, kullanım hakları ve şifreleme dosya nereye giderse onunla gider ve her etkileşim kaydedilir; böylece güvenle paylaşır, düzenleyiciler sorduğunda kontrolün sizde olduğunu kanıtlarsınız.",
  ],
};

export const solutionsBenefits: CopyOf<typeof en.solutionsBenefits> = {
  eyebrow: "Neden işe yarıyor",
  title: "Tek platform, üç sonuç",
  cards: overItems(en.solutionsBenefits.cards, [
    {
      title: "Daha az sızıntı",
      description: "Caydırıcı filigranlar ve ekran yakalama engelleme, kazara ve fırsatçı sızıntıların çoğunu daha başlamadan durdurur.",
    },
    {
      title: "Daha hızlı soruşturmalar",
      description: "Adli filigranlar ve eksiksiz etkinlik kaydı, sızdırılan bir dosyanın kaynağını dakikalar içinde adıyla sanıyla ortaya koyar.",
    },
    {
      title: "Daha kolay denetimler",
      description: "Politikalar GDPR, HIPAA, NIS2, DORA ve diğer düzenlemelerin kontrolleriyle eşleşir; raporlar teslime hazırdır.",
    },
  ]),
};

export const solutionsTiles: CopyOf<typeof en.solutionsTiles> = {
  industries: {
    eyebrow: "Sektöre göre",
    title: "Düzenlemeye tabi sektörler için geliştirildi",
    description: "Tek bir sızıntının manşetlere taşındığı sektörler için özel olarak tasarlanmış politikalar ve entegrasyonlar.",
  },
  useCases: {
    eyebrow: "Kullanım senaryosuna göre",
    title: "Çözmeniz gereken sorunla başlayın",
    description: "Müşterilerimizin çoğu acil bir riskle başlar ve korumayı oradan genişletir.",
  },
  services: {
    eyebrow: "Hizmetler",
    title: "Platformu tamamlayan uzman hizmetler",
    description: "Danışmanlarımız riskleri değerlendirmenize, politika tasarlamanıza ve veri korumayı bir program olarak yürütmenize yardımcı olur.",
    empty: "Hizmet kataloğumuz güncelleniyor. Değerlendirme, kurulum ve yönetilen hizmetleri görüşmek için bizimle iletişime geçin.",
  },
};
