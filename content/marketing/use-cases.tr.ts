import * as en from "./use-cases";
import { englishPart } from "./overlay";
import { overItems } from "./translate";

/** Turkish copy of the three use-case pages (spec 2.10); slugs, icons, links and images come from the English entries. */

const enData = en.useCases["data-protection"];
const enDataThreats = englishPart(enData.threats, "data-protection threats");
const dataProtection: en.UseCase = {
  ...enData,
  hero: {
    eyebrow: "Kullanım senaryosu: iç tehditlere karşı koruma",
    description:
      "Verilerin büyük kısmı, onları görme yetkisi olan kişiler aracılığıyla dışarı çıkar. Blindspot; dikkatsiz, hesabı ele geçirilmiş ya da kötü niyetli çalışanların erişebildikleri verileri alıp götürmesini engeller.",
    art: { ...enData.hero.art, alt: "Bir kalkanın içinde kullanıcı silueti; indirme, ekran görüntüsü ve USB çıkışları engellenmiş" },
  },
  threats: {
    eyebrow: "Tehditler",
    title: "Verilerin kapıdan çıkıp gitmesinin üç yolu",
    description: "İçeriden kaynaklanan olaylar nadiren saldırı gibi görünür; sıradan bir iş gibi görünürler. Ağ araçlarının bunları gözden kaçırmasının nedeni de budur.",
    cards: overItems(enDataThreats.cards, [
      {
        title: "Yetkisiz indirmeler veya kopyalar",
        description: "Paylaşılan sürücülerden toplu indirmeler ve USB belleklere ya da kişisel bulut hesaplarına kopyalama.",
      },
      {
        title: "Ekran görüntüleri, yazdırma ve kopyala-yapıştır",
        description: "Ekran yakalamalar, telefonla çekilen fotoğraflar, çıktılar ve panodan kişisel uygulamalara ve yapay zekâ araçlarına yapıştırmalar.",
      },
      {
        title: "Ayrılan veya kötü niyetli çalışanların veri sızdırması",
        description: "Müşteri listelerini ve planları bir rakibe götüren ayrılan çalışanlar ya da verileri satan hoşnutsuz bir kullanıcı.",
      },
    ]),
  },
  capabilities: {
    eyebrow: "Temel özellikler",
    title: "İçeriden sızıntıları durduran beş kontrol",
    description: "Caydıran, önleyen ve iz süren katmanlı kontroller; politikayla uygulanır ve dürüst kullanıcılar için görünmezdir.",
    cards: overItems(enData.capabilities.cards, [
      {
        title: "Dinamik ekran filigranı",
        description: "Kullanıcıyı tanımlayan katmanlar fotoğraf çekilmesini caydırır, çekilen fotoğrafların da izini sürer.",
      },
      {
        title: "Ekran yakalama ve pano engelleme",
        description: "Korunan dosyalarda Print Screen tuşunu, ekran kaydedicileri ve kopyala-yapıştırı engelleyin.",
      },
      {
        title: "Yazdırma kontrolü",
        description: "Yazdırmaya kullanıcıya, belge etiketine veya yazıcıya göre izin verin, filigran ekleyin ya da engelleyin.",
      },
      { title: "Kalıcı dosya şifreleme", description: "Kopyalanan veya indirilen dosyalar şifreli kalır ve politikanızın dışında işe yaramaz." },
      {
        title: "Davranış analitiği ve uyarılar",
        description: "Olağan dışı indirme, yazdırma veya erişim örüntülerini fark edin ve SOC ekibinizi gerçek zamanlı olarak uyarın.",
      },
    ]),
  },
  resources: {
    title: "İç Tehditlere Karşı Koruma Kaynakları",
    description: "İçeriden veri sızıntılarını tespit etmeye ve önlemeye yönelik rehberler.",
  },
};

const enIp = en.useCases["ip-protection"];
const enIpExplainer = englishPart(enIp.explainer, "ip-protection explainer");
const ipProtection: en.UseCase = {
  ...enIp,
  hero: {
    eyebrow: "Kullanım senaryosu: fikri mülkiyetin korunması",
    description:
      "Tasarımlar, kaynak kodu, formüller ve strateji belgeleri işletmenizin değerini oluşturur. Blindspot, sahibi olmadığınız cihazlarda bile bunları kontrolünüz altında tutar.",
    art: { ...enIp.hero.art, alt: "Anahtar biçimli bir kalkanın ardında birlikte kilitlenmiş bir teknik çizim ve bir kaynak kodu dosyası" },
  },
  explainer: {
    ...enIpExplainer,
    eyebrow: "Neden önemli",
    title: "Fikri mülkiyetiniz her gün binadan çıkıyor",
    paragraphs: [
      "Fikri mülkiyetin değer yaratması için paylaşılması gerekir: mühendislerle ve yüklenicilerle, üretim ortaklarıyla, yatırımcılarla ve lisans alanlarla. Geleneksel erişim kontrolleri depoda sona erer; bir dosya indirildiği anda artık kendi başınadır.",
      "Blindspot, korumayı dosyanın kendisine bağlar. Dosyayı kimin açabileceğine, onunla ne yapabileceğine ve bunu ne kadar süreyle yapabileceğine siz karar verirsiniz; dosya sistemlerinizden çıktıktan sonra da bu kontrol sizde kalır.",
    ],
    image: {
      ...enIpExplainer.image,
      alt: "Bir şirketten üç iş ortağına giden korumalı bir tasarım dosyası; her kopya benzersiz bir filigran taşıyor",
    },
  },
  capabilities: {
    eyebrow: "Yetenekler",
    title: "Fikri mülkiyetinizi sizde tutan beş yetenek",
    cards: overItems(enIp.capabilities.cards, [
      {
        title: "Kalıcı dosya düzeyinde güvenlik",
        description: "Şifreleme ve kullanım hakları her cihazda, bulutta ve ağda her kopyayla birlikte taşınır.",
      },
      { title: "Dinamik filigran", description: "Her görüntüleme ve çıktı alıcının kimliğini taşır; böylece bir sızıntı kaynağını ele verir." },
      {
        title: "Ayrıntılı kullanım politikaları",
        description: "Görüntüleme, düzenleme, yazdırma, kopyalama ve paylaşma haklarını kullanıcı, grup, iş ortağı ve zaman aralığı bazında belirleyin.",
      },
      {
        title: "Gerçek zamanlı erişim iptali",
        description: "Bir sözleşme sona erdiğinde veya bir cihaz kaybolduğunda her kopyaya erişimi anında geri alın.",
      },
      {
        title: "Eksiksiz denetim izleri",
        description: "Her dosyayı kimin açtığının, düzenlediğinin, yazdırdığının veya paylaştığının ve bunu nereden yaptığının eksiksiz kaydı.",
      },
    ]),
  },
  resources: {
    title: "Fikri Mülkiyet Koruma Kaynakları",
    description: "Önde gelen ekiplerin tasarımları, kaynak kodunu ve ticari sırlarını nasıl koruduğunu anlatan içerikler.",
  },
};

