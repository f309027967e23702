/** Turkish copy of the security frameworks and export-control regimes; ids and regions come from the English entries. */
import * as en from "./security-frameworks";

export const itar: typeof en.itar = {
  ...en.itar,
  subtitle: "Uluslararası Silah Ticareti Düzenlemeleri, 22 CFR Kısım 120–130",
  summary: "Dosyalar paylaşılsa ya da bulutta saklansa bile savunma teknik verilerini yalnızca yetkili kişilerin elinde tutun.",
  description: [
    "ITAR, ABD Mühimmat Listesi'nde (USML) yer alan savunma malzemelerinin, savunma hizmetlerinin ve bunlarla ilgili teknik verilerin ihracatını düzenler ve ABD Dışişleri Bakanlığı'na bağlı Savunma Ticareti Kontrolleri Müdürlüğü tarafından yürütülür. Teknik verilerin yabancı bir kişiye açıklanması, bu kişi ABD içinde olsa ya da yalnızca ortak bir sürücüdeki dosyayı açabilse bile, izin gerektiren bir ihracat sayılabilir. İdari para cezaları ihlal başına 1 milyon doları aşabilir; kasıtlı ihlaller ise 1 milyon dolara kadar adli para cezası ve 20 yıla kadar hapis cezası gerektirir.",
    "E7, kontrole tabi teknik verilerin yalnızca nerede saklandığını değil, kimin açabileceğini de denetlemenizi sağlar. Dosyalar şifreli kalır, erişim adı belirli yetkili kullanıcılara verilir ve anında geri alınabilir, her erişim girişimi kayda geçer. Böylece yetkilendirilmiş sorumlunuz (Empowered Official) ve ihracat uyum ekibiniz denetimler, lisans koşulları ve gönüllü bildirimler için gereken kayıtlara sahip olur.",
  ],
  facts: [
    { label: "Kimleri kapsar", value: "Savunma malzemeleri ve hizmetleri üreten, ihraç eden ve bunlara aracılık eden ABD'li şirketler ile USML teknik verilerini işleyen herkes." },
    { label: "Temel risk", value: "Teknik verilerin ABD içinde ya da dışında yabancı bir kişiye açıklanması, izin gerektiren bir ihracattır." },
    { label: "Denetleyen kurum", value: "ABD Dışişleri Bakanlığı Savunma Ticareti Kontrolleri Müdürlüğü (DDTC)." },
  ],
  features: [
    {
      title: "Adı belirli kullanıcı erişimi",
      description: "Kontrole tabi dosyaları yalnızca adı belirli yetkili kullanıcılar açabilir; bir proje ya da iş ilişkisi sona erdiği anda erişim geri alınabilir.",
    },
    {
      title: "Dosyayla birlikte giden şifreleme",
      description: "Teknik veriler uç noktalarda, aktarım sırasında ve Microsoft 365, Box, Google Drive gibi bulut depolama hizmetlerinde şifreli kalır.",
    },
    {
      title: "İhracat uyum kayıtları",
      description: "Her açma, yazdırma ve paylaşım kullanıcı, cihaz ve zaman bilgisiyle kaydedilir; denetimleri, lisans koşullarını ve gönüllü bildirimleri destekler.",
    },
  ],
  keywords: ["ITAR uyumu", "teknik veri koruması", "ihracat kontrolü", "savunma sanayii yüklenicileri"],
};

