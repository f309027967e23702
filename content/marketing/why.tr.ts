/** Turkish copy of the Why E7 page (issue 25); icons, ids, links and image files come from the English module. */
import * as en from "./why";
import { overItems, type CopyOf } from "./translate";

export const whyHero: CopyOf<typeof en.whyHero> = {
  eyebrow: "Neden E7",
  description:
    "Kuruluşlar E7'yi seçiyor, çünkü korumamız gerçek hayatta işe yarıyor: veriyle birlikte kalıyor, çalışanların önüne engel koymuyor ve arkasında güvenliğinizi kendi güvenliği gibi sahiplenen bir ekip var.",
  art: { ...en.whyHero.art, alt: "İç içe halkaların merkezinde bir kalkan; çevresinde onay işaretleri, bir yıldız ve bir büyüme grafiği dönüyor" },
};

export const whyChoose: CopyOf<typeof en.whyChoose> = {
  eyebrow: "Bizi farklı kılan",
  title: "Neden E7'yi Seçmelisiniz",
  description: "Beş taahhüt, Blindspot'un her sürümüne ve her müşteri projemize yön veriyor.",
  cards: overItems(en.whyChoose.cards, [
    {
      title: "Kullanıcı odaklı tasarım",
      description: "Gerekene kadar fark edilmeyen güvenlik: tanıdık araçlar, anlaşılır uyarılar ve meşru iş için hiçbir ek adım.",
    },
    {
      title: "Kapsamlı güvenlik",
      description: "Filigran, ekran yakalama engelleme, yazdırma denetimi, şifreleme ve denetim tek platformda, tek politika modelinde.",
    },
    {
      title: "İnovasyon",
      description: "Yapay zekâ asistanlarından ekran paylaşım uygulamalarına kadar yeni ortaya çıkan sızıntı yollarına odaklanan ve korumayı erkenden sunan bir araştırma ekibi.",
    },
    {
      title: "Kanıtlanmış başarı",
      description: "Avrupa, Orta Doğu ve Asya'daki bankalar, bakanlıklar, üreticiler ve hastaneler bize güveniyor.",
    },
    {
      title: "Size özel çözümler",
      description: "Mevzuatınıza, altyapınıza ve kurum kültürünüze göre şekillenen politikalar, entegrasyonlar ve kurulum modelleri.",
    },
  ]),
};

export const excellence: CopyOf<typeof en.excellence> = {
  eyebrow: "Standartlarımız",
  title: "Güvenilmeye Değer Mükemmellik",
  description: "Teknoloji, veri korumanın yalnızca yarısıdır. Diğer yarısı, onu yönetmenize yardımcı olan insanlardır.",
  pillars: overItems(en.excellence.pillars, [
    {
      title: "Gerçekten yanıt veren destek",
      description:
        "Ürünü iyi bilen mühendislerden 7/24 destek ve her kurumsal hesap için atanmış bir müşteri başarı yöneticisi.",
      points: ["Kritik olaylar için 7/24 destek", "Size atanmış müşteri başarı yöneticisi", "Londra, Kahire, İstanbul ve Dubai'de bölgesel ekipler"],
    },
    {
      title: "Yararlanabileceğiniz uzmanlık",
      description:
        "Güvenlik operasyonları, gizlilik hukuku ve düzenlemeye tabi sektörlerde deneyimli danışmanlar, ilk günden işe yarayan politikalar tasarlamanıza yardımcı olur.",
      points: ["Veri riski değerlendirmeleri ve politika tasarımı", "GDPR, NIS2, DORA ve PDPL için uyum eşleştirmesi", "Yöneticiler ve son kullanıcılar için eğitim"],
    },
  ]),
};

export const joinCommunity: CopyOf<typeof en.joinCommunity> = {
  title: "Topluluğa Katılın",
  description:
    "Güvenlik liderleri, iş ortakları ve uygulayıcılar; brifinglerimizde, kullanıcı gruplarımızda ve etkinliklerimizde veri korumada işe yarayanları paylaşıyor. Hedeflerinizi bize anlatın, sizi doğru kişilerle buluşturalım.",
  cta: { ...en.joinCommunity.cta, label: "Bize Ulaşın" },
};
