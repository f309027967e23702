import type * as en from "./industries";
import { englishIndustry } from "./overlay";
import { overItems } from "./translate";

/** Turkish copy of the six industry pages (spec 2.9); slugs, layouts, icons and images come from the English entries. */

const enFinance = englishIndustry("finance", "core");
const finance: en.CoreIndustry = {
  ...enFinance,
  name: "Finans ve Bankacılık",
  hero: {
    eyebrow: "Finans ve bankacılık (BFSI)",
    description:
      "Bankalar, sigorta şirketleri ve varlık yönetim şirketleri; müşteri kayıtlarını, alım satım stratejilerini ve yönetim kurulu belgelerini gizli tutmak ve bunu düzenleyicilere kanıtlamak için Blindspot'a güveniyor.",
    art: { ...enFinance.hero.art, alt: "Bir kalkanın ardında banka binası, korunan hesap ekstreleri ve yükselen bir grafik" },
  },
  intro: {
    eyebrow: "Zorluk",
    title: "Finansal veriler, en çok hedef alınan verilerdir",
    paragraphs: [
      "Hesap bilgileri, kredi dosyaları, birleşme ve satın alma belgeleri ile alım satım modelleri suçlular ve rakipler için bir servet değerindedir; üstelik bunların çoğu her gün çalışanların, yüklenicilerin ve dış kaynaklı operasyon ekiplerinin elinden geçer.",
      "Düzenleyiciler, müşteri verilerine kimin eriştiğini bilmenizi ve bu verilerin kontrolünüzden hiç çıkmadığını göstermenizi bekler. Blindspot, ön ofisi yavaşlatmadan bu kontrolü size her ekranda ve her dosyada sağlar.",
    ],
  },
  banner: {
    title: "Finansal hizmetlerin gerçeklerine göre tasarlandı",
    points: [
      {
        title: "Müşteri verilerini koruyun",
        description: "Hesap ekstrelerini, KYC dosyalarını ve kredi raporlarını nerede açılırlarsa açılsınlar filigranla işaretleyin ve şifreleyin.",
      },
      {
        title: "İşlem salonunu güvence altına alın",
        description: "İşlem masalarındaki bilgisayarlarda pozisyonların, araştırmaların ve fiyatlamaların ekran görüntüsünün alınmasını engelleyin.",
      },
      { title: "Denetim otoritelerinin beklentilerini karşılayın", description: "DORA, GLBA, PCI DSS ve NYDFS 23 NYCRR 500 için kanıtlar tek bir denetim izinde." },
    ],
  },
  whyTrust: {
    eyebrow: "Bankalar neden E7'ye güveniyor",
    title: "En sıkı düzenlenen sektör için güven",
    cards: overItems(enFinance.whyTrust.cards, [
      {
        title: "Tasarımı gereği sıfır güven",
        description: "Kullanıcı kim olursa olsun, dosya nerede bulunursa bulunsun her açma, yazdırma ve paylaşma işlemi politikaya göre yetkilendirilir.",
      },
      {
        title: "Adli hesap verebilirlik",
        description: "Görünmez filigranlar, sızdırılan ekran görüntülerini ve belgeleri adı belli bir kullanıcıya ve oturuma kadar izler.",
      },
      {
        title: "Düzenleyicilere hazır kanıtlar",
        description: "DORA, GLBA ve PCI DSS kontrolleriyle eşleştirilmiş, her türlü müdahaleyi belli eden kayıtlar ve raporlar.",
      },
    ]),
  },
  offerings: {
    eyebrow: "Temel çözümler",
    title: "Blindspot finansal hizmetlerde neleri korur",
    cards: overItems(enFinance.offerings.cards, [
      {
        title: "Ön ofis için ekran filigranı",
        description: "Alım satım ekranlarının, müşteri portföylerinin ve yayımlanmamış araştırmaların fotoğrafının çekilmesini caydırın.",
      },
      {
        title: "Müşteri dosyaları için kalıcı şifreleme",
        description: "Hesap ekstreleri, kredi dosyaları ve KYC paketleri aracı kurumlara veya denetçilere gönderildiğinde bile şifreli kalır.",
      },
      { title: "Şubeler için güvenli yazdırma", description: "Şubelerde ve arka ofislerde yazdırılan her belgeyi kontrol edin ve filigranla işaretleyin." },
      { title: "Denetim izi ve SIEM aktarımı", description: "Her erişim olayını SIEM'inize aktarın ve denetim raporlarını istediğiniz anda oluşturun." },
    ]),
  },
  closing: {
    title: "Yalnızca müşteri verilerini değil, müşteri güvenini de koruyun",
    description: "Blindspot'un ana bankacılık, alım satım ve belge iş akışlarınıza nasıl uyum sağladığını size özel bir demoda görün.",
  },
};

