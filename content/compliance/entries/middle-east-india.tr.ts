/** Turkish copy of the Gulf and Indian regimes; ids and regions come from the English entries. */
import * as en from "./middle-east-india";

export const uaePdpl: typeof en.uaePdpl = {
  ...en.uaePdpl,
  title: "BAE PDPL",
  subtitle: "Kişisel Verilerin Korunmasına İlişkin 2021 Tarihli ve 45 Sayılı Federal Kanun Hükmünde Kararname",
  summary: "BAE'de kişisel verileri hukuka uygun biçimde işleyin, güvenliğini sağlayın ve ihlalleri BAE Veri Ofisi'ne bildirin.",
  description: [
    "2021 tarihli ve 45 sayılı Federal Kanun Hükmünde Kararname ile çıkarılan BAE Kişisel Verilerin Korunması Kanunu (PDPL); BAE'deki kişilerin kişisel verilerinin işlenmesine ve ülkede yerleşik veri sorumlusu ve veri işleyenlere uygulanır. DIFC ve ADGM gibi kendi veri koruma mevzuatına sahip serbest bölgeler bu kapsamın dışındadır. Kanun; kişisel verilerin güvenliği için uygun teknik ve idari tedbirlerin alınmasını, işleme faaliyetlerinin kayıt altına alınmasını, belirli durumlarda bir veri koruma görevlisi atanmasını ve yurt dışına aktarımlar için koşulların karşılanmasını ister. Veri sorumluları, kişisel verilerin mahremiyetine, gizliliğine veya güvenliğine zarar verebilecek her ihlali BAE Veri Ofisi'ne bildirmek ve ilgili kişileri bilgilendirmek zorundadır.",
    "E7, kanunun öngördüğü teknik tedbirleri, yani kişisel veri içeren dosyalar için şifreleme, erişim kontrolü ve sızıntı önlemeyi, bunları kanıtlayan kayıtlarla birlikte sunar. Bir ihlalden şüphelenildiğinde eksiksiz etkinlik geçmişi hangi dosyaların ve hangi ilgili kişilerin etkilendiğini gösterir; böylece Veri Ofisi'ne bildiriminiz hem hızlı hem de isabetli olur.",
  ],
  facts: [
    {
      label: "Kimleri kapsar",
      value: "BAE'deki kişilerin kişisel verilerinin işlenmesi ile BAE'de yerleşik veri sorumluları ve veri işleyenler; kendi mevzuatı olan serbest bölgeler (DIFC, ADGM) hariç.",
    },
    { label: "Temel yükümlülük", value: "Kişisel verilerin mahremiyetine, gizliliğine veya güvenliğine zarar verebilecek ihlalleri BAE Veri Ofisi'ne bildirmek ve etkilenenleri bilgilendirmek." },
    { label: "Düzenleyici kurum", value: "BAE Veri Ofisi (UAE Data Office)." },
  ],
  features: [
    {
      title: "İşleme güvenliği",
      description: "Şifreleme ve kullanım politikaları, kişisel verileri yalnızca ana sistemlerinizde değil, her cihazda ve bulut depolamada korur.",
    },
    {
      title: "İhlal bildirimi",
      description: "Etkinlik kayıtları hangi dosyaların kimlere açığa çıktığını gösterir: Veri Ofisi'ne ve etkilenen kişilere hızlı bildirimin temeli budur.",
    },
    {
      title: "Sınır ötesi kontrol",
      description: "Yurt dışındaki grup şirketleri ve iş ortaklarıyla paylaşılan kişisel veriler üzerindeki kontrolü koruyun; artık gerekmediğinde erişimi geri alın.",
    },
  ],
  keywords: ["BAE PDPL", "45 sayılı Federal Kanun Hükmünde Kararname (2021)", "BAE veri koruma kanunu", "BAE Veri Ofisi"],
};