const enCompliance = en.useCases["regulatory-compliance"];
const enComplianceExplainer = englishPart(enCompliance.explainer, "regulatory-compliance explainer");
const regulatoryCompliance: en.UseCase = {
  ...enCompliance,
  hero: {
    eyebrow: "Kullanım senaryosu: mevzuata uyum",
    description:
      "Veri koruma yükümlülüklerini GDPR, HIPAA, NIS2, DORA, PCI DSS, BAE PDPL, DPDP ve daha fazlası genelinde işleyen kontrollere ve denetim kanıtlarına dönüştürün.",
    art: { ...enCompliance.hero.art, alt: "Bir denetim rozeti ve korumalı bir belgenin yanında, maddeleri işaretlenmiş bir uyum kontrol listesi" },
  },
  explainer: {
    ...enComplianceExplainer,
    eyebrow: "Giriş",
    title: "Kendini kanıtlayan uyum",
    paragraphs: [
      "Düzenleyiciler artık kâğıt üzerindeki politikaları kabul etmiyor. Kişisel verilerin ve düzenlemeye tabi verilerin uygulamada korunduğunu göstermenizi ve bir sorun çıktığında tam olarak ne olduğunu açıklamanızı istiyorlar.",
      "Blindspot, üç hedefe aynı anda ulaşmanıza yardımcı olur:",
    ],
    aims: [
      "Düzenlemeye tabi verilerin nerede olduğunu bilin ve onları tutarlı biçimde sınıflandırın",
      "Bu verileri saklandıkları, paylaşıldıkları ve yazdırıldıkları her yerde koruyun",
      "Kontrolünüzü denetçilerin ve düzenleyicilerin kabul ettiği kanıtlarla ortaya koyun",
    ],
    cta: { ...englishPart(enComplianceExplainer.cta, "regulatory-compliance link"), label: "Uyumu Keşfedin" },
    image: { ...enComplianceExplainer.image, alt: "Denetim kanıtlarını toplayan merkezi bir panoya bağlı mevzuat rozetleri" },
  },
  capabilities: {
    eyebrow: "Yetenekler",
    title: "Her denetimin arkasındaki beş yetenek",
    cards: overItems(enCompliance.capabilities.cards, [
      {
        title: "Sınıflandırma ve etiketleme",
        description: "Verileri hassasiyetlerine göre otomatik olarak ya da kullanıcı seçimiyle etiketleyin ve her politikayı bu etikete göre yönetin.",
      },
      {
        title: "Kalıcı koruma",
        description: "Şifreleme ve kullanım hakları, düzenlemeye tabi verilerle birlikte her konumda ve her formatta kalır.",
      },
      {
        title: "Gerçek zamanlı etkinlik takibi",
        description: "Her açma, düzenleme, yazdırma ve paylaşma işlemi, kullanıcı ve cihaz bilgisiyle birlikte gerçekleştiği anda kaydedilir.",
      },
      {
        title: "SIEM ve BI araçlarına aktarılabilen, denetime hazır panolar",
        description: "Hazır uyum görünümleri; daha kapsamlı raporlama için SIEM ve BI araçlarınıza aktarım olanağıyla birlikte.",
      },
      {
        title: "DLP, CASB ve DSPM entegrasyonu",
        description: "Mevcut DLP, CASB ve DSPM araçlarınızla birlikte çalışır; işlevlerini yinelemek yerine aradaki boşlukları kapatır.",
      },
    ]),
  },
  resources: {
    title: "Uyum Kaynakları",
    description: "GDPR, HIPAA, NIS2, DORA ve bölgesel gizlilik yasalarına yönelik pratik rehberler.",
  },
};

export const useCases: typeof en.useCases = {
  "data-protection": dataProtection,
  "ip-protection": ipProtection,
  "regulatory-compliance": regulatoryCompliance,
};