const enManufacturing = englishIndustry("manufacturing", "core");
const manufacturing: en.CoreIndustry = {
  ...enManufacturing,
  name: "Üretim",
  hero: {
    eyebrow: "Üretim sektörü",
    description:
      "CAD modellerini, formülleri, proses reçetelerini ve tedarikçi sözleşmelerini fabrikalarınızda, mühendislik ortaklarınızda ve küresel tedarik zincirinizin tamamında kontrolünüz altında tutun.",
    art: { ...enManufacturing.hero.art, alt: "Kilitle korunan bir mühendislik çiziminin yanında bir fabrika ve bir dişli" },
  },
  whyTrust: {
    eyebrow: "Üreticiler neden E7'ye güveniyor",
    title: "Tasarımlarınız, rekabet avantajınızdır",
    cards: overItems(enManufacturing.whyTrust.cards, [
      {
        title: "Fikri mülkiyetiniz sizde kalır",
        description: "Çizimler ve teknik şartnameler şifreli kalır; yalnızca onay verdiğiniz kişiler tarafından kullanılabilir.",
      },
      { title: "Tedarikçilerle güvenli iş birliği", description: "Fason üreticilerle paylaşın ve proje biter bitmez erişimi iptal edin." },
      { title: "Üretim hattında kesinti yok", description: "Koruma, mühendislik araçları ve üretim sahası sistemleriyle birlikte sessizce çalışır." },
    ]),
  },
  offerings: {
    eyebrow: "Temel çözümler",
    title: "Blindspot üretimde neleri korur",
    cards: overItems(enManufacturing.offerings.cards, [
      {
        title: "Kalıcı CAD ve PLM koruması",
        description: "Şifreleme, PLM'den dışa aktarılan tasarım dosyalarıyla birlikte her iş istasyonuna ve iş ortağına taşınır.",
      },
      { title: "Filigranlı çizimler", description: "Yazdırılan veya paylaşılan her çizim alıcının adını taşır; böylece kopyaların izi sürülebilir." },
      {
        title: "Gerçek zamanlı erişim iptali",
        description: "Bir tedarikçinin bir dosyanın her kopyasına erişimini, dosya nereye gönderilmiş olursa olsun anında geri alın.",
      },
      { title: "Tedarik zinciri görünürlüğü", description: "İş ortağı ağınızın tamamında hangi tasarımı kimin, nerede ve ne zaman açtığını görün." },
    ]),
  },
  closing: {
    title: "Tasarımlarınızı rakiplerinizle değil, iş ortaklarınızla paylaşın",
    description: "Blindspot'un tedarik zinciriniz boyunca CAD dosyalarını ve teknik şartnameleri nasıl koruduğunu görmek için bir demo planlayın.",
  },
};