export const uae: typeof en.uae = {
  ...en.uae,
  title: "BAE IA Standartları",
  subtitle: "BAE Bilgi Güvencesi Yönetmeliği (eski adıyla NESA BAE Bilgi Güvencesi Standartları)",
  summary: "BAE'nin kamu kurumları ve kritik sektör kuruluşları için belirlediği ulusal bilgi güvencesi kontrollerini uygulayın.",
  description: [
    "İlk olarak Ulusal Elektronik Güvenlik Otoritesi (NESA) tarafından BAE Bilgi Güvencesi Standartları adıyla yayımlanan BAE Bilgi Güvencesi Yönetmeliği, kamu kurumları ve kritik bilgi altyapısı işletmecileri için ulusal bilgi güvenliği tabanını belirler. Altı yönetim ailesi (M1'den M6'ya) ve dokuz teknik aile (T1'den T9'a) altında 188 kontrol tanımlar; bu kontroller ele aldıkları tehditlere göre P1'den P4'e önceliklendirilir ve varlık yönetimi, sınıflandırma, erişim kontrolü, operasyon yönetimi ve olay yönetimi gibi alanları kapsar.",
    "E7, doğrudan bilginin kendisiyle ilgili teknik kontrollerin birçoğunu uygular: Sınıflandırmaya dayalı koruma, kullanıcı ve belge bazında erişim kontrolü, yazdırma ve taşınabilir ortam kontrolü ile güvenlik operasyonlarınızı besleyen denetim kayıtlarıyla izleme. Bu sayede güvence düzeyini önce en yüksek öncelikli kontrollerde artırabilir ve değerlendiricilere tutarlı kanıtlar sunabilirsiniz.",
  ],
  facts: [
    { label: "Kimleri kapsar", value: "BAE kamu kurumları ve kritik bilgi altyapısı işletmecileri ile sözleşmelerin gerektirdiği durumlarda bunların tedarikçileri." },
    { label: "Yapı", value: "Altı yönetim (M1–M6) ve dokuz teknik (T1–T9) aile altında 188 kontrol; P1'den P4'e önceliklendirilmiş." },
    { label: "Kökeni", value: "NESA tarafından BAE Bilgi Güvencesi Standartları olarak yayımlandı; bugün BAE Bilgi Güvencesi Yönetmeliği olarak sürdürülüyor." },
  ],
  features: [
    {
      title: "Sınıflandırma ve bilgi kullanımı",
      description: "Korumayı sınıflandırmaya göre uygulayın; etiketler, filigranlar ve kullanım hakları her dosyayla birlikte taşınsın.",
    },
    {
      title: "Erişim kontrolü (T5)",
      description: "Uç noktalarda ve bulut depolamada kullanıcı ve belge bazında, her an geri alınabilen en az yetki ilkesine dayalı erişim.",
    },
    {
      title: "İzleme ve olay yönetimi",
      description: "Etkinlik kayıtları ve uyarılar güvenlik izlemeyi destekler, olay müdahale ekiplerine ihtiyaç duydukları ayrıntıyı sağlar.",
    },
  ],
  keywords: ["BAE IA Yönetmeliği", "NESA uyumu", "BAE Bilgi Güvencesi Standartları", "kritik bilgi altyapısı"],
};

