/** Turkish edition of the terms of use: the same sections, ids, links and facts as the English one. */
import { offices, site } from "@/content/site.tr";
import { mailLink, postalLine } from "./format";
import * as en from "./terms";
import { legalContacts, type LegalDocument } from "./types";

const hqAddress = postalLine(offices.find((o) => o.id === "hq")!, ", ");

export const termsOfUse: LegalDocument = {
  updated: en.termsOfUse.updated,
  intro: [
    "Bu şartlar, bu web sitesini ve sitedeki formları kullanımınızı düzenler. Lütfen dikkatle okuyun: web sitesini kullanarak veya bir form göndererek bu şartları kabul etmiş olursunuz. Kabul etmiyorsanız lütfen web sitesini kullanmayın.",
  ],
  sections: [
    {
      id: "about",
      title: "1. Hakkımızda ve bu şartlar hakkında",
      blocks: [
        `Bu web sitesi, İngiltere ve Galler'de kayıtlı, genel merkezi ${hqAddress} adresinde bulunan ${site.legalName} ("E7" veya "biz") tarafından işletilmektedir.`,
        "Bu şartlar yalnızca web sitesini kapsar. Deneme sürümleri ve kavram kanıtı çalışmaları dahil olmak üzere E7 ürün ve hizmetlerinin satın alınması ve kullanılması, bizimle veya yetkili bir iş ortağımızla imzaladığınız yazılı sözleşmeye tabidir.",
      ],
    },
    {
      id: "using-the-website",
      title: "2. Web sitesinin kullanımı",
      blocks: [
        "Web sitesini E7, ürünlerimiz ve iş ortaklığı programımız hakkında bilgi edinmek, bizimle iletişime geçmek, demo talep etmek ve iş ilanlarına başvurmak için kullanabilirsiniz. Web sitesinin herhangi bir bölümünü dilediğimiz zaman değiştirebilir, askıya alabilir veya yayından kaldırabiliriz; sitenin her zaman erişilebilir ya da hatasız olacağını garanti etmeyiz.",
        "Web sitesine erişmek için kullandığınız cihazlardan ve bağlantıdan, ayrıca kısıtlı içeriğe erişim için size verdiğimiz bilgilerin gizli tutulmasından siz sorumlusunuz.",
      ],
    },
    {
      id: "acceptable-use",
      title: "3. Kabul edilebilir kullanım",
      blocks: [
        "Web sitesini kullanırken şunları yapmamalısınız:",
        [
          "herhangi bir kanunu ihlal etmek veya web sitesini hileli ya da zararlı bir amaçla kullanmak;",
          "web sitesine, sunucularına veya bağlı herhangi bir sisteme yetkisiz erişim sağlamaya çalışmak ya da yazılı iznimiz olmadan bunları yoklamak, taramak veya güvenlik açıklarını test etmek;",
          "virüs, kötü amaçlı yazılım veya başka zararlı içerik yüklemek ya da örneğin siteye aşırı yük bindirerek veya istek sınırlarını aşarak web sitesinin işleyişine müdahale etmek;",
          "arama motorlarının herkese açık sayfaları dizinlemesi dışında, web sitesinden otomatik yollarla içerik veya veri toplamak;",
          "formları başkası adına, yanlış bilgilerle ya da reklam veya istenmeyen ileti göndermek amacıyla göndermek.",
        ],
        `Web sitesinde bir güvenlik açığı bulduğunuzu düşünüyorsanız lütfen bunu ${mailLink(legalContacts.securityEmail)} adresine bildirin ve kamuya açıklamadan önce düzeltmemiz için bize makul bir süre tanıyın. İyi niyetle yapılan bildirimleri memnuniyetle karşılarız.`,
      ],
    },
    {
      id: "forms",
      title: "4. İletişim, demo ve iş ortaklığı talepleri",
      blocks: [
        "İletişim veya demo talep formunu gönderdiğinizde, verdiğiniz bilgilerin doğru olduğunu, bunları paylaşmaya yetkili olduğunuzu ve bir kurum adına yazıyorsanız bunun için yetkilendirildiğinizi teyit etmiş olursunuz.",
        "Talebiniz için gerekli olmadıkça formlar aracılığıyla gizli bilgi, özel nitelikli kişisel veri veya başkalarına ait kişisel veri göndermeyin. Form göndermek bir sözleşme doğurmaz ve bir demo talebini, örneğin bir rakipten geliyorsa, reddedebiliriz.",
        "Gönderdiğiniz bilgileri [Gizlilik Politikamızda](/privacy) açıklandığı şekilde kullanırız. Formdaki onay kutusunu işaretlemeniz, bu şartları kabul ettiğinizi ve söz konusu politikayı okuduğunuzu teyit eder.",
      ],
    },
    {
      id: "job-applications",
      title: "5. İş başvuruları",
      blocks: [
        "Bir pozisyona başvurduğunuzda, sağladığınız bilgi ve belgelerin doğru, eksiksiz ve size ait olduğunu teyit etmiş olursunuz. Yüklenen dosyalar en fazla 10 MB boyutunda PDF, DOC veya DOCX belgeleri olmalı ve zararlı kod içermemelidir.",
        "Başvuru, mülakat veya iş teklifi garantisi vermez. Her iş teklifi, kontrollerin olumlu sonuçlanmasına ve yazılı bir iş sözleşmesi yapılmasına bağlıdır.",
      ],
    },
    {
      id: "intellectual-property",
      title: "6. İçeriğimiz ve markalarımız",
      blocks: [
        `Metinler, grafikler, çizimler, rozetler ve yazılımlar dahil olmak üzere web sitesi ve içeriği ${site.legalName} şirketine aittir veya ona lisanslanmıştır; telif hakkı ve diğer fikri mülkiyet haklarıyla korunmaktadır.`,
        "Web sitesini görüntüleyebilir, kendi bilginiz için ya da E7 ürünlerini kurumunuz içinde değerlendirmek amacıyla sitenin bölümlerini yazdırabilir veya indirebilirsiniz. Bunun dışında, yazılı iznimiz olmadan içeriği kopyalayamaz, değiştiremez, yeniden yayımlayamaz veya ticari amaçla kullanamazsınız; telif hakkı ya da diğer bildirimleri kaldıramazsınız.",
        `"E7" ve "${site.productName}", ${site.legalName} şirketinin ticari markalarıdır. Düzenlemelerin, standartların ve üçüncü taraf ürünlerinin adları yalnızca bunları tanımlamak için kullanılır ve herhangi bir onay anlamı taşımaz.`,
      ],
    },
    {
      id: "no-advice",
      title: "7. Tavsiye değil, bilgi",
      blocks: [
        "Web sitesinin içeriği genel bilgi niteliğindedir. Özellikle kanunlar, düzenlemeler ve standartlarla ilgili sayfalarımız, E7'nin nasıl yardımcı olabileceğini açıklamak için bunları özetler; hukuki tavsiye değildir ve herhangi bir yükümlülüğün eksiksiz bir açıklaması değildir. Mevzuatın kurumunuza nasıl uygulanacağı konusunda profesyonel destek almalısınız.",
        "Ürün ve özellik açıklamaları yalnızca bilgi amaçlıdır ve değişebilir. Satın aldığınız ürünün belirleyici özellikleri, sözleşmenizde yer alanlardır.",
      ],
    },
    {
      id: "other-websites",
      title: "8. Diğer web sitelerine bağlantılar",
      blocks: [
        "Web sitesi, iş ortağı portalımız ve sosyal medya sayfalarımız gibi bizim işletmediğimiz web sitelerine bağlantılar içerir. Bu sitelerin kendi şartları ve gizlilik metinleri vardır; içeriklerinden veya erişilebilirliklerinden sorumlu değiliz.",
      ],
    },
    {
      id: "liability",
      title: "9. Size karşı sorumluluğumuz",
      blocks: [
        "Bu şartlardaki hiçbir hüküm, ihmalimizden kaynaklanan ölüm veya yaralanmaya, dolandırıcılık veya hileli beyana ya da İngiltere ve Galler hukuku uyarınca hariç tutulamayan veya sınırlandırılamayan diğer herhangi bir sorumluluğa ilişkin sorumluluğumuzu hariç tutmaz veya sınırlandırmaz.",
        "Bu hüküm saklı kalmak kaydıyla web sitesi ücretsiz ve olduğu gibi sunulmaktadır. Kanunun izin verdiği ölçüde, siteye ilişkin tüm zımni koşulları, garantileri ve beyanları hariç tutarız; web sitesini kullanmanızdan veya içeriğine güvenmenizden doğan kâr, gelir, iş, itibar veya veri kayıplarından ya da dolaylı veya sonuç olarak ortaya çıkan zararlardan, sözleşmeden, haksız fiilden (ihmal dahil) veya başka bir sebepten doğsun, sorumlu değiliz.",
        "Web sitesini kullanmanız veya siteden içerik indirmeniz nedeniyle ekipmanınıza, programlarınıza veya verilerinize bulaşabilecek bir virüs ya da başka zararlı içeriğin neden olduğu kayıp veya zarardan ve bağlantı verdiğimiz web sitelerinin yol açtığı kayıplardan sorumlu değiliz.",
      ],
    },
    {
      id: "privacy",
      title: "10. Gizlilik",
      blocks: ["[Gizlilik Politikamız](/privacy), web sitesi ve formları aracılığıyla toplanan kişisel verileri nasıl kullandığımızı ve sahip olduğunuz hakları açıklar."],
    },
    {
      id: "changes",
      title: "11. Bu şartlardaki değişiklikler",
      blocks: [
        "Bu şartları, örneğin mevzuattaki veya web sitemizdeki değişiklikleri yansıtmak için zaman zaman güncelleyebiliriz. Sayfanın üst kısmındaki tarih, şartların en son ne zaman değiştiğini gösterir; web sitesini kullandığınız sırada yürürlükte olan sürüm geçerlidir.",
      ],
    },
    {
      id: "law",
      title: "12. Uygulanacak hukuk",
      blocks: [
        "Bu şartlar ve bunlardan ya da web sitesini kullanmanızdan doğan veya bunlarla bağlantılı her türlü uyuşmazlık veya talep, İngiltere ve Galler hukukuna tabidir. İngiltere ve Galler mahkemeleri münhasıran yetkilidir; ancak İskoçya veya Kuzey İrlanda'da yaşayan bir tüketiciyseniz kendi bölgenizdeki mahkemelerde de dava açabilirsiniz.",
      ],
    },
    {
      id: "contact",
      title: "13. Bize ulaşın",
      blocks: [
        `${site.legalName}, ${hqAddress}. ${mailLink(site.email)} adresine e-posta gönderebilir, [${site.phone}](${site.phoneHref}) numarasını arayabilir veya [iletişim sayfamızı](/contact) kullanabilirsiniz.`,
      ],
    },
  ],
};
