/** Turkish copy of the Blindspot product page (issue 25); icons, ids, links and image files come from the English module. */
import * as en from "./blindspot";
import { overItems, type CopyOf } from "./translate";

export const blindspotHero: CopyOf<typeof en.blindspotHero> = {
  eyebrow: en.blindspotHero.eyebrow,
  description:
    "Blindspot, veriyi en savunmasız olduğu anda korur: ekranda, dosyanın içinde ve kâğıt üzerinde. Her görüntülemenin izini sürün, her kestirme yolu kapatın ve kurumunuzun içinde de dışında da her kopyanın kontrolünü elinizde tutun.",
  art: { ...en.blindspotHero.art, alt: "Bir kalkanla çevrelenmiş filigranlı ekran; ekran görüntüsü, yazdırma ve dosya kopyalama yolları engellenmiş" },
};

export const riskGaps: CopyOf<typeof en.riskGaps> = {
  eyebrow: "Risk boşlukları",
  title: "Geleneksel güvenliğin kör kaldığı yerler",
  description:
    "Çevre güvenliği ve DLP araçları ağ trafiğini inceler. Ancak güvenilen kullanıcıların önlerinde zaten açık duran verilerle ne yaptığını göremezler.",
  cards: overItems(en.riskGaps.cards, [
    {
      title: "Ekranlar iz bırakmadan sızdırır",
      description: "Bir ekran görüntüsü ya da ekranın telefonla çekilmiş fotoğrafı tüm ağ denetimlerini atlar ve geride hiçbir kayıt bırakmaz.",
    },
    {
      title: "Dosyalar paylaşıldığı anda korumasız kalır",
      description: "Belge depodan çıktığında erişim hakları geride kalır ve kopyaların nereye gittiğini kimse bilemez.",
    },
    {
      title: "Yazdırma görünmez bir çıkış kapısıdır",
      description: "Çıktılar, kimin neyi neden yazdırdığına dair hiçbir kayıt olmadan çantalarda binadan çıkar.",
    },
    {
      title: "İçerideki kişilerin elinde anahtar zaten var",
      description: "İşten ayrılan çalışanlar ve ele geçirilmiş hesaplar meşru erişim kullanır; bu yüzden etkinlikleri olağan iş gibi görünür.",
    },
  ]),
};

export const blindspotBenefits: CopyOf<typeof en.blindspotBenefits> = {
  eyebrow: "Avantajlar",
  title: "Güvenlik ekiplerinin Blindspot'u seçmesi için altı neden",
  items: [
    { title: "Sızıntıları gerçekleşmeden caydırın", description: "Görünür filigranlar, her kullanıcıya gördüğü içeriğin kendisine kadar izlenebileceğini hatırlatır." },
    { title: "Her sızıntıyı kaynağına kadar izleyin", description: "Adli izler, sızdırılan bir görüntü ya da dosyanın arkasındaki kullanıcıyı, cihazı ve zamanı belirler." },
    { title: "Paylaştıktan sonra da kontrolü koruyun", description: "Şifreleme ve izinler, iş ortaklarına da kişisel cihazlara da dosyayla birlikte gider." },
    { title: "Uyumu istendiği anda kanıtlayın", description: "Her açma, yazdırma ve paylaşma kaydedilir; GDPR, HIPAA, NIS2 veya DORA denetimlerine hazırdır." },
    { title: "Sürtünmesiz koruma", description: "Politikalar Office'in, PDF okuyucuların ve ekiplerinizin zaten kullandığı bulut uygulamalarının içinde çalışır." },
    { title: "Aylar değil, günler içinde devreye alın", description: "Hafif bir ajan yazılımı ve merkezi politikalar, binlerce uç noktada hızla devreye alınır." },
  ],
};

export const blindspotFeatures: CopyOf<typeof en.blindspotFeatures> = {
  eyebrow: "Özellikler",
  title: "Üç koruma katmanı, tek konsol",
  description: "Her katmanı tek bir politika konsolundan yapılandırın; kullanıcıya, gruba, uygulamaya veya veri etiketine göre uygulayın.",
  items: overItems(en.blindspotFeatures.items, [
    {
      eyebrow: "Ekran filigranı",
      title: "Dinamik ekran filigranları",
      description:
        "Ekranın tamamına ya da yalnızca hassas uygulamalara, kullanıcının adını, kimliğini, IP adresini ve zaman damgasını taşıyan bir filigran yerleştirin. Ekran fotoğrafları, anonim sızıntılar olmaktan çıkıp kanıta dönüşür.",
      points: [
        "Görünür ya da neredeyse görünmez adli desenler",
        "Uygulamaya ve etikete göre politikalar",
        "Birden fazla monitörde ve uzak oturumlarda çalışır",
      ],
      image: { alt: "Kullanıcı adı ve zaman damgası içeren, tekrarlanan bir filigranla kaplı bir panoyu gösteren monitör" },
    },
    {
      eyebrow: "Dosya filigranı",
      title: "Word, Excel, PowerPoint ve PDF için dosya filigranları",
      description:
        "Belgelere, dosya açıldığında, yazdırıldığında veya paylaşıldığında uygulanan bir filigran ekleyin; böylece her kopya onu oluşturan kişinin adını taşır ve filigran, dosya PDF'e dönüştürüldükten sonra da korunur.",
      points: [
        "Word, Excel, PowerPoint ve PDF desteği",
        "Dinamik metin: kullanıcı, tarih, sınıflandırma, alıcı",
        "Etikete veya depoya göre otomatik uygulama",
      ],
      image: { alt: "Her biri çapraz “gizli” filigranıyla damgalanmış Word, Excel, PowerPoint ve PDF belgeleri" },
    },
    {
      eyebrow: "Ekran görüntüsü engelleme",
      title: "Özelleştirilebilir uyarılarla ekran görüntüsü engelleme",
      description:
        "Print Screen tuşunun, ekran alıntısı araçlarının ve ekran kaydedicilerin korunan içeriği yakalamasını engelleyin; kullanıcılara politikayı kendi ifadelerinizle açıklayan bir uyarı gösterin ve girişimi kayda geçirin.",
      points: [
        "Yakalama araçlarını, ekran kaydedicileri ve ekran paylaşımını engeller",
        "Özel uyarı metni, marka görünümü ve dil",
        "Her girişim incelenmek üzere kaydedilir",
      ],
      image: { alt: "Şirket politikasını açıklayan bir uyarı penceresiyle durdurulan ekran yakalama girişimi" },
    },
  ]),
};

export const blindspotClosing: CopyOf<typeof en.blindspotClosing> = {
  demo: {
    title: "Demo Planlayın",
    description: "Bir çözüm mühendisiyle yapacağınız 30 dakikalık oturumda Blindspot'un kendi belgelerinizi ve uygulamalarınızı nasıl koruduğunu görün.",
    cta: { ...en.blindspotClosing.demo.cta, label: "Demo Planlayın" },
  },
  contact: {
    title: "Bize Ulaşın",
    description: "Kurulum, lisanslama veya belirli bir düzenleme hakkında sorunuz mu var? Ekibimiz bir iş günü içinde yanıt verir.",
    cta: { ...en.blindspotClosing.contact.cta, label: "Bize Ulaşın" },
  },
};