export const sdaia: typeof en.sdaia = {
  ...en.sdaia,
  title: "Suudi Arabistan PDPL (SDAIA)",
  subtitle: "Kişisel Verilerin Korunması Kanunu, Hicri 1443 tarihli ve M/19 sayılı Kraliyet Kararnamesi; SDAIA denetiminde",
  summary: "Suudi Arabistan PDPL kapsamında kişisel verileri koruyun ve bildirim gerektiren ihlalleri 72 saat içinde SDAIA'ya bildirin.",
  description: [
    "Suudi Arabistan Kişisel Verilerin Korunması Kanunu 14 Eylül 2023'te yürürlüğe girdi; bir yıllık geçiş süresi 14 Eylül 2024'te sona erdi. Kanun, Suudi Veri ve Yapay Zekâ Otoritesi (SDAIA) tarafından denetlenir ve Krallık'taki kişisel veri işleme faaliyetlerine, Krallık'ta yaşayan kişilerin kişisel verilerinin yurt dışında işlenmesi de dahil olmak üzere uygulanır. Veri sorumluları kişisel verilerin güvenliğini sağlamalı, işleme kayıtlarını tutmalı ve Krallık dışına aktarımlarda sıkı koşullara uymalıdır. Uygulama Yönetmeliği uyarınca, ilgili kişilere zarar verebilecek bir ihlal, öğrenilmesinden itibaren 72 saat içinde SDAIA'ya bildirilmelidir. İhlaller 5 milyon Suudi riyaline kadar para cezasına yol açabilir, tekrarında bu tutar iki katına çıkar; hassas verilerin hukuka aykırı ifşası ise hapis cezası gerektirebilir.",
    "E7, veri sorumlularının PDPL'nin beklediği teknik ve idari tedbirleri uygulamasına yardımcı olur: Kişisel ve hassas veri içeren dosyalar için şifreleme ve erişim kontrolü, kopyalama, yazdırma ve paylaşım kısıtlamaları ile ayrıntılı kayıtlar. Bir olay yaşandığında bu kayıtlar, ilgili kişiler üzerindeki etkiyi 72 saatlik süreye yetişecek hızda değerlendirmenizi sağlar.",
  ],
  facts: [
    { label: "Kimleri kapsar", value: "Suudi Arabistan'daki her türlü kişisel veri işleme ile Krallık'ta ikamet eden kişilerin kişisel verilerinin yurt dışında işlenmesi." },
    { label: "Kritik süre", value: "Bildirim gerektiren kişisel veri ihlallerinin, öğrenilmesinden itibaren 72 saat içinde SDAIA'ya bildirilmesi." },
    { label: "Düzenleyici kurum", value: "Suudi Veri ve Yapay Zekâ Otoritesi (SDAIA)." },
  ],
  features: [
    {
      title: "Hassas verileri koruyun",
      description: "Sağlık, kredi, finans ve diğer hassas verileri sınıflandırın; her dosyayla birlikte kalan şifreleme ve kullanım kısıtlamaları uygulayın.",
    },
    {
      title: "72 saat içinde ihlal bildirimi",
      description: "Ayrıntılı etkinlik kayıtları nelere kimin eriştiğini gösterir; böylece zararı değerlendirip SDAIA'ya zamanında bildirimde bulunabilirsiniz.",
    },
    {
      title: "Aktarım güvenceleri",
      description: "Paylaşılan dosyaları Krallık dışında kimin açabileceğini denetleyin; bir aktarım artık kanunun koşullarını karşılamıyorsa erişimi geri alın.",
    },
  ],
  keywords: ["Suudi Arabistan PDPL", "SDAIA", "Suudi Arabistan veri koruma kanunu", "Suudi Arabistan'da kişisel veriler"],
};

export const nca: typeof en.nca = {
  ...en.nca,
  subtitle: "Ulusal Siber Güvenlik Otoritesi Temel Siber Güvenlik Kontrolleri",
  summary: "Suudi Arabistan'ın Temel Siber Güvenlik Kontrollerini en kritik verilerinize uygulayın.",
  description: [
    "Suudi Arabistan Ulusal Siber Güvenlik Otoritesi (NCA) tarafından yayımlanan Temel Siber Güvenlik Kontrolleri (ECC), kamu kurumları ile kritik ulusal altyapıya sahip olan, bu altyapıyı işleten veya barındıran özel kuruluşlar için asgari siber güvenlik gerekliliklerini belirler. İlk olarak ECC-1:2018 adıyla yayımlanan ve sonradan güncellenen kontroller; siber güvenlik yönetişimini, siber güvenlik savunmasını, siber güvenlik dayanıklılığını, üçüncü taraf ve bulut bilişim siber güvenliğini ve endüstriyel kontrol sistemlerini kapsar. NCA'nın Veri Siber Güvenlik Kontrolleri (DCC) ise verilerin sınıflandırmasına göre korunmasına yönelik ek gereklilikler getirir.",
    "E7; kimlik ve erişim yönetimi, veri ve bilgi koruma, kriptografi ve olay kaydı izleme alanlarındaki ECC ve DCC kontrollerini destekler: Dosyalar sınıflandırılır ve şifrelenir, erişim yetkili kullanıcılarla sınırlanır, yazdırma ve dosya aktarımı denetlenir ve her işlem güvenlik operasyon merkeziniz için kaydedilir.",
  ],
  facts: [
    { label: "Kimleri kapsar", value: "Suudi kamu kurumları ile kritik ulusal altyapıya sahip olan, bu altyapıyı işleten veya barındıran özel kuruluşlar." },
    { label: "Yapı", value: "Yönetişim, savunma, dayanıklılık, üçüncü taraf ve bulut bilişim siber güvenliği ile endüstriyel kontrol sistemleri için ana alanlar." },
    { label: "Düzenleyici kurum", value: "Suudi Arabistan Ulusal Siber Güvenlik Otoritesi (NCA)." },
  ],
  features: [
    {
      title: "Veri ve bilgi koruma",
      description: "Verinin sınıflandırmasını izleyen koruma: Şifreleme, filigran ve yazdırma ile kopyalama kısıtlamaları.",
    },
    {
      title: "Kimlik ve erişim yönetimi",
      description: "Her kullanıcı ve belge için en az yetki ilkesine dayalı, kimlik sağlayıcınıza bağlı ve anında geri alınabilen kullanım hakları.",
    },
    {
      title: "Olay kayıtları ve izleme",
      description: "İzleme, soruşturma ve NCA uyum değerlendirmeleri için SIEM'inize aktarılan ayrıntılı dosya etkinliği kayıtları.",
    },
  ],
  keywords: ["NCA ECC", "Temel Siber Güvenlik Kontrolleri", "Suudi Arabistan siber güvenlik", "Veri Siber Güvenlik Kontrolleri"],
};

