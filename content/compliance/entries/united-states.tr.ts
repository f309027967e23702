/** Turkish copy of the US privacy and financial regimes; ids and regions come from the English entries. */
import * as en from "./united-states";

export const hipaa: typeof en.hipaa = {
  ...en.hipaa,
  subtitle: "Sağlık Sigortası Taşınabilirlik ve Sorumluluk Yasası: Güvenlik Kuralı ve İhlal Bildirimi Kuralı",
  summary: "Elektronik korunan sağlık bilgilerini güvence altına alın ve bir ihlali fark ettiğiniz andan itibaren 60 gün içinde bildirime hazır olun.",
  description: [
    "HIPAA; sağlık planlarına, sağlık bilgisi takas merkezlerine, sağlık bilgilerini elektronik ortamda ileten sağlık hizmeti sunucularına ve onlar adına korunan sağlık bilgilerini işleyen iş ortaklarına uygulanır. Güvenlik Kuralı, elektronik korunan sağlık bilgileri (ePHI) için erişim kontrolü, denetim kontrolleri, bütünlük kontrolleri ve iletim güvenliği dahil idari, fiziksel ve teknik önlemler ister. İhlal Bildirimi Kuralı uyarınca etkilenen kişilere makul olmayan bir gecikme olmaksızın ve ihlalin fark edilmesinden sonra en geç 60 takvim günü içinde bildirim yapılmalıdır; 500 veya daha fazla kişiyi etkileyen ihlaller aynı süre içinde ABD Sağlık ve İnsani Hizmetler Bakanlığı'na da bildirilmeli, bir eyalette ya da yargı bölgesinde 500'den fazla kişi etkilendiğinde önde gelen medya kuruluşlarına da duyurulmalıdır.",
    "E7, 45 CFR 164.312'deki teknik önlemleri ePHI taşıyan dosyalara, nereye giderlerse gitsinler uygular: Şifreleme, kullanıcı bazında erişim hakları, otomatik denetim kayıtları ve her görüntüleyeni tanımlayan filigranlar. HHS yönergelerine göre usulüne uygun şifrelenmiş sağlık bilgileri güvencesiz sayılmaz; bu da kaybolan bir dizüstü bilgisayarın veya yanlış kişiye giden bir dosyanın bildirim gerektiren bir ihlale dönüşmesini önleyebilir. Soruşturma gerektiğinde denetim izi, kimin neye ne zaman eriştiğini tam olarak gösterir.",
  ],
  facts: [
    { label: "Kimleri kapsar", value: "Kapsam dahilindeki kuruluşlar (sağlık planları, takas merkezleri ve sağlık hizmeti sunucuları) ile bunların iş ortakları." },
    { label: "Kritik süre", value: "Etkilenen kişilere makul olmayan bir gecikme olmaksızın ve ihlal fark edildikten sonra en geç 60 takvim günü içinde bildirim." },
    { label: "Denetleyen kurum", value: "HHS Sivil Haklar Ofisi ve eyalet başsavcıları." },
  ],
  features: [
    {
      title: "Teknik önlemler",
      description: "ePHI için erişim kontrolü, denetim kontrolleri, bütünlük ve iletim güvenliği; yalnızca verinin saklandığı sistemlere değil, her dosyaya uygulanır.",
    },
    {
      title: "İhlale hazır denetim izi",
      description: "Bir kaydı kimin açtığını, yazdırdığını veya ilettiğini görün; 60 günlük bildirim süresi başladığında neler olduğunu net biçimde bilin.",
    },
    {
      title: "İş ortağı kontrolü",
      description: "Kayıtları laboratuvarlar, faturalandırma şirketleri ve iş ortaklarıyla zorunlu kullanım hakları altında, her alıcıyı tanımlayan filigranlarla paylaşın.",
    },
  ],
  keywords: ["HIPAA uyumu", "HIPAA Güvenlik Kuralı", "ePHI koruması", "HIPAA ihlal bildirimi"],
};