const enHealthcare = englishIndustry("healthcare", "core");
const healthcare: en.CoreIndustry = {
  ...enHealthcare,
  name: "Sağlık",
  hero: {
    eyebrow: "Sağlık ve yaşam bilimleri",
    description:
      "Hasta kayıtlarını, klinik araştırmaları ve faturalama verilerini hastanelerde, kliniklerde, laboratuvarlarda ve iş ortaklarınızda, HIPAA ve GDPR uyumunu destekleyen denetim izleriyle koruyun.",
    art: { ...enHealthcare.hero.art, alt: "Koruyucu bir kalkanın içinde, sağlık simgesi ve kalp atışı çizgisi taşıyan bir tıbbi kayıt" },
  },
  intro: {
    eyebrow: "Zorluk",
    title: "Hasta verileri hem dolaşmalı hem de gizli kalmalı",
    paragraphs: [
      "Klinisyenler kayıtlara hasta başında, araştırmacılar veri kümelerine, sigorta şirketleri ise tazminat taleplerine ihtiyaç duyar. Her devir teslim, korunan sağlık bilgilerinin yanlış ekrana ya da yanlış gelen kutusuna düşmesi için bir fırsattır.",
      "Blindspot bu bilgileri ortak iş istasyonlarında, dışa aktarılan raporlarda ve kâğıt üzerinde korur; her erişimi kaydeder, böylece gizlilik sorumlunuz soruları dakikalar içinde yanıtlayabilir. HIPAA kapsamında bir ihlalin 60 gün içinde bildirilmesi gerekir; tam olarak neyin açığa çıktığını bilmek her şeyi değiştirir.",
    ],
  },
  whyTrust: {
    eyebrow: "Sağlık kuruluşları neden E7'ye güveniyor",
    title: "Sağlık hizmetinin hızına ayak uyduran gizlilik",
    cards: overItems(enHealthcare.whyTrust.cards, [
      { title: "Klinisyen dostu", description: "Hasta başında fazladan tıklama yok: politikalar korunan kayıtlara otomatik olarak uygulanır." },
      {
        title: "Erişimde tam görünürlük",
        description: "Hasta verilerini kimin görüntülediğini, yazdırdığını veya dışa aktardığını, bunu hangi cihazda ve ne zaman yaptığını bilin.",
      },
      { title: "HIPAA ve GDPR desteği", description: "Denetçilerin incelediği gizlilik ve güvenlik kurallarıyla eşleşen kontroller ve raporlar." },
    ]),
  },
  offerings: {
    eyebrow: "Temel çözümler",
    title: "Blindspot sağlık sektöründe neleri korur",
    cards: overItems(enHealthcare.offerings.cards, [
      { title: "Ortak iş istasyonlarında filigran", description: "Servislerde, hasta kabul alanlarında ve laboratuvarlarda her ekranın arkasındaki kullanıcıyı belirleyin." },
      {
        title: "Şifreli araştırma verileri",
        description: "Klinik çalışma verileri ve genomik veri kümeleri, iş ortakları ve sponsorlarla paylaşıldığında şifreli kalır.",
      },
      { title: "Kontrollü yazdırma", description: "Yazdırılan taburcu notlarını, reçeteleri ve raporları filigranla işaretleyin ve kayıt altına alın." },
      {
        title: "İhlal soruşturması",
        description: "Bildirim sürelerine gerçeklere dayanarak uymak için neyin, kime açığa çıktığını kesin olarak belirleyin.",
      },
    ]),
  },
  closing: {
    title: "Sağlık hizmeti sunulan her yerde hasta verilerini gizli tutun",
    description: "Blindspot'un klinik ve araştırma sistemlerinizdeki kayıtları nasıl koruduğunu görün.",
  },
};

const enGovernment = englishIndustry("government", "core");
const government: en.CoreIndustry = {
  ...enGovernment,
  name: "Kamu Sektörü",
  hero: {
    eyebrow: "Devlet ve kamu sektörü",
    description:
      "Gizli belgeleri, politika taslaklarını ve vatandaş verilerini izlenebilir filigranlarla, ekran yakalama engellemesiyle ve kurumlar arasında her dosyayı takip eden şifrelemeyle koruyun.",
    art: { ...enGovernment.hero.art, alt: "Önünde gizli bir belge ve bir kalkan bulunan bir devlet binası" },
  },
  intro: {
    eyebrow: "Zorluk",
    title: "Kamu güveni, asla sızmayan bilgilere bağlıdır",
    paragraphs: [
      "Bakanlıklar ve kamu kurumları, vatandaş kayıtlarından ulusal güvenlik bilgilerine kadar uzanan materyalleri işler ve bunları birimler, yükleniciler ve uluslararası ortaklarla paylaşır.",
      "Sızdırılan tek bir resmî yazı, bir politikayı raydan çıkarabilir ya da hayatları tehlikeye atabilir. Blindspot, her ekranda ve her belgede yalnızca bilmesi gerekenin bilmesi ilkesini uygular ve her ifşanın kaynağına kadar izlenebilmesini sağlar.",
    ],
  },
  whyTrust: {
    eyebrow: "Kamu kurumları neden E7'ye güveniyor",
    title: "Kamu sektörü standartlarını karşılayan kontrol",
    cards: overItems(enGovernment.whyTrust.cards, [
      {
        title: "Gizlilik derecelerine duyarlı",
        description: "Politikalar, hizmete özelden gizliye kadar gizlilik derecelendirme şemanızı otomatik olarak izler.",
      },
      {
        title: "Veri egemenliğine uygun kurulum",
        description: "Tamamen kurum içinde veya ulusal bir bulutta çalıştırın; hiçbir veri yetki alanınızın dışına çıkmaz.",
      },
      { title: "Sızıntı kaynağının tespiti", description: "Adli filigranlar, sızdırılan belgelerin ve ekran fotoğraflarının kaynağını belirler." },
    ]),
  },
  offerings: {
    eyebrow: "Temel çözümler",
    title: "Blindspot kamu sektöründe neleri korur",
    cards: overItems(enGovernment.offerings.cards, [
      {
        title: "Gizli belge koruması",
        description: "Belgeleri gizlilik derecelerine göre Office ve PDF formatlarında şifreleyin ve filigranla işaretleyin.",
      },
      {
        title: "Ekran yakalama ve yazdırma kontrolü",
        description: "Ekran görüntüsü almayı ve ekran kaydını engelleyin, hassas materyallerin yazdırılmasını kontrol edin.",
      },
      { title: "Kurumlar arası paylaşım", description: "Diğer birimler ve yüklenicilerle paylaşın, ihtiyaç sona erdiğinde erişimi iptal edin." },
      { title: "Hesap verebilirlik raporlaması", description: "Teftiş kurulları, denetçiler ve meclis soruşturmaları için eksiksiz bir denetim izi." },
    ]),
  },
  closing: {
    title: "Kamunun size emanet ettiklerini koruyun",
    description: "Kurumunuzun gizlilik derecelendirme şemasına ve altyapısına göre uyarlanmış bir demo planlayın.",
  },
};

