/** Turkish copy of the European regimes; ids and regions come from the English entries. */
import * as en from "./europe";

export const gdpr: typeof en.gdpr = {
  ...en.gdpr,
  subtitle: "Genel Veri Koruma Tüzüğü, (AB) 2016/679 sayılı Tüzük",
  summary: "Kişisel verileri tasarım aşamasından itibaren koruyun, ihlalleri 72 saat içinde bildirin ve AB denetim otoritelerine hesap verebilirliğinizi kanıtlayın.",
  description: [
    "GDPR, kuruluşun merkezi nerede olursa olsun, Avrupa Birliği'ndeki kişilerin kişisel verilerinin nasıl işlendiğini düzenler. 32. madde riske uygun bir güvenlik düzeyi ister ve şifreleme ile takma adlandırmayı açıkça sayar; 33. madde, kişisel veri ihlalinin öğrenilmesinden itibaren 72 saat içinde denetim otoritesine bildirilmesini zorunlu kılar; hesap verebilirlik ilkesi ise uyumu yalnızca beyan etmenizi değil, kanıtlamanızı gerektirir. En ağır ihlallerde ceza 20 milyon avroya veya dünya çapındaki yıllık cironun %4'üne (hangisi yüksekse) kadar çıkabilir.",
    "E7, kişisel veriler sistemlerinizden çıktıktan sonra da korunmalarını sağlar: Dosyalar şifreli kalır ve politikalara bağlı olur, her görüntüleme, yazdırma ve paylaşım kayda geçer, erişim saniyeler içinde geri alınabilir. Bir olay yaşandığında denetim izi, hangi kayıtların kimlere açığa çıktığını saatler içinde gösterir; böylece 72 saatlik bildiriminiz tahminlere değil, olgulara dayanır. Birleşik Krallık GDPR'ı (UK GDPR) aynı yükümlülükleri getirir ve E7 her ikisini de destekler.",
  ],
  facts: [
    {
      label: "Kimleri kapsar",
      value:
        "AB'deki kişilerin kişisel verilerini işleyen veri sorumluları ve veri işleyenler; bu kişilere mal veya hizmet sunan ya da davranışlarını izleyen AB dışındaki kuruluşlar da dahil.",
    },
    { label: "Kritik süre", value: "Kişisel veri ihlallerinin, öğrenilmesinden itibaren 72 saat içinde denetim otoritesine bildirilmesi (33. madde)." },
    { label: "Denetleyen kurum", value: "Avrupa Veri Koruma Kurulu'nun koordinasyonunda ulusal veri koruma otoriteleri." },
  ],
  features: [
    {
      title: "İşleme güvenliği (32. madde)",
      description:
        "Kalıcı şifreleme ve kullanım politikaları her dosyayla birlikte hareket eder; kişisel veriler dizüstü bilgisayarlarda, e-postada ve Microsoft 365, Box, Google Drive gibi bulut depolama hizmetlerinde korunmaya devam eder.",
    },
    {
      title: "72 saatlik ihlal bildirimine hazırlık",
      description:
        "Her dosyayı kimin açtığının, yazdırdığının veya paylaştığının eksiksiz kaydı, olayın kapsamını hızla belirlemenizi ve denetim otoritesine 33. maddenin istediği bilgileri sunmanızı sağlar.",
    },
    {
      title: "Tasarımdan itibaren veri koruma (25. madde)",
      description:
        "Sınıflandırmaya dayalı politikalar erişimi yalnızca ihtiyacı olanlarla sınırlar; dinamik filigranlar ise gizli kalması gereken verilerin fotoğraflanmasını veya yeniden paylaşılmasını caydırır.",
    },
  ],
  keywords: ["GDPR uyumu", "32. madde güvenlik önlemleri", "72 saat içinde ihlal bildirimi", "Birleşik Krallık GDPR"],
};