export const dpdp: typeof en.dpdp = {
  ...en.dpdp,
  title: "DPDP Yasası",
  subtitle: "Hindistan 2023 tarihli Dijital Kişisel Verilerin Korunması Yasası",
  summary: "Dijital kişisel veriler için makul güvenlik önlemleri alın ve her ihlali Kurul'a bildirin.",
  description: [
    "Hindistan'ın 2023 tarihli Dijital Kişisel Verilerin Korunması Yasası, Hindistan'daki dijital kişisel verilerin işlenmesini ve Hindistan'daki kişilere mal veya hizmet sunulmasıyla bağlantılı olarak yurt dışında yapılan işlemeyi düzenler. Veri Emanetçileri (Data Fiduciaries) açık bir bildirim sunmalı, geçerli rıza almalı ya da meşru bir kullanıma dayanmalı, Veri Sahiplerinin (Data Principals) haklarına uymalı ve kişisel veri ihlallerini önlemek için makul güvenlik önlemleri almalıdır. Her ihlal Hindistan Veri Koruma Kurulu'na ve etkilenen her Veri Sahibine bildirilmelidir; makul güvenlik önlemlerinin alınmaması 250 crore rupiye (2,5 milyar rupi) kadar cezaya yol açabilir. 2025 tarihli DPDP Kuralları ayrıntılı yükümlülükleri aşamalı olarak yürürlüğe koyar ve şifreleme, erişim kontrolü ve erişim kayıtları gibi önlemleri açıkça sayar.",
    "E7, bu önlemleri kişisel verilerin bulunduğu dosyalar için sağlar: Şifreleme, kullanıcı bazında erişim kontrolü, kayıtlar aracılığıyla her erişimin görünürlüğü ve kopyalama, yazdırma ile paylaşım kontrolü. Bir ihlal yaşanırsa denetim izi hangi Veri Sahiplerinin etkilendiğini gösterir; böylece onları ve Kurul'u gecikmeden bilgilendirebilirsiniz.",
  ],
  facts: [
    {
      label: "Kimleri kapsar",
      value: "Hindistan'daki dijital kişisel verilerin işlenmesi ve Hindistan'daki kişilere mal veya hizmet sunulmasıyla bağlantılı olarak Hindistan dışında yapılan işleme.",
    },
    { label: "Temel yükümlülük", value: "Her kişisel veri ihlalini Hindistan Veri Koruma Kurulu'na ve etkilenen her Veri Sahibine bildirmek." },
    { label: "Yaptırımlar", value: "Makul güvenlik önlemlerinin alınmaması hâlinde 250 crore rupiye (2,5 milyar rupi) kadar." },
  ],
  features: [
    {
      title: "Makul güvenlik önlemleri",
      description: "Şifreleme, erişim kontrolü ve kullanım politikaları dijital kişisel verileri uç noktalarda, e-postada ve bulut depolamada korur.",
    },
    {
      title: "İhlal bildirimi",
      description: "Etkinlik kayıtları etkilenen dosyaları ve Veri Sahiplerini belirler; böylece Kurul ve ilgili kişiler hızlı ve doğru biçimde bilgilendirilir.",
    },
    {
      title: "Veri işleyenlerin gözetimi",
      description: "Verileri Veri İşleyenlerle (Data Processors) zorunlu kullanım hakları altında paylaşın; sözleşme sona erdiğinde ya da rıza geri çekildiğinde erişimi kaldırın.",
    },
  ],
  keywords: ["DPDP Yasası 2023", "Hindistan veri koruma", "DPDP Kuralları 2025", "Hindistan Veri Koruma Kurulu"],
};