const enOilAndGas = englishIndustry("oil-and-gas", "threats");
const oilAndGas: en.ThreatIndustry = {
  ...enOilAndGas,
  name: "Petrol ve Gaz",
  hero: {
    eyebrow: "Petrol ve gaz sektörü",
    description:
      "Sismik etütleri, rezervuar modellerini, ihale belgelerini ve OT dokümantasyonunu içeriden gelen tehditlere, yüklenicilere ve devlet destekli casusluğa karşı koruyun.",
    art: { ...enOilAndGas.hero.art, alt: "Şifreli etüt verilerinin bir kalkana aktığı bir açık deniz platformu ve bir boru hattı" },
  },
  intro: {
    eyebrow: "Zorluk",
    title: "Arama verileri milyarlar değerinde",
    paragraphs: [
      "Tek bir sismik etüt ya da rezervuar modeli, bir ruhsat ihalesinin sonucunu belirleyebilir. Bu veriler kıtalar arasında ortak girişim ortakları, hizmet şirketleri ve danışmanlarla, çoğu zaman bağlantısı kısıtlı uzak sahalarda paylaşılır.",
      "Blindspot bu kritik bilgileri nereye giderse gitsin şifreli ve izlenebilir tutar; bir ortaklık sona erdiğinde erişimi kesme gücünü size verir.",
    ],
  },
  threats: {
    eyebrow: "Tehditler",
    title: "Enerji şirketlerinin karşı karşıya olduğu tehditler",
    cards: overItems(enOilAndGas.threats.cards, [
      {
        title: "Çalışan ve yüklenici kaynaklı sızıntılar",
        description: "Dönüşümlü çalışan ekipler ve yükleniciler, ayrılırken etüt verilerini ve ihale stratejilerini de yanlarında götürür.",
      },
      { title: "Endüstriyel casusluk", description: "Rakipler ve devlet destekli gruplar, arama verilerini ve ruhsat ihalesi tekliflerini hedef alır." },
      {
        title: "Açığa çıkan OT dokümantasyonu",
        description: "Sızdırılan tesis şemaları ve kontrol sistemi kılavuzları, saldırganların eline kritik altyapının haritasını verir.",
      },
    ]),
  },
  solutions: {
    eyebrow: "Çözümler",
    title: "Blindspot enerji verilerini nasıl korur",
    cards: overItems(enOilAndGas.solutions.cards, [
      {
        title: "Kalıcı şifreleme",
        description: "Etüt dosyaları ve modeller, iş ortaklarının sistemlerinde ve uzak sahalarda çevrimdışıyken de şifreli kalır.",
      },
      { title: "Adli filigran", description: "Her görüntüleme ve her kopya, sızıntıları kaynağına kadar izleyen bir kimlik işareti taşır." },
      {
        title: "İş ortağı erişiminin iptali",
        description: "Bir ortak girişimi sonlandırın ve tüm ortakların paylaşılan verilere erişimini tek bir işlemle iptal edin.",
      },
      { title: "Eksiksiz denetim izi", description: "Kritik altyapı işletmecilerini kapsayan NCA ve NIS2 yükümlülükleri için kanıtlar." },
    ]),
  },
  closing: {
    title: "Arama faaliyetlerindeki rekabet üstünlüğünüzü koruyun",
    description: "Blindspot'un yer altı verilerini ve OT dokümantasyonunu iş ortakları ve sahalar genelinde nasıl koruduğunu görün.",
  },
};