export const ccpa: typeof en.ccpa = {
  ...en.ccpa,
  subtitle: "Kaliforniya Tüketici Gizliliği Yasası, Kaliforniya Gizlilik Hakları Yasası ile değiştirilmiş hâliyle",
  summary: "Kaliforniyalıların gizlilik haklarına saygı gösterin ve sizi mahkemeden uzak tutacak makul güvenlik düzeyini koruyun.",
  description: [
    "CPRA ile 1 Ocak 2023'ten itibaren güçlendirilen CCPA, Kaliforniya sakinlerine kişisel bilgilerini öğrenme, sildirme ve düzeltme, bu bilgilerin satışını veya paylaşımını reddetme ve hassas kişisel bilgilerin kullanımını sınırlama hakları tanır. Yasayı Kaliforniya Gizlilik Koruma Ajansı ve Başsavcı uygular. Şifrelenmemiş ve maskelenmemiş kişisel bilgiler, işletmenin makul güvenliği sağlamaması nedeniyle ihlale uğrarsa tüketiciler, olay başına tüketici başına 100 ila 750 dolar (enflasyona göre güncellenir) tutarında kanuni tazminat ya da daha yüksekse fiili zararları için dava açabilir.",
    "E7, yasanın beklediği makul güvenliği kanıtlamanıza yardımcı olur: Kişisel bilgiler ve hassas kişisel bilgiler ağınızın içinde ve dışında şifreli ve kullanım politikalarına bağlı kalır, erişim yalnızca ihtiyacı olanlarla sınırlanır ve her işlem kayda geçer. Korunan dosyalar, bir kopyası dışarı sızsa bile şifreli kaldığından, bir veri ifşasının bireysel dava hakkını doğurma olasılığı çok daha düşüktür.",
  ],
  facts: [
    {
      label: "Kimleri kapsar",
      value:
        "Kaliforniya'da faaliyet gösteren ve yıllık gelir eşiğini aşan, 100.000 veya daha fazla tüketicinin ya da hanenin kişisel bilgilerini satın alan, satan veya paylaşan ya da gelirinin yarısını bu bilgilerin satışından veya paylaşımından elde eden kâr amaçlı işletmeler.",
    },
    { label: "Bireysel dava hakkı", value: "Makul güvenliğin sağlanmamasından kaynaklanan ihlallerde olay başına tüketici başına 100 ila 750 dolar (enflasyona göre güncellenir)." },
    { label: "Denetleyen kurum", value: "Kaliforniya Gizlilik Koruma Ajansı ve Kaliforniya Başsavcısı." },
  ],
  features: [
    {
      title: "Makul güvenlik",
      description: "Kişisel bilgiler için şifreleme, en az yetki ilkesine dayalı erişim ve dosya hareketi kontrolleri; düzenleyicilere ve mahkemelere kanıtlanabilir biçimde.",
    },
    {
      title: "Hassas kişisel bilgiler",
      description: "Resmî kimlik numaralarını, hesap kimlik bilgilerini, finansal ve sağlık verilerini sınıflandırın; nasıl kullanılabileceklerini, yazdırılabileceklerini ve paylaşılabileceklerini kısıtlayın.",
    },
    {
      title: "Tüketici talepleri için kanıt",
      description: "Etkinlik kayıtları tüketici verilerinin nerelere gittiğini gösterir; öğrenme, düzeltme ve silme taleplerini güvenle yanıtlamanıza yardımcı olur.",
    },
  ],
  keywords: ["CCPA uyumu", "CPRA", "Kaliforniya gizlilik yasası", "makul güvenlik"],
};

export const glba: typeof en.glba = {
  ...en.glba,
  subtitle: "Gramm-Leach-Bliley Yasası ve FTC Güvenlik Önlemleri Kuralı (16 CFR Kısım 314)",
  summary: "Güvenlik Önlemleri Kuralı'nın istediği bilgi güvenliği programını yürütün ve müşteri bilgilerini uçtan uca koruyun.",
  description: [
    "Gramm-Leach-Bliley Yasası, finansal kuruluşların müşteri bilgilerini nasıl paylaştıklarını açıklamalarını ve müşterilerin kamuya açık olmayan kişisel bilgilerini korumalarını şart koşar. Kredi verenler, mortgage aracıları, vergi beyannamesi hazırlayıcıları ve otomobil bayileri gibi banka dışı finansal kuruluşlar için FTC'nin Güvenlik Önlemleri Kuralı programın ayrıntılarını belirler: Sorumlu bir yetkin kişi, yazılı risk değerlendirmeleri, erişim kontrolleri, müşteri bilgilerinin aktarımda ve depolamada şifrelenmesi, çok faktörlü kimlik doğrulama, yetkili kullanıcıların etkinliklerinin izlenmesi ve kaydedilmesi ile yönetim kuruluna düzenli raporlar. Mayıs 2024'ten bu yana kuruluşlar, en az 500 tüketicinin şifrelenmemiş bilgilerini içeren bir olayı fark ettikten sonra 30 gün içinde FTC'ye bildirmek zorundadır. Bankalar ise buna denk Kurumlar Arası Yönergeleri izler.",
    "E7, müşteri bilgilerinin gerçekten bulunduğu belgeler için Güvenlik Önlemleri Kuralı'nın zorunlu kıldığı unsurların birçoğunu sağlar: Sistemlerinizin dışında da süren şifreleme, yetkili kullanıcılarla sınırlı erişim ve eksiksiz kayıtla kullanıcı etkinliğinin izlenmesi. FTC bildirim yükümlülüğü şifrelenmemiş bilgilerle ilgili olduğundan, kalıcı şifreleme bildirim yükünüzü de azaltır.",
  ],
  facts: [
    { label: "Kimleri kapsar", value: "ABD finansal kuruluşları: FTC Güvenlik Önlemleri Kuralı banka dışı kuruluşları kapsar, bankalar ise Kurumlar Arası Yönergeleri izler." },
    { label: "Kritik süre", value: "500 veya daha fazla tüketiciyi etkileyen, bildirim gerektiren bir olayı fark ettikten sonra 30 gün içinde FTC'ye bildirim." },
    { label: "Denetleyen kurum", value: "Federal Ticaret Komisyonu (FTC) ve federal bankacılık düzenleyicileri." },
  ],
  features: [
    {
      title: "Müşteri bilgilerinin şifrelenmesi",
      description: "Müşteri dosyaları aktarımda ve depolamada şifrelenir; indirildiğinde, e-postayla gönderildiğinde veya taşınabilir belleğe kopyalandığında da şifreli kalır.",
    },
    {
      title: "Erişim kontrolü ve izleme",
      description: "Her kullanıcıya yalnızca rolünün gerektirdiği hakları verin; yetkili kullanıcıların etkinliğini izlemek için her açma, yazdırma ve paylaşımı kaydedin.",
    },
    {
      title: "Yönetim kuruluna hazır raporlama",
      description: "Panolar ve dışa aktarımlar, yetkin kişinize yönetim kuruluna sunulacak yazılı rapor için gereken kanıtları sağlar.",
    },
  ],
  keywords: ["GLBA uyumu", "FTC Güvenlik Önlemleri Kuralı", "finansal gizlilik", "müşteri bilgisi güvenliği"],
};

