/** Turkish copy of the home page (issue 25); ids, links and image files come from the English module. */
import * as en from "./home";
import { overItems, type CopyOf } from "./translate";

export const homeHero: CopyOf<typeof en.homeHero> = {
  eyebrow: "Kurumsal veri koruma",
  description:
    "Blindspot, en hassas dosyalarınızı açıldıktan, paylaşıldıktan, yazdırıldıktan veya indirildikten sonra bile kontrolünüzde tutar; her sızıntının izini süren filigranlar ve dosyadan hiç ayrılmayan şifreleme sayesinde.",
  primaryCta: { ...en.homeHero.primaryCta, label: "Çözümleri Keşfedin" },
  secondaryCta: { ...en.homeHero.secondaryCta, label: "Demo Planlayın" },
};

export const heroSlides: CopyOf<typeof en.heroSlides> = overItems(en.heroSlides, [
  {
    eyebrow: "Ekran ve dosya filigranı",
    title: "Her ekranı ve her belgeyi izlenebilir kılın",
    description:
      "Dinamik filigranlar, görüntüleyen kişinin kimliğini, zamanı ve cihazı hem ekranda hem de Word, Excel, PowerPoint ve PDF dosyalarının içinde taşır; böylece çekilen bir fotoğraftan ya da iletilen bir kopyadan doğrudan kaynağa ulaşılır.",
    image: { alt: "Çapraz kullanıcı filigranı taşıyan ve bir kalkanla korunan gizli bir belge" },
  },
  {
    eyebrow: "Sızıntı önleme",
    title: "DLP'nizin göremediği sızıntı yollarını kapatın",
    description:
      "Ekran görüntüsü almayı engelleyin, yazdırmayı denetleyin, USB belleklere ve kişisel bulut depolamaya yapılan izinsiz kopyalamaları durdurun. Özelleştirilebilir uyarılar, kullanıcılara politikayı iş akışının içinde öğretir.",
    image: { alt: "USB bellek, yazıcı ve kişisel bulut bağlantıları engellenmiş, korunan bir dizüstü bilgisayar" },
  },
  {
    eyebrow: "Kalıcı şifreleme ve denetim",
    title: "Dosya nereye giderse gitsin onunla kalan koruma",
    description:
      "Dosyalar Microsoft 365, Box ve Google Drive'da da, iş ortaklarının dizüstü bilgisayarlarında da şifreli kalır. Erişimi anında iptal edin; denetçilere kimin neyi ne zaman açtığını eksiksiz gösterin.",
    image: { alt: "Bulut hizmetleri arasında taşınan şifreli bir dosya ve altında bir denetim zaman çizelgesi" },
  },
]);

export const breachStats: CopyOf<typeof en.breachStats> = {
  eyebrow: "Rakamlarla iç tehdit riski",
  title: "Veri ihlallerinde soru artık “olur mu” değil, “ne zaman”",
  description:
    "Kuruluşların çoğu zaten güvenlik duvarı ve uç nokta koruması kullanıyor. Kayıplar yine de büyüyor, çünkü veriler bu araçların güvendiği kişiler ve kanallar üzerinden dışarı çıkıyor.",
  items: overItems(en.breachStats.items, [
    { value: "%34", label: "her yıl ihlalden etkilenen işletme oranı", detail: "Kuruluşların üçte biri her yıl bir veri ihlali bildiriyor." },
    { value: "%34", label: "ihlal sıklığındaki artış", detail: "İş, bulutlara ve cihazlara yayıldıkça olayların sayısı artmaya devam ediyor." },
    { value: "%60", label: "içeriden kaynaklanan ihlal oranı", detail: "Sızıntıların çoğu, zaten meşru erişimi olan birinden başlıyor." },
    { value: "4,9 milyon $", label: "olay başına ortalama maliyet", detail: "Soruşturma, para cezaları, bildirim yükümlülükleri ve iş kaybı hızla birikiyor." },
  ]),
};

export const trustBenefits: CopyOf<typeof en.trustBenefits> = {
  eyebrow: "Güven ve uyum",
  title: "Ekiplerinizin benimsediği, denetçilerin güvendiği güvenlik",
  description:
    "Blindspot, çalışanları yavaşlatmadan verileri korur ve düzenleyici kurumların istediği kanıtları günlük işin doğal bir sonucu olarak kaydeder.",
  cards: overItems(en.trustBenefits.cards, [
    {
      title: "Dosyayla birlikte taşınan koruma",
      description: "Şifreleme ve kullanım hakları doğrudan dosyaya bağlıdır; koruma her cihazda, her ağda ve her bulutta geçerli kalır.",
    },
    {
      title: "Her sızıntının sahibi belli",
      description: "Görünür ve görünmez filigranlar, her ekranın ve her kopyanın arkasındaki kullanıcıyı, cihazı ve anı ortaya koyar.",
    },
    {
      title: "İlk günden denetime hazır",
      description: "Açma, düzenleme, yazdırma ve paylaşma işlemlerinin eksiksiz kaydı; SIEM ve raporlama araçlarınıza aktarılabilir.",
    },
    {
      title: "Dürüst kullanıcılar fark etmez bile",
      description: "Politikalar, çalışanların zaten kullandığı araçların arka planında işler; yalnızca bir kural tetiklendiğinde açık bir uyarı gösterilir.",
    },
  ]),
  regimes: ["GDPR", "HIPAA", "NIS2", "DORA", "PCI DSS", "BAE PDPL", "DPDP", "SDAIA"],
};

export const blindspotTeaser: CopyOf<typeof en.blindspotTeaser> = {
  eyebrow: "Blindspot ile tanışın",
  title: "Diğer araçlarınızın kaçırdığı sızıntıları görün",
  description:
    "Güvenlik duvarları ağı, DLP ise e-postayı izler; ancak ekrana doğrultulmuş bir telefon ya da çantaya konmuş bir çıktı hiçbir iz bırakmaz. Blindspot, zincirin son halkasını kapsar: güvenilen bir kullanıcı veriyi açtıktan sonra olup biten her şeyi.",
  points: [
    "Fotoğraf çekmeyi caydıran ve kaynağını belirleyen dinamik ekran filigranları",
    "Word, Excel, PowerPoint ve PDF dosyalarına gömülen filigranlar",
    "Kendi ifadelerinizle yazılmış uyarılarla ekran görüntüsü engelleme",
    "Yazdırma denetimi ve her kopyaya eşlik eden şifreleme",
  ],
  cta: { ...en.blindspotTeaser.cta, label: "Blindspot'u Keşfedin" },
  image: { ...en.blindspotTeaser.image, alt: "Filigranlı bir belge gösteren monitör ve yanında engellenmiş ekran görüntüsü ve yazdırma simgeleri" },
};

export const whatsNew: CopyOf<typeof en.whatsNew> = {
  title: "Yenilikler",
  description: "E7 veri güvenliği ekibinden araştırmalar, rehberler ve ürün haberleri.",
};
