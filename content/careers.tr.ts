/** Turkish copy of the careers landing page: the same sections, icons, links and FAQ ids as English. */
import * as en from "./careers";
import type { CareersHeroCopy, FaqItem, WhyBuildCareerCopy } from "./careers";
import { site } from "./site";

export const careersHero: CareersHeroCopy = {
  eyebrow: "E7'de Kariyer",
  description:
    "Dünyanın en hassas bilgilerini kontrol altında tutan mühendis, araştırmacı ve müşteri ekiplerimize Londra, Gize, İstanbul ve Dubai'den katılın.",
  cta: { ...en.careersHero.cta, label: "Açık Pozisyonları Keşfedin" },
};

export const whyBuildCareer: WhyBuildCareerCopy = {
  eyebrow: "E7'de Yaşam",
  title: "Kariyerinizi neden E7'de inşa etmelisiniz?",
  paragraphs: [
    "Hastaneler, bankalar, üreticiler ve devletler, kendileri için en değerli bilgileri bize emanet ediyor: tasarımlar, hasta kayıtları, finansal veriler ve devlet sırları. E7'de bu bilgileri güvende tutan teknolojiyi siz geliştirirsiniz.",
    "Gerçek sorumluluk taşıyan küçük ekiplerde; kriptografi, uç nokta güvenliği ve uyum alanlarında işini özenle yapan ve bildiklerini öğretmekten keyif alan uzmanlarla birlikte çalışırsınız.",
  ],
  points: [
    { icon: "shield", title: "Fark yaratan işler", description: "Geliştirdikleriniz manşetlere taşınan sızıntıları önler ve verileri risk altındaki insanları korur." },
    { icon: "spark", title: "Uzmanlardan öğrenin", description: "Kurslar, konferanslar ve sertifikalar için yıllık eğitim bütçesi ve bildiklerini paylaşan çalışma arkadaşları." },
    { icon: "users", title: "Esnek çalışma modeli", description: "Dört ofisimizde hibrit çalışma; birçok mühendislik ve araştırma rolünde uzaktan çalışma seçeneği." },
    { icon: "chart", title: "İlk günden sorumluluk", description: "Net hedefler, kısa geri bildirim döngüleri ve ürünü yayına alma özgürlüğü: emeğinizi müşterilerin elinde görürsünüz." },
  ],
  cta: { ...en.whyBuildCareer.cta, label: "Açık Pozisyonları Görüntüleyin" },
};

export const careersFaqTitle = "Sıkça sorulan sorular";

export const careersFaq: readonly FaqItem[] = [
  {
    id: "how-to-apply",
    question: "E7'deki bir pozisyona nasıl başvurabilirim?",
    answer: `Açık pozisyonlarımıza göz atın, size uygun olanı seçin ve Hemen Başvurun'a tıklayın. Formu doldurmak yaklaşık on dakika sürer: deneyiminizi ve eğitim bilgilerinizi paylaşın, kısa bir ön yazı ekleyin ve özgeçmişinizi en fazla 10 MB boyutunda PDF, DOC veya DOCX dosyası olarak yükleyin. Başvurunuz bize ulaşır ulaşmaz bir onay mesajı görürsünüz. Henüz size uygun bir pozisyon yoksa özgeçmişinizi ${site.careersEmail} adresine gönderin; sizi aklımızda tutalım.`,
  },
  {
    id: "hiring-process",
    question: "İşe alım süreci nasıl ilerliyor?",
    answer:
      "Süreçlerin çoğu üç ila dört haftaya yayılan dört adımdan oluşur: yetenek ekibimizle 30 dakikalık bir görüşme, işe alım yöneticisiyle bir mülakat, pozisyonla ilgili uygulamalı bir çalışma ya da teknik bir görüşme ve birlikte çalışacağınız kişilerle son bir sohbet. Her aşamada sizi neyin beklediğini önceden anlatırız; bizimle mülakata giren herkese, sonuç ne olursa olsun mutlaka dönüş yaparız.",
  },
  {
    id: "remote-hybrid",
    question: "Uzaktan veya hibrit çalışma imkânı sunuyor musunuz?",
    answer:
      "Evet. Pozisyonların çoğu hibrittir; haftada iki ya da üç gün Londra, Gize, İstanbul veya Dubai'de bir araya geliriz. Birçok mühendislik ve araştırma pozisyonu ise uyumlu saat dilimlerindeki adaylara tamamen uzaktan çalışma olanağı sunar. Her iş ilanında çalışma yeri belirtilir; Uzaktan olarak işaretlenen pozisyonlar esnek konumlara açıktır.",
  },
  {
    id: "growth",
    question: "Hangi gelişim fırsatlarına sahip olacağım?",
    answer:
      "Herkesin yöneticisiyle yılda iki kez gözden geçirdiği kişisel bir gelişim planı ve kurslar, konferanslar ile CISSP, CISM veya bulut güvenliği sertifikaları gibi belgeler için yıllık bir eğitim bütçesi vardır. Büyüdükçe çalışanlarımız ürün, mühendislik ve müşteri ekipleri arasında geçiş yapar ve hızla yeni sorumluluklar üstlenir; üst düzey pozisyonların birçoğunu şirket içinden doldururuz.",
  },
];