export const nist: typeof en.nist = {
  ...en.nist,
  subtitle: "NIST Siber Güvenlik Çerçevesi 2.0",
  summary: "Veri koruma kontrollerinizi Yönetişim, Tanımlama, Koruma, Tespit, Müdahale ve Kurtarma işlevleriyle eşleştirin.",
  description: [
    "Şubat 2024'te yayımlanan NIST Siber Güvenlik Çerçevesi 2.0, her ölçekten ve sektörden kuruluş için gönüllü bir çerçevedir ve düzenleyiciler, sigortacılar ve müşteriler tarafından giderek daha sık referans gösterilmektedir. Siber güvenlik çıktılarını altı işlev altında toplar: Yönetişim (Govern), Tanımlama (Identify), Koruma (Protect), Tespit (Detect), Müdahale (Respond) ve Kurtarma (Recover). Yeni Yönetişim işlevi siber güvenlik riskini üst yönetimin gündemine taşır; Koruma işlevindeki Veri Güvenliği kategorisi ise verilerin gizliliğinin, bütünlüğünün ve erişilebilirliğinin depolamada, aktarımda ve kullanımda korunmasını bekler.",
    "E7, çerçevenin veri odaklı çıktılarıyla doğrudan örtüşür: Hassas bilgilerin sınıflandırılması ve envanteri (Tanımlama), kalıcı şifreleme ve en az yetki ilkesine dayalı kullanım hakları (Koruma), dosya etkinliğinin sürekli izlenmesi (Tespit) ve soruşturmalar için adli ayrıntılar (Müdahale). NIST SP 800-53 ve SP 800-171'deki erişim kontrolü, denetim ve ortam koruma kontrollerini uygulayan kuruluşları da destekler.",
  ],
  facts: [
    { label: "Kimleri kapsar", value: "Tüm kuruluşlar. Gönüllüdür, ancak ABD kamu kurumları, kritik altyapı işletmecileri ve tedarikçileri tarafından yaygın olarak kullanılır." },
    { label: "Yapı", value: "Altı işlev: Yönetişim, Tanımlama, Koruma, Tespit, Müdahale ve Kurtarma." },
    { label: "Yayımlayan", value: "ABD Ulusal Standartlar ve Teknoloji Enstitüsü (NIST); 2.0 sürümü 26 Şubat 2024'te yayımlandı." },
  ],
  features: [
    {
      title: "Koruma: Veri Güvenliği (PR.DS)",
      description: "Verileri depolamada, aktarımda ve kullanımda kalıcı şifreleme, ekran filigranı ve ekran görüntüsü engelleme ile koruyun.",
    },
    {
      title: "Tespit: Sürekli İzleme (DE.CM)",
      description: "Çalışanların hassas dosyalarla nasıl çalıştığını izleyin; olağan dışı miktarda indirme, yazdırma veya paylaşımda uyarı üretin.",
    },
    {
      title: "Yönetişim ve Tanımlama",
      description: "Sınıflandırma, politika sahipliği ve raporlama, üst yönetime veri riskini ve bu riski yöneten kontrolleri net biçimde gösterir.",
    },
  ],
  keywords: ["NIST CSF 2.0", "NIST Siber Güvenlik Çerçevesi", "NIST 800-171", "veri güvenliği kontrolleri"],
};

export const niap: typeof en.niap = {
  ...en.niap,
  subtitle: "Ulusal Bilgi Güvencesi Ortaklığı: Ortak Kriterler Değerlendirme ve Doğrulama Programı",
  summary: "ABD Ulusal Güvenlik Sistemlerinde kullanılan ürünlerden beklenen Ortak Kriterler güvenlik işlevlerini destekleyin.",
  description: [
    "NIST ile Ulusal Güvenlik Ajansı'nın (NSA) ortaklığı olan NIAP, ticari BT ürünlerinin uluslararası Ortak Kriterler standardına (Common Criteria, ISO/IEC 15408) göre değerlendirildiği ABD programını yürütür. Akredite laboratuvarlar ürünleri NIAP onaylı Koruma Profillerine (Protection Profiles) göre test eder; başarılı olan ürünler NIAP Uyumlu Ürünler Listesi'nde yer alır. CNSSP No. 11 uyarınca Ulusal Güvenlik Sistemlerinde güvenlik işlevi sağlayan ticari ürünlerin bu şekilde değerlendirilmesi zorunludur; pek çok kamu kurumu ve savunma sanayii yüklenicisi de başka alanlarda aynı güvenceyi bekler.",
    "E7, Koruma Profillerinin incelediği güvenlik işlevleri üzerine inşa edilmiştir: Verilerin kriptografik olarak korunması, kullanıcıların tanımlanması ve kimlik doğrulaması, rol tabanlı yönetim ve güvenlikle ilgili olaylar için denetim kayıtları. Ekibimiz, E7'nin akredite mimarilere nasıl uyduğunu belgelemek ve değerlendiricilerin istediği kanıtları sunmak için kamu kurumları ve entegratörlerle birlikte çalışır.",
  ],
  facts: [
    { label: "Kimleri kapsar", value: "ABD Ulusal Güvenlik Sistemleri için tedarik edilen ticari BT ürünleri ve NIAP değerlendirmesini ölçüt olarak benimseyen programlar." },
    { label: "Standart", value: "Ortak Kriterler (ISO/IEC 15408); değerlendirme NIAP onaylı Koruma Profillerine göre yapılır." },
    { label: "Yürüten kurumlar", value: "NIST ve Ulusal Güvenlik Ajansı; Ortak Kriterler Değerlendirme ve Doğrulama Programı (CCEVS) aracılığıyla." },
  ],
  features: [
    {
      title: "Verilerin kriptografik korunması",
      description: "Dosyalar standartlara dayalı güçlü şifrelemeyle korunur; anahtarlar kuruluşunuzun denetiminde kalır.",
    },
    {
      title: "Güvenlik denetimi",
      description: "Oturum açmadan politika değişikliklerine ve dosya erişimine kadar güvenlikle ilgili olaylar kullanıcı, zaman ve sonuç bilgisiyle kaydedilir.",
    },
    {
      title: "Tanımlama ve kimlik doğrulama",
      description: "Kimlik sağlayıcınızla entegrasyon, her işlemi kimliği doğrulanmış bir kullanıcıya ve yetkilendirilmiş bir role bağlar.",
    },
  ],
  keywords: ["NIAP", "Ortak Kriterler (Common Criteria)", "Koruma Profilleri", "Ulusal Güvenlik Sistemleri"],
};