export const nis2: typeof en.nis2 = {
  ...en.nis2,
  subtitle: "Birlik genelinde yüksek ve ortak bir siber güvenlik düzeyine ilişkin (AB) 2022/2555 sayılı Direktif",
  summary: "NIS2'nin risk yönetimi önlemlerini hayata geçirin ve 24 saatlik erken uyarıya hazır olun.",
  description: [
    "NIS2, AB'nin siber güvenlik kurallarını enerji, ulaştırma, bankacılık ve sağlıktan dijital altyapıya, kamu yönetimine ve imalata kadar 18 sektördeki temel ve önemli kuruluşlara genişletir ve 18 Ekim 2024'ten bu yana uygulanmaktadır. 21. madde; erişim kontrolü, varlık yönetimi, tedarik zinciri güvenliği ile kriptografi ve şifreleme kullanımı dahil asgari risk yönetimi önlemlerini belirler. 23. madde, önemli bir olayın öğrenilmesinden itibaren 24 saat içinde erken uyarı, 72 saat içinde olay bildirimi ve bir ay içinde nihai rapor verilmesini zorunlu kılar. Yönetim organları bu önlemleri onaylamak zorundadır ve aksaklıklardan sorumlu tutulabilir.",
    "E7, 21. maddenin beklediği veri koruma önlemlerini ve bunları kanıtlayan belgeleri sunar: Hassas dosyalarla birlikte kalan şifreleme, kullanıcı bazında uygulanan en az yetki ilkesi, yazdırma ve dosya hareketi kontrolü ile eksiksiz bir etkinlik kaydı. Önemli bir olay yaşandığında bu kayıt, 24 saatlik erken uyarıya yetişecek şekilde nelerin etkilendiğini belirlemenize yardımcı olur.",
  ],
  facts: [
    {
      label: "Kimleri kapsar",
      value: "18 sektördeki orta ve büyük ölçekli temel ve önemli kuruluşlar ile DNS ve güven hizmeti sağlayıcıları gibi, büyüklüğünden bağımsız olarak bazı hizmet sağlayıcılar.",
    },
    { label: "Kritik süre", value: "24 saat içinde erken uyarı, 72 saat içinde olay bildirimi ve bir ay içinde nihai rapor." },
    {
      label: "Yaptırımlar",
      value: "Temel kuruluşlar için 10 milyon avroya veya dünya çapındaki yıllık cironun %2'sine, önemli kuruluşlar için 7 milyon avroya veya %1,4'e kadar.",
    },
  ],
  features: [
    {
      title: "21. madde risk yönetimi önlemleri",
      description: "Hassas veriler için erişim kontrolü, şifreleme ve dosya hareketi politikaları; merkezden yapılandırılır, her uç noktada uygulanır.",
    },
    {
      title: "24 saatlik erken uyarı",
      description:
        "Olağan dışı indirme, yazdırma veya paylaşımlarda anlık uyarılar ve önemli bir olayın hassas verilere dokunup dokunmadığını hızla gösteren bir etkinlik geçmişi.",
    },
    {
      title: "Tedarik zinciri güvenliği",
      description:
        "Dosyaları tedarikçiler ve iş ortaklarıyla kontrolü kaybetmeden paylaşın: Kullanım hakları, filigranlar ve erişimi geri alma imkânı her belgeyle birlikte ağınızın dışına taşınır.",
    },
  ],
  keywords: ["NIS2 uyumu", "NIS2 21. madde", "NIS2 olay bildirimi", "AB siber güvenlik direktifi"],
};

export const dora: typeof en.dora = {
  ...en.dora,
  subtitle: "Dijital Operasyonel Dayanıklılık Yasası, (AB) 2022/2554 sayılı Tüzük",
  summary: "AB'deki finansal kuruluşlarda BİT risk yönetimini, olay bildirimini ve üçüncü taraf gözetimini güçlendirin.",
  description: [
    "DORA, 17 Ocak 2025'ten bu yana bankalara, sigorta şirketlerine, yatırım kuruluşlarına, ödeme ve kripto varlık hizmet sağlayıcılarına ve AB'deki diğer finansal kuruluşların çoğuna uygulanmakta; kritik üçüncü taraf bilgi ve iletişim teknolojisi (BİT) hizmet sağlayıcılarını da doğrudan AB gözetimine tabi kılmaktadır. Beş temel sütun üzerine kuruludur: BİT risk yönetimi, BİT kaynaklı olayların yönetimi ve bildirimi, dijital operasyonel dayanıklılık testleri, BİT üçüncü taraf risk yönetimi ve bilgi paylaşımı. BİT kaynaklı büyük bir olay, büyük olay olarak sınıflandırılmasından itibaren 4 saat içinde ve her durumda öğrenilmesinden sonra en geç 24 saat içinde ilk bildirimle yetkili otoriteye raporlanmalı, ardından ara ve nihai raporlar sunulmalıdır.",
    "E7, BİT risk yönetimi çerçevenizin veri güvenliği ayağını güçlendirir: Dosyalar nereye giderse gitsin hassas bilgilerin korunması, güçlü erişim kontrolü ve hangi dosyayla kimin ne yaptığını yeniden kurgulayan kayıtlar. Ayrıntılı politikalar ve anında erişim iptali, paylaştığınız bilgilerle bir BİT sağlayıcısının veya dış hizmet sağlayıcının neler yapabileceğini de sınırlar.",
  ],
  facts: [
    {
      label: "Kimleri kapsar",
      value: "Kredi kuruluşları ve sigorta şirketlerinden kripto varlık hizmet sağlayıcılarına kadar 21 tür AB finansal kuruluşu ile kritik üçüncü taraf BİT hizmet sağlayıcıları.",
    },
    {
      label: "Kritik süre",
      value: "BİT kaynaklı büyük bir olayın ilk bildirimi, sınıflandırmadan itibaren 4 saat içinde ve öğrenildikten sonra en geç 24 saat içinde yapılmalıdır.",
    },
    { label: "Yürürlük tarihi", value: "17 Ocak 2025; ulusal yetkili otoriteler ve Avrupa Denetim Otoriteleri tarafından denetlenir." },
  ],
  features: [
    {
      title: "BİT risk yönetimi",
      description:
        "Hassas finansal bilgiler için şifreleme, erişim kontrolü ve sızıntı önleme; BİT risk yönetimi çerçeveniz içinde belgelenmiş ve ölçülebilir biçimde.",
    },
    {
      title: "Olay sınıflandırma ve bildirimi",
      description:
        "Ayrıntılı etkinlik kayıtları, DORA'nın sınıflandırma ölçütlerinden biri olan veri kayıplarını değerlendirmenize yardımcı olur ve ilk, ara ve nihai raporlar için gereken olguları sağlar.",
    },
    {
      title: "BİT üçüncü taraf riski",
      description: "Dış hizmet sağlayıcılarla ve BİT sağlayıcılarıyla paylaşılan belgeler politikalarınıza tabi kalır; sözleşme sona erdiği anda erişim geri alınabilir.",
    },
  ],
  keywords: ["DORA uyumu", "dijital operasyonel dayanıklılık", "BİT risk yönetimi", "finansal hizmetler düzenlemesi"],
};