const enRetail = englishIndustry("retail", "threats");
const retail: en.ThreatIndustry = {
  ...enRetail,
  name: "Perakende",
  hero: {
    eyebrow: "Perakende ve e-ticaret",
    description:
      "Müşteri verilerini, fiyatlandırma stratejilerini, kampanyaları ve tedarikçi sözleşmelerini mağazalarda, genel merkezde, pazaryerlerinde ve iş ortaklarınızda gizli tutun.",
    art: { ...enRetail.hero.art, alt: "Bir kalkanla korunan alışveriş çantası ve ödeme kartı; arkalarında müşteri kayıtları" },
  },
  intro: {
    eyebrow: "Zorluk",
    title: "Perakende, rakiplerin görmeye can attığı verilerle işler",
    paragraphs: [
      "Sadakat programı verileri, fiyatlandırma planları, kampanya takvimleri ve tedarikçi koşulları binlerce çalışan, ajans ve iş ortağı arasında, çoğu zaman mağazalardaki ve dağıtım merkezlerindeki ortak cihazlarda paylaşılır.",
      "Blindspot bu bilgileri ait oldukları yerde tutar, PCI DSS ve gizlilik yükümlülüklerini destekler ve neyi kimin işlediğini görmeyi kolaylaştırır.",
    ],
  },
  threats: {
    eyebrow: "Zorluklar",
    title: "Perakendecilerin karşılaştığı zorluklar",
    cards: overItems(enRetail.threats.cards, [
      {
        title: "Yüksek personel devir hızı",
        description: "Sezonluk çalışanlar ve mağaza personeli gelip gider; müşteri listeleri ve fiyat dosyaları da onlarla birlikte gidebilir.",
      },
      {
        title: "Fiyat ve kampanya sızıntıları",
        description: "Kampanyaların veya kâr marjlarının erkenden görülmesi, rakiplere ve tedarikçilere üstünlük sağlar.",
      },
      {
        title: "Müşteri ve ödeme verileri",
        description: "Kişisel veriler ve kart sahibi verileri PCI DSS, GDPR ve yerel gizlilik yasaları uyarınca gizli kalmalıdır.",
      },
    ]),
  },
  solutions: {
    eyebrow: "Çözümler",
    title: "Blindspot perakende verilerini nasıl korur",
    cards: overItems(enRetail.solutions.cards, [
      {
        title: "Mağaza ve ofis filigranı",
        description: "Ortak mağaza terminallerinde müşteri kayıtlarının ve fiyat dosyalarının fotoğrafının çekilmesini caydırın.",
      },
      {
        title: "Şifreli tedarikçi dosyaları",
        description: "Sözleşmeler ve ürün çeşitlendirme planları, tedarikçiler ve ajanslarla paylaşıldığında şifreli kalır.",
      },
      {
        title: "Role dayalı kullanım kuralları",
        description: "Her dosyayı kimin görüntüleyebileceğine, düzenleyebileceğine, yazdırabileceğine veya paylaşabileceğine rol ve mağaza bazında karar verin.",
      },
      { title: "PCI DSS kanıtları", description: "Müşteri ve kart sahibi verilerine kimin, ne zaman eriştiğini gösteren etkinlik raporları." },
    ]),
  },
  closing: {
    title: "Müşteri sadakatinizi ve kâr marjlarınızı koruyun",
    description: "Blindspot'u mağazalarınızda, genel merkezinizde ve iş ortağı ağınızda görmek için bir demo planlayın.",
  },
};

export const industries: typeof en.industries = {
  finance,
  manufacturing,
  healthcare,
  government,
  "oil-and-gas": oilAndGas,
  retail,
};