export const nycrr: typeof en.nycrr = {
  ...en.nycrr,
  subtitle: "New York Finansal Hizmetler Departmanı Siber Güvenlik Yönetmeliği, 23 NYCRR Kısım 500",
  summary: "Kısım 500'ün şifreleme, erişim ve denetim izi gerekliliklerini ve Departman Başkanı'na 72 saat içinde bildirim yükümlülüğünü karşılayın.",
  description: [
    "23 NYCRR Kısım 500; New York Eyaleti Finansal Hizmetler Departmanı (NYDFS) tarafından lisanslanan bankalara, sigorta şirketlerine ve diğer finansal hizmet şirketlerine uygulanır. Kasım 2023'te yapılan değişikliklerle birlikte üst yönetimce onaylanmış bir siber güvenlik programı ve politikaları, kamuya açık olmayan bilgilerin aktarımda ve depolamada şifrelenmesini, erişim yetkilerinin sınırlandırılmasını, çok faktörlü kimlik doğrulamayı, varlık envanterlerini ve denetim izlerini zorunlu kılar. Siber güvenlik olayları, meydana geldiklerinin tespitinden itibaren 72 saat içinde, fidye ödemeleri ise 24 saat içinde Departman Başkanı'na (Superintendent) bildirilmelidir; kapsamdaki her kuruluş da her yıl 15 Nisan'a kadar uyumunu onaylamalı ya da eksiklerini beyan etmelidir.",
    "E7, Kısım 500'ün veri düzeyindeki kontrollerini doğrudan karşılar: Kamuya açık olmayan bilgiler, dosyalar nereye giderse gitsin şifreli kalır; erişim yetkileri kullanıcı ve belge bazında uygulanır; etkinlik kaydı da denetçilerin beklediği denetim izini sağlar. Bu kanıtlar ayrıca CISO'nun yönetim kuruluna sunduğu yıllık raporu ve her nisan imzalanan uyum beyanını destekler.",
  ],
  facts: [
    { label: "Kimleri kapsar", value: "New York'un bankacılık, sigortacılık veya finansal hizmetler mevzuatı kapsamında lisanslı ya da kayıtlı bankalar, sigorta şirketleri ve diğer kuruluşlar." },
    { label: "Kritik süre", value: "Bir siber güvenlik olayının meydana geldiği tespit edildikten sonra 72 saat içinde Departman Başkanı'na bildirim." },
    { label: "Yıllık yükümlülük", value: "Her yıl 15 Nisan'a kadar bir uyum beyanı ya da uyumsuzluk bildirimi." },
  ],
  features: [
    {
      title: "Kamuya açık olmayan bilgilerin şifrelenmesi",
      description: "Kamuya açık olmayan bilgiler depolamada ve aktarımda şifrelenir; dosyalar ağınızdan çıktığında da şifreli kalır.",
    },
    {
      title: "Erişim yetkileri",
      description: "Belge bazında en az yetki ilkesine dayalı kullanım hakları; kimin neyi yapabildiğinin net görünümü sayesinde dönemsel erişim incelemeleri kolaylaşır.",
    },
    {
      title: "Denetim izi",
      description: "Siber güvenlik olaylarını tespit edip yanıtlamak ve yıllık uyum beyanınızı desteklemek için dosya etkinliğinin eksiksiz, dışa aktarılabilir kaydı.",
    },
  ],
  keywords: ["NYDFS Kısım 500", "23 NYCRR 500", "NYDFS siber güvenlik yönetmeliği", "finansal hizmetlerde siber güvenlik"],
};
