/** Turkish titles, descriptions, h1s and keywords of every static route (titles ≤ 60 characters, descriptions ≤ 160). */
import type { RouteMetadataTable } from "./route-metadata";

export const routeMetadata: RouteMetadataTable = {
  "/": {
    title: "E7 Blindspot | Kurumsal Veri Koruma ve Sızıntı Önleme",
    description:
      "Filigran, sızıntı önleme, yazdırma ve dosya hareketi kontrolü, kalıcı dosya şifreleme ve denetim kayıtlarıyla hassas verileriniz nereye giderse gitsin korunur.",
    h1: "Hassas verilerinizi nereye giderse gitsin koruyun",
    keywords: ["veri koruma", "veri sızıntısı önleme", "ekran filigranı", "dosya şifreleme", "DLP"],
  },
  "/blindspot": {
    title: "Blindspot: Filigran, Yazdırma Kontrolü ve Şifreleme | E7",
    description:
      "Blindspot, DLP'nin kaçırdığı açıkları kapatır: dinamik ekran ve dosya filigranları, ekran görüntüsü engelleme, yazdırma kontrolü ve her dosyada kalan şifreleme.",
    h1: "Blindspot: Her sızıntı yolunu görün ve durdurun",
    keywords: ["Blindspot", "ekran filigranı", "dosya filigranı", "ekran görüntüsü engelleme", "kalıcı şifreleme"],
  },
  "/contact": {
    title: "E7 ile İletişim | Veri Güvenliği Ekibimizle Görüşün",
    description:
      "Hassas verilerinizi korumak için E7 ile görüşün. Londra'daki genel merkezimize ya da Mısır, Türkiye ve Dubai ofislerimize e-posta, telefon veya formla ulaşın.",
    h1: "Bize Ulaşın",
    keywords: ["E7 iletişim", "veri güvenliği danışmanlığı", "E7 ofisleri"],
  },
  "/request-demo": {
    title: "Blindspot Demosu Talep Edin | E7 Data Security",
    description:
      "Size özel bir Blindspot demosu planlayın; filigran, sızıntı önleme, yazdırma kontrolü ve kalıcı dosya şifrelemeyi kendi kullanım senaryolarınızda görün.",
    h1: "Demo Talep Edin",
    keywords: ["Blindspot demosu", "veri koruma demosu", "DLP demosu"],
  },
  "/comingsoon": {
    title: "Çok Yakında | E7 Data Security",
    description: "E7 sitesinin bu bölümü hazırlanıyor. Bu arada ekibimiz, veri koruma hakkındaki sorularınızı memnuniyetle yanıtlar.",
    h1: "Çok Yakında",
    keywords: ["E7", "çok yakında"],
  },
  "/solutions": {
    title: "Sektöre ve Senaryoya Göre Veri Koruma Çözümleri | E7",
    description:
      "Kamu, finans, sağlık, üretim, petrol ve gaz ile perakende sektörleri ve içeriden tehdit, fikri mülkiyet ve uyum senaryoları için E7 çözümlerini keşfedin.",
    h1: "Verilerinizin hareket biçimine göre tasarlanmış çözümler",
    keywords: ["veri koruma çözümleri", "sektörel veri güvenliği", "içeriden tehdit", "fikri mülkiyet koruma"],
  },
  "/solutions/industry/finance": {
    title: "Finans ve Bankacılık (BFSI) için Veri Koruma | E7",
    description:
      "Banka ve sigortacılarda müşteri kayıtlarını, işlem verilerini ve kurul belgelerini filigran, yazdırma kontrolü, kalıcı şifreleme ve denetim izleriyle koruyun.",
    h1: "Finans ve bankacılık için veri koruma",
    keywords: ["BFSI veri güvenliği", "bankacılıkta DLP", "finansal veri koruma"],
  },
  "/solutions/industry/manufacturing": {
    title: "Üretim ve Endüstriyel Fikri Mülkiyet için Veri Koruma | E7",
    description:
      "CAD tasarımlarını, formülleri ve tedarikçi dosyalarını kalıcı dosya şifreleme, filigran ve erişimin anında iptali ile kontrolünüz altında tutun.",
    h1: "Üretim sektörü için veri koruma",
    keywords: ["üretimde fikri mülkiyet koruma", "CAD dosya güvenliği", "tedarik zinciri veri güvenliği"],
  },
  "/solutions/industry/healthcare": {
    title: "Sağlık Verilerinin Korunması ve HIPAA Desteği | E7",
    description:
      "Klinik, laboratuvar ve iş ortaklarındaki hasta ve araştırma verilerini HIPAA'yı destekleyen filigran, yazdırma kontrolü, şifreleme ve denetim izleriyle koruyun.",
    h1: "Sağlık sektörü için veri koruma",
    keywords: ["sağlık verisi güvenliği", "HIPAA uyumu", "hasta verisi koruma"],
  },
  "/solutions/industry/government": {
    title: "Kamu Kurumları ve Kamu Sektörü için Veri Koruma | E7",
    description:
      "Gizli belgeleri ve vatandaş verilerini izlenebilir filigranlar, ekran görüntüsü engelleme, yazdırma kontrolü ve her dosyaya eşlik eden şifrelemeyle koruyun.",
    h1: "Kamu kurumları için veri koruma",
    keywords: ["kamu veri güvenliği", "gizli belge koruma", "kamu sektöründe DLP"],
  },
  "/solutions/industry/oil-and-gas": {
    title: "Petrol ve Gaz Sektörü için Veri Koruma | E7",
    description:
      "Sismik etütleri, rezervuar modellerini ve OT belgelerini içeriden tehditlere ve iş ortaklarına karşı kalıcı şifreleme, filigran ve tam denetim iziyle koruyun.",
    h1: "Petrol ve gaz için veri koruma",
    keywords: ["petrol ve gaz veri güvenliği", "sismik veri koruma", "enerji sektöründe DLP"],
  },
  "/solutions/industry/retail": {
    title: "Perakende ve E-ticaret için Veri Koruma | E7",
    description:
      "Müşteri verilerini, fiyat stratejilerini ve tedarikçi sözleşmelerini mağazada, merkezde ve iş ortaklarında E7 sızıntı önleme ve şifrelemesiyle gizli tutun.",
    h1: "Perakende için veri koruma",
    keywords: ["perakende veri güvenliği", "müşteri verisi koruma", "PCI DSS"],
  },
  "/solutions/usecase/data-protection": {
    title: "İçeriden Tehdit Koruması ve Veri Sızıntısı Önleme | E7",
    description:
      "Ayrılan ya da kötü niyetli çalışanların yetkisiz indirme, ekran görüntüsü, yazdırma ve veri kaçırma girişimlerini E7 Blindspot'un katmanlı korumasıyla durdurun.",
    h1: "İçeriden tehdit koruması",
    keywords: ["içeriden tehdit", "veri kaçırmayı önleme", "ekran görüntüsü engelleme"],
  },
  "/solutions/usecase/ip-protection": {
    title: "Fikri Mülkiyetin Korunması | E7",
    description:
      "Tasarımları, kaynak kodu ve ticari sırları kalıcı dosya düzeyi güvenlik, dinamik filigran, ayrıntılı kullanım politikaları ve anında erişim iptaliyle koruyun.",
    h1: "Fikri mülkiyetin korunması",
    keywords: ["fikri mülkiyet koruma", "ticari sır güvenliği", "dinamik filigran"],
  },
  "/solutions/usecase/regulatory-compliance": {
    title: "Veri Korumada Mevzuata Uyum | E7",
    description:
      "GDPR, HIPAA, NIS2, DORA, PDPL ve DPDP yükümlülüklerini sınıflandırma, kalıcı koruma, etkinlik takibi ve denetime hazır panolarla karşılayın.",
    h1: "Mevzuata uyum",
    keywords: ["mevzuata uyum", "GDPR uyumu", "denetim kaydı", "SIEM entegrasyonu"],
  },
  "/compliance": {
    title: "Uyum Sağlamanıza Yardımcı Olduğumuz Düzenlemeler | E7",
    description:
      "E7; GDPR, HIPAA, NIS2, DORA, PCI DSS, CCPA, ITAR, BAE PDPL, DPDP ve fazlasına, verileri koruyan kontroller ve denetçileri ikna eden kanıtlarla destek verir.",
    h1: "Kanıtlanabilir uyum",
    keywords: ["uyum", "GDPR", "HIPAA", "NIS2", "DORA", "PCI DSS"],
  },
  "/why-e7": {
    title: "Veri Koruma için Neden E7'yi Seçmelisiniz?",
    description:
      "Kullanıcı odaklı tasarım, kapsamlı güvenlik, sürekli yenilik, kanıtlanmış başarı ve ihtiyaca özel çözümler: kurumlar verileri konusunda neden E7'ye güveniyor?",
    h1: "Neden E7'yi seçmelisiniz?",
    keywords: ["neden E7", "veri güvenliği sağlayıcısı", "kurumsal veri koruma"],
  },
  "/partners": {
    title: "Bayiler ve MSP'ler için İş Ortaklığı Programı | E7",
    description:
      "E7 iş ortaklığı programına katılın: bayiler, MSP'ler, entegratörler ve danışmanlar güvenlik paketimize, satış desteğine, fırsat kaydına ve sertifikaya erişir.",
    h1: "E7 iş ortaklığı programıyla büyüyün",
    keywords: ["E7 iş ortakları", "siber güvenlik bayisi", "MSP programı", "fırsat kaydı"],
  },
  "/blogs": {
    title: "Veri Güvenliği Blogu: Görüşler ve En İyi Uygulamalar | E7",
    description: "E7 veri güvenliği ekibinden veri sızıntısı önleme, içeriden tehditler, filigran, şifreleme ve uyum üzerine makaleler.",
    h1: "Veri güvenliği üzerine görüşler",
    keywords: ["veri güvenliği blogu", "DLP üzerine görüşler", "uyum makaleleri"],
  },
  "/vision": {
    title: "Vizyonumuz ve Misyonumuz | E7 Data Security",
    description:
      "E7, kurumların hassas bilgilerini kontrolü kaybetmeden özgürce paylaşabilmesi için var. Vizyonumuzu ve bize yön veren misyonu okuyun.",
    h1: "Vizyonumuz ve misyonumuz",
    keywords: ["E7 vizyonu", "E7 misyonu", "E7 hakkında"],
  },
  "/careers": {
    title: "E7'de Kariyer: Veri Güvenliğinin Geleceğini İnşa Edin",
    description:
      "Londra, Kahire, İstanbul ve Dubai'de E7'nin mühendis, araştırmacı ve müşteri ekiplerine katılın. Açık pozisyonları ve işe alım sürecimizi keşfedin.",
    h1: "Veri güvenliğinin geleceğini inşa edin",
    keywords: ["E7 kariyer", "siber güvenlik iş ilanları", "güvenlik mühendisliği iş ilanları"],
  },
  "/job-postings": {
    title: "E7'de Açık Pozisyonlar | Veri Güvenliğinde Kariyer",
    description:
      "E7'deki açık pozisyonlara konum, kategori, çalışma şekli ve deneyim düzeyine göre göz atın; özgeçmişinizle birkaç dakikada çevrimiçi başvurun.",
    h1: "Açık Pozisyonlar",
    keywords: ["E7 iş ilanları", "açık pozisyonlar", "siber güvenlik kariyeri"],
  },
  "/privacy": {
    title: "Gizlilik Politikası | E7 Data Security",
    description:
      "E7, ziyaretçilerin, potansiyel müşterilerin ve iş adaylarının kişisel verilerini nasıl toplar, kullanır, paylaşır ve korur; haklarınızı nasıl kullanabilirsiniz?",
    h1: "Gizlilik Politikası",
    keywords: ["gizlilik politikası", "GDPR", "kişisel veriler"],
  },
  "/terms": {
    title: "Şartlar ve Koşullar | E7 Data Security",
    description: "E7 web sitesini, formlarını ve içeriğini kullanımınızı düzenleyen şartlar.",
    h1: "Şartlar ve Koşullar",
    keywords: ["şartlar ve koşullar", "web sitesi kullanım koşulları"],
  },
};
