/** Turkish copy of the vision and mission page (issue 25); icons and image files come from the English module. */
import * as en from "./vision";
import { overItems, type CopyOf } from "./translate";

export const visionHero: CopyOf<typeof en.visionHero> = {
  eyebrow: "Vizyon ve misyon",
  description:
    "Kuruluşların hassas bilgilerini iş ortaklarıyla, düzenleyicilerle ve kendi çalışanlarıyla özgürce paylaşabilmesi, bunu yaparken de bu bilgiler üzerindeki kontrolü hiçbir zaman kaybetmemesi gerektiğine inanıyoruz.",
  art: { ...en.visionHero.art, alt: "Ufuk çizgisinin üzerinde bir pusula gülü ve güneş gibi yükselen bir kalkan" },
};

export const vision: CopyOf<typeof en.vision> = {
  eyebrow: "Vizyonumuz",
  title: "Verinin özgürce dolaştığı ve korunduğu bir dünya",
  paragraphs: [
    "İş artık her yerde yapılıyor: bulutta, kişisel cihazlarda, tedarik zincirlerinde ve sınırların ötesinde. Ağlar ve binalar etrafında kurulan güvenlik, bu kadar hızlı hareket eden veriye yetişemez.",
    "Vizyonumuz, verinin kendisine ait bir koruma. Dosya nereye giderse gitsin, kim açarsa açsın, onunla ne yapılabileceğine yine sahibi karar verir ve onunla ne yapıldığını görebilir.",
  ],
};

export const mission: CopyOf<typeof en.mission> = {
  eyebrow: "Misyonumuz",
  title: "Her kuruluşa, hassas verilerinin kontrolünü nereye giderse gitsin elinde tutma gücü vermek",
  paragraphs: [
    "Devletler ve bankalar için yeterince güçlü, çalışanların varlığını unutacağı kadar da basit veri koruma teknolojileri geliştiriyoruz.",
    "Başarımızı hiç yaşanmayan sızıntılarla, dakikalar içinde sonuçlanan soruşturmalarla ve müşterilerimizin güvenle geçtiği denetimlerle ölçüyoruz.",
  ],
};

export const values: CopyOf<typeof en.values> = {
  eyebrow: "Bize yön veren değerler",
  title: "Çalışmalarımızın ardındaki ilkeler",
  cards: overItems(en.values.cards, [
    { title: "Tavizsiz güvenlik", description: "Müşterilerimizin verilerini kendi verilerimiz gibi korur, kendi kodumuzu da aynı standarda tabi tutarız." },
    { title: "Önce insan", description: "Koruma, insanların çalışma biçimine karşı koymamalı, onu desteklemelidir." },
    { title: "Şeffaflık", description: "Teknolojimizin nasıl çalıştığını, neleri kaydettiğini ve nedenini açıkça paylaşırız." },
    { title: "Uzun vadeli ortaklık", description: "Müşterilerimiz ve iş ortaklarımızla birlikte büyür, güvenlerini her sürümde yeniden kazanırız." },
  ]),
};