export const irdai: typeof en.irdai = {
  ...en.irdai,
  subtitle: "IRDAI 2023 Tarihli Bilgi ve Siber Güvenlik Yönergeleri",
  summary: "Hindistan sigorta düzenleyicisinin altı saat içinde olay bildirimi dahil siber güvenlik yönergelerini karşılayın.",
  description: [
    "Hindistan Sigorta Düzenleme ve Geliştirme Kurumu (IRDAI), Bilgi ve Siber Güvenlik Yönergelerini Nisan 2023'te sigorta şirketleri, sigorta aracıları ve diğer düzenlemeye tabi kuruluşlar için yayımladı. Yönergeler; yönetim kurulunca onaylanmış bir bilgi ve siber güvenlik politikası, bir Bilgi Güvenliği Direktörü (CISO), veri sınıflandırma ve koruma, erişim kontrolü, güvenlik izleme ve düzenli denetimler ister. CERT-In direktiflerine uygun olarak siber olaylar, fark edilmelerinden itibaren altı saat içinde CERT-In'e bildirilmeli; BİT sistem kayıtları da Hindistan sınırları içinde, sürekli güncellenen 180 günlük bir dönem boyunca güvenli biçimde saklanmalıdır.",
    "E7, sigorta şirketlerine ve aracılarına poliçe sahiplerinin verileri ve diğer hassas bilgiler üzerinde pratik bir kontrol sağlar: Sınıflandırmaya dayalı şifreleme, en az yetki ilkesine dayalı erişim, yazdırma ve taşınabilir ortam kontrolü ile Hindistan'da saklanabilen ve güvenlik operasyonlarınızı besleyen ayrıntılı kayıtlar. Bir olay yaşandığında bu geçmiş, altı saat içinde bildirim yapmanıza yardımcı olur.",
  ],
  facts: [
    { label: "Kimleri kapsar", value: "Sigorta şirketleri, sigorta aracıları ve IRDAI'nin düzenlediği diğer kuruluşlar." },
    { label: "Kritik süre", value: "Siber olayların, fark edilmelerinden itibaren altı saat içinde CERT-In'e bildirilmesi." },
    { label: "Kayıtlar", value: "BİT sistem kayıtlarının Hindistan'da, sürekli güncellenen 180 günlük bir dönem boyunca güvenli biçimde saklanması." },
  ],
  features: [
    {
      title: "Veri sınıflandırma ve koruma",
      description: "Poliçe sahibi ve hasar verilerini sınıflandırmasına göre, her dosyayla birlikte taşınan şifreleme ve kullanım haklarıyla koruyun.",
    },
    {
      title: "Altı saat içinde olay bildirimi",
      description: "Anlık uyarılar ve ayrıntılı etkinlik kayıtları, CISO'nuza CERT-In'e ve IRDAI'ye zamanında bildirim için gereken olguları sağlar.",
    },
    {
      title: "Denetime hazır kayıtlar",
      description: "SIEM'inize aktarılan ve sizin denetiminizde saklanan dosya etkinliği kayıtları, dönemsel siber güvenlik denetimlerinizi destekler.",
    },
  ],
  keywords: ["IRDAI siber güvenlik yönergeleri", "Hindistan sigorta siber güvenliği", "CERT-In bildirimi", "IRDAI uyumu"],
};