export const pci: typeof en.pci = {
  ...en.pci,
  subtitle: "Ödeme Kartı Endüstrisi Veri Güvenliği Standardı v4.0",
  summary: "Kart sahibi verilerini koruyun ve PCI DSS v4.0'ın erişim, şifreleme ve kayıt gerekliliklerini karşılayın.",
  description: [
    "PCI DSS, ödeme kartı hesap verilerini saklayan, işleyen veya ileten her kuruluşa ve bu verilerin güvenliğini etkileyebilecek hizmet sağlayıcılarına uygulanır. Şu anda 4.0.1 revizyonunda olan 4.0 sürümü, 31 Mart 2024'te v3.2.1'in yerini aldı; ileri tarihli olarak getirilen gereksinimler de 31 Mart 2025'te zorunlu hâle geldi. On iki gereksinimi arasında saklanan hesap verilerinin korunması (Gereksinim 3), kart sahibi verilerinin açık ağlar üzerinden iletilirken güçlü kriptografiyle korunması (Gereksinim 4), erişimin iş gereği bilinmesi gereken ilkesine göre kısıtlanması (Gereksinim 7) ve sistem bileşenlerine ve kart sahibi verilerine yapılan tüm erişimlerin kaydedilip izlenmesi (Gereksinim 10) yer alır.",
    "E7, kart sahibi verilerini elektronik tablolar, dışa aktarımlar ve çıktılar gibi asla bulunmaması gereken yerlerden uzak tutmanıza yardımcı olur ve taşınması gerektiğinde bu verileri korur: Dosyalar şifreli kalır, erişim belirli rollerle sınırlanır, yazdırma ve kopyalama denetlenir, her erişim kaydedilip SIEM'inize aktarılır; bu da Gereksinim 10'un kayıt inceleme ve saklama gerekliliklerini destekler.",
  ],
  facts: [
    { label: "Kimleri kapsar", value: "Kart sahibi verilerini saklayan, işleyen veya ileten üye işyerleri, işlemciler, üye işyeri bankaları, kart çıkaran kuruluşlar ve hizmet sağlayıcılar." },
    { label: "Kritik tarih", value: "Bir zamanlar ileri tarihli olanlar dahil tüm v4.0 gereksinimleri 31 Mart 2025'ten bu yana zorunludur." },
    { label: "Kayıtların saklanması", value: "Denetim kayıtları en az 12 ay saklanır; son üç aya ait kayıtlar hemen erişilebilir durumda tutulur (Gereksinim 10.5.1)." },
  ],
  features: [
    {
      title: "Saklanan hesap verilerini koruyun (Gereksinim 3)",
      description: "Hesap verisi içeren raporlar, dışa aktarımlar ve belgeler şifreli kalır ve yalnızca yetkili kişilerce kullanılabilir.",
    },
    {
      title: "Erişimi kısıtlayın (Gereksinim 7)",
      description: "Kullanım hakları, kullanıcı ve dosya bazında iş gereği bilinmesi gereken ilkesini izler; görüntüleme, yazdırma, kopyalama ve paylaşımı kapsar.",
    },
    {
      title: "Kaydedin ve izleyin (Gereksinim 10)",
      description: "Her erişim kaydedilir, panolar üzerinden incelenir ve inceleme ile saklama gerekliliklerini karşılamak için SIEM araçlarına aktarılır.",
    },
  ],
  keywords: ["PCI DSS v4.0", "PCI DSS 4.0.1", "kart sahibi verilerinin korunması", "ödeme güvenliği"],
};
