/** Turkish edition of the privacy notice: the same sections, ids, tables, links and facts as the English one. */
import { offices, site } from "@/content/site.tr";
import { mailLink, postalLine } from "./format";
import * as en from "./privacy";
import { legalContacts, type LegalDocument } from "./types";

const hqAddress = postalLine(offices.find((o) => o.id === "hq")!, ", ");
const privacyMail = mailLink(legalContacts.privacyEmail);

export const privacyPolicy: LegalDocument = {
  updated: en.privacyPolicy.updated,
  intro: [
    `${site.legalName} ("E7" veya "biz"), kurumların hassas verilerini korumasına ve GDPR, BAE Kişisel Verilerin Korunması Kanunu (PDPL) ve Hindistan'ın DPDP Kanunu gibi düzenlemelere uymasına yardımcı olur. Kendimizi de aynı standarda tabi tutarız. Bu aydınlatma metni, bu web sitesi ve formları aracılığıyla hangi kişisel verileri topladığımızı, bunları neden kullandığımızı, kimlerle paylaştığımızı, ne kadar süre sakladığımızı ve sahip olduğunuz hakları açıklar.`,
  ],
  sections: [
    {
      id: "who-we-are",
      title: "1. Biz kimiz",
      blocks: [
        `${site.legalName}, İngiltere ve Galler'de kayıtlı, genel merkezi ${hqAddress} adresinde bulunan bir şirkettir ve bu metinde açıklanan kişisel verilerin veri sorumlusudur.`,
        "Mısır (Gize), Türkiye (İstanbul) ve Birleşik Arap Emirlikleri'nde (Dubai) de ofislerimiz bulunmaktadır. Bu ofislerden biri talebinizi ya da başvurunuzu ele aldığında bizimle birlikte hareket eder ve bu metne uyar.",
        `Bu metin veya kişisel verileriniz hakkındaki sorularınızı ${privacyMail} adresine ya da posta yoluyla yukarıdaki adreste bulunan Gizlilik Ekibi'ne iletebilirsiniz.`,
      ],
    },
    {
      id: "scope",
      title: "2. Bu metnin kapsamı",
      blocks: [
        "Bu metin; web sitemizi ziyaret ettiğinizde, bize bir talep gönderdiğinizde, demo istediğinizde, iş ortağı olmak için ilgi bildirdiğinizde, bir iş ilanına başvurduğunuzda veya bizimle başka bir şekilde iletişime geçtiğinizde topladığımız kişisel verileri kapsar.",
        "Müşterilerimizin E7 ürünleriyle koruduğu verileri kapsamaz. Bu veriler bakımından veri sorumlusu müşterimizdir; biz yalnızca onun talimatları doğrultusunda ve müşteri sözleşmelerimizdeki veri işleme hükümlerine göre hareket ederiz.",
      ],
    },
    {
      id: "data-we-collect",
      title: "3. Topladığımız kişisel veriler",
      blocks: [
        "Yalnızca ilgili amaç için ihtiyaç duyduğumuz verileri toplarız:",
        [
          "İletişim formu: adınız ve soyadınız, e-posta adresiniz, ülke kodunuz ve telefon numaranız, talebinizin konusu, mesajınız ve şartlarımızı kabul ettiğinize ilişkin kayıt.",
          "Demo talebi: şirketinizin adı, karar vericinin adı ve belirtilmişse soyadı ile unvanı, e-posta adresi, ülke kodu ve telefon numarası ile ülke.",
          "İş başvurusu: adınız ve iletişim bilgileriniz, adresiniz, mevcut unvanınız ve işvereniniz, toplam ve ilgili deneyiminiz, beklediğiniz ücret, ihbar süreniz, en erken işe başlama tarihiniz, taşınmaya açık olup olmadığınız, eğitim bilgileriniz, bizi nereden duyduğunuz, ön yazınız, isteğe bağlı portfolyo ve LinkedIn bağlantılarınız, özgeçmişiniz ve eklediğiniz diğer belgeler.",
          "Web sitesi kullanımı: IP adresiniz, tarayıcı ve cihaz türünüz, ziyaret ettiğiniz sayfalar ve ziyaret zamanları; bunlar siteyi güvende tutmak için sunucu kayıtlarında ve toplu sayfa görüntüleme istatistiklerinde tutulur.",
          "Üçüncü kişilerden: bir işe alım ajansının veya sizi öneren bir çalışanın, bizimle bir fırsat kaydeden bir iş ortağının bize ilettiği bilgiler ya da bizi yönlendirdiğiniz herkese açık profesyonel profillerden edinilen bilgiler.",
        ],
        "Lütfen gerekli olmadıkça serbest metin alanlarına veya belgelere özel nitelikli kişisel veri (örneğin sağlık, din veya etnik kökene ilişkin) ya da gizli ticari bilgi eklemeyin. İşe alım sürecinde gerekli düzenlemeleri yapabilmemiz için bize bir engelinizi bildirirseniz, bu bilgiyi yalnızca bu amaçla kullanırız.",
      ],
    },
    {
      id: "purposes",
      title: "4. Verileri neden kullanıyoruz ve hukuki sebeplerimiz",
      blocks: [
        "Birleşik Krallık GDPR'ı (UK GDPR) ve AB GDPR'ı uyarınca kişisel verilerin her kullanımı için bir hukuki sebebimiz olmalıdır. Hukuki sebeplerimiz şunlardır:",
        {
          caption: "İşleme amaçları ve hukuki sebepleri",
          head: ["Amaç", "Hukuki sebep"],
          rows: [
            ["Talebinizi yanıtlamak ve takip etmek", "Bizimle iletişime geçenlere yanıt verme konusundaki meşru menfaatimiz; sözleşme öncesinde talep ettiğiniz adımlar"],
            ["Demo düzenlemek ve sunmak, olası bir satın almayı görüşmek", "Sözleşme kurulmadan önce talep ettiğiniz adımlar; işimizi geliştirme konusundaki meşru menfaatimiz"],
            ["İş başvurunuzu değerlendirmek, mülakat yapmak ve teklif sunmak", "İş sözleşmesi kurulmadan önce talep ettiğiniz adımlar; doğru kişileri işe alma konusundaki meşru menfaatimiz"],
            ["Başarılı adaylar için çalışma izni ve diğer işe giriş öncesi kontroller", "Hukuki yükümlülük"],
            ["Ürünlerimiz ve etkinliklerimiz hakkında haber göndermek", "Rızanız ya da mevcut iş bağlantıları için meşru menfaatimiz; her iletide abonelikten çıkma seçeneğiyle"],
            ["Web sitesini ve formları, istek sınırlama ve istenmeyen ileti filtreleme dahil güvende tutmak", "Sistemlerimizi ve bunları kullananları koruma konusundaki meşru menfaatimiz"],
            ["Hangi sayfaların faydalı olduğunu toplu olarak anlamak", "Web sitemizi geliştirme konusundaki meşru menfaatimiz"],
            ["Kayıt tutmak, uyuşmazlıkları ele almak ve yasal gereklilikleri karşılamak", "Hukuki yükümlülük; hukuki taleplerin tesisi ve savunulması konusundaki meşru menfaatimiz"],
          ],
        },
        "Meşru menfaate dayandığımız durumlarda bu menfaati haklarınız ve makul beklentilerinizle tarttık; ayrıntıları bizden isteyebilirsiniz. Rızaya dayandığımız durumlarda rızanızı dilediğiniz zaman geri alabilirsiniz; bu, daha önce yaptığımız işlemleri etkilemez.",
        "İşe alım dahil, hakkınızda yalnızca otomatik işlemeye dayalı kararlar vermeyiz.",
      ],
    },
    {
      id: "cookies",
      title: "5. Çerezler ve analiz",
      blocks: [
        "Web sitemiz reklam veya siteler arası izleme çerezleri olmadan çalışır. Yalnızca siteyi güvenli biçimde sunmak için kesinlikle gerekli olanları ve çerez kullanmayan, ziyaretçilerin bireysel profillerini çıkarmayan, gizliliğe saygılı sayfa görüntüleme istatistiklerini kullanırız.",
        "Kesinlikle gerekli olmayan çerezler kullanmak istersek, Birleşik Krallık Gizlilik ve Elektronik İletişim Yönetmeliği'nin (PECR) gerektirdiği üzere önce rızanızı alır ve bu metni güncelleriz.",
      ],
    },
    {
      id: "sharing",
      title: "6. Verileri kimlerle paylaşıyoruz",
      blocks: [
        "Kişisel verileri asla satmayız. Yalnızca aşağıdaki durumlarda paylaşırız:",
        [
          "Talebinizi yanıtlamak, demonuzu gerçekleştirmek veya bir pozisyonun işe alım sürecinde yer almak için en uygun konumda olduklarında Mısır, Türkiye ve BAE'deki ofislerimizle.",
          "Web sitemizi ve sistemlerimizi barındıran, e-posta gönderen, müşteri ilişkilerini yöneten veya işe alımı destekleyen hizmet sağlayıcılarla. Bu sağlayıcılar, verileri korumalarını şart koşan sözleşmeler çerçevesinde talimatlarımıza göre hareket eder.",
          "Bir iş ortağıyla çalışmak isterseniz veya talebiniz onun bölgesiyle ilgiliyse, bölgenizdeki yetkili bir E7 iş ortağıyla. Bunu yapmadan önce sizi bilgilendiririz.",
          "Sır saklama yükümlülüğü altındaki avukatlar, denetçiler ve sigortacılar gibi profesyonel danışmanlarla.",
          "Kanunun gerektirdiği durumlarda veya haklarımızı korumak için mahkemeler, düzenleyici kurumlar, kolluk kuvvetleri ya da diğer yetkili makamlarla.",
          "İşimizin tamamı veya bir kısmı satılır ya da yeniden yapılandırılırsa, eşdeğer koruma sağlanması kaydıyla alıcı veya halef ile.",
        ],
      ],
    },
    {
      id: "transfers",
      title: "7. Yurt dışına aktarım",
      blocks: [
        "Birleşik Krallık, Mısır, Türkiye ve BAE'de faaliyet gösterdiğimiz için kişisel verileriniz bu ülkeler arasında ve başka ülkelerdeki hizmet sağlayıcılara aktarılabilir.",
        "Veriler, Birleşik Krallık'tan veya Avrupa Ekonomik Alanı'ndan yeterlilik kararı bulunmayan bir ülkeye aktarıldığında, bunları Birleşik Krallık Uluslararası Veri Aktarım Sözleşmesi (IDTA) veya AB Standart Sözleşme Maddelerine ilişkin Birleşik Krallık Eki ile ve şifreleme gibi teknik önlemlerle koruruz. Diğer ofislerimiz için geçerli kanunlardaki aktarım kurallarına da uyarız; bunlar arasında BAE PDPL, Türkiye'de 6698 sayılı Kişisel Verilerin Korunması Kanunu ve Mısır'da 2020 tarihli ve 151 sayılı Kişisel Verilerin Korunması Kanunu yer alır. Size uygulanan güvencelerin bir kopyasını bizden isteyebilirsiniz.",
      ],
    },
    {
      id: "retention",
      title: "8. Verileri ne kadar süre saklıyoruz",
      blocks: [
        {
          caption: "Saklama süreleri",
          head: ["Veri", "Süre"],
          rows: [
            ["İletişim talepleri ve demo talepleri", "Sizinle son iletişimimizden itibaren 24 ay veya müşteri ya da iş ortağı irtibat kişisi olduğunuz sürece"],
            ["İşe alımla sonuçlanmayan başvurular", "İşe alım kararından itibaren 6 ay; yetenek havuzumuzda kalmayı kabul ederseniz 24 ay"],
            ["İşe alımla sonuçlanan başvurular", "Personel dosyanıza aktarılır; çalışma süresince ve sonrasında iş mevzuatının gerektirdiği süre boyunca saklanır"],
            ["Sunucu ve güvenlik kayıtları", "Belirli bir olayın incelenmesi için daha uzun süre gerekmedikçe 30 gün"],
            ["Pazarlama tercihleri ve abonelikten çıkma talepleri", "Tercihinize uyulması için gerekli olduğu sürece"],
          ],
        },
        "Bu sürelerin sonunda verileri siler veya anonim hale getiririz.",
      ],
    },
    {
      id: "security",
      title: "9. Verileri nasıl koruyoruz",
      blocks: [
        "Kişisel verileri, müşterilerimiz için geliştirdiğimiz kontrollerle koruruz: aktarım sırasında ve depolamada şifreleme, en az yetki ilkesine dayalı erişim, kişisel verilere erişimin kayıt altına alınması ve personel eğitimi. Yüklenen dosyalar kontrol edilir ve web sitesinden ayrı olarak saklanır. Bir ihlal kişisel verilerinizi etkiler ve haklarınızı risk altına sokma ihtimali taşırsa, kanunun gerektirdiği şekilde sizi ve ilgili düzenleyici kurumları bilgilendiririz.",
      ],
    },
    {
      id: "your-rights",
      title: "10. Haklarınız",
      blocks: [
        "Birleşik Krallık GDPR'ı ve AB GDPR'ı uyarınca şu haklara sahipsiniz:",
        [
          "hakkınızda tuttuğumuz kişisel verilere erişme ve bunların bir kopyasını alma;",
          "yanlış verilerin düzeltilmesini ve eksik verilerin tamamlanmasını isteme;",
          "örneğin artık ihtiyaç duymadığımız durumlarda verilerinizin silinmesini isteme;",
          "bir endişeniz çözüme kavuşturulurken verilerinizin kullanımının kısıtlanmasını isteme;",
          "verilerinizin meşru menfaate dayalı kullanımına ve doğrudan pazarlamaya her zaman itiraz etme;",
          "rızaya veya sözleşmeye dayandığımız durumlarda bize verdiğiniz verileri taşınabilir bir biçimde alma;",
          "rızaya dayandığımız durumlarda rızanızı dilediğiniz zaman geri alma.",
        ],
        "Benzer haklar BAE PDPL, Suudi Arabistan'ın PDPL'i, Türkiye'nin 6698 sayılı Kanunu, Mısır'ın 2020 tarihli ve 151 sayılı Kanunu ve Hindistan'ın DPDP Kanunu kapsamında da geçerlidir; DPDP Kanunu ayrıca şikâyetlerinizin giderilmesini isteme ve haklarınızı kullanması için birini atama hakkı tanır. Ülkenizin kanunlarının size tanıdığı haklara saygı gösteririz.",
        `Bir hakkınızı kullanmak için ${privacyMail} adresine e-posta gönderin. Kimliğinizi doğrulamanızı isteyebiliriz. Bir ay içinde yanıt veririz; karmaşık bir talep için iki aya kadar ek süreye ihtiyaç duyarsak bunu aynı ay içinde size bildiririz. Bunun için normalde herhangi bir ücret talep etmeyiz.`,
      ],
    },
    {
      id: "complaints",
      title: "11. Şikâyetler",
      blocks: [
        `Herhangi bir endişenizi önce bizim çözmemize fırsat vermenizi isteriz; lütfen ${privacyMail} adresinden bize ulaşın. Ayrıca Birleşik Krallık Bilgi Komiserliği Ofisi'ne (ICO; [ico.org.uk](https://ico.org.uk), 0303 123 1113) ya da yaşadığınız veya çalıştığınız yerdeki veri koruma otoritesine (örneğin bir AB denetim otoritesi, BAE Veri Ofisi, Hindistan Veri Koruma Kurulu veya Türkiye'de Kişisel Verileri Koruma Kurumu) şikâyette bulunma hakkınız vardır.`,
      ],
    },
    {
      id: "children",
      title: "12. Çocuklar",
      blocks: ["Web sitemiz ve hizmetlerimiz, işletmelere ve 18 yaş ve üzerindeki iş arayanlara yöneliktir. Çocuklardan bilerek kişisel veri toplamayız."],
    },
    {
      id: "changes",
      title: "13. Bu metindeki değişiklikler",
      blocks: [
        "Bu metni düzenli olarak gözden geçirir, uygulamalarımız veya mevzuat değiştiğinde güncelleriz. Sayfanın üst kısmındaki tarih, metnin en son ne zaman değiştiğini gösterir; bir değişiklik daha önce bize verdiğiniz verileri kullanma biçimimizi önemli ölçüde etkiliyorsa sizi doğrudan bilgilendiririz.",
      ],
    },
    {
      id: "contact",
      title: "14. Bize ulaşın",
      blocks: [
        `Gizlilik Ekibi, ${site.legalName}, ${hqAddress}. ${privacyMail} adresine e-posta gönderebilir veya [${site.phone}](${site.phoneHref}) numarasını arayabilirsiniz. Genel sorularınız için [iletişim sayfamızı](/contact) kullanın.`,
      ],
    },
  ],
};
