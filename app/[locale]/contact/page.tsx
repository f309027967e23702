import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/lib/i18n/server";
import { countryLists } from "@/lib/forms/localized-countries";
import Link from "@/components/ui/link";
import { ArrowRightIcon, MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import { HeroBackdrop } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { SiteImage } from "@/components/ui/site-image";
import { siteFor } from "@/content/site.locales";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";
import { ContactForm } from "./_components/contact-form";
import { contactFormWords } from "./_components/contact-words";
import { OfficeCityLine } from "@/components/layout/office-city-line";
import { localizedArt } from "@/lib/images/localized-art";

export const generateMetadata = staticPageMetadata("/contact");

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

/** Beside its icon an e-mail address needs ~360 px of screen; narrower, the icon goes above it. */
function ContactCard({ icon, title, children, stacked = false }: { icon: React.ReactNode; title: string; children: React.ReactNode; stacked?: boolean }) {
  return (
    <div className={`card flex gap-4 ${stacked ? "h-full flex-col" : "max-[359px]:flex-col"}`}>
      <span className="icon-tile shrink-0 [&_svg]:size-6">{icon}</span>
      <div className="min-w-0">
        <h3 className="font-semibold text-ink-900">{title}</h3>
        <div className="mt-1 text-ink-600">{children}</div>
      </div>
    </div>
  );
}

/**
 * Spec 2.5: the Contact Us form with contact cards for email, phone, headquarters and the three offices. The form
 * gets its words translated here (no message formatting in the browser); e-mail addresses and phone numbers are
 * written left to right.
 */
export default async function ContactPage() {
  const locale = await pageLocale();
  const meta = getRouteMeta("/contact", locale);
  const t = await getTranslations("ContactPage");
  const { site, offices } = siteFor(locale);
  return (
    <>
      <section className="section-dark relative isolate overflow-hidden" aria-labelledby="contact-title">
        <HeroBackdrop />
        <div className="container-page grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="eyebrow">{t("eyebrow")}</p>
            <h1 id="contact-title" className="heading-1 mt-4">
              {meta.h1}
            </h1>
            <p className="lead mt-6 max-w-2xl">{t("lead")}</p>
          </div>
          {/* Decorative on wide screens only: on a phone the form comes first. */}
          <SiteImage src={localizedArt("/images/contact/hero.svg", locale)} alt={t("heroAlt")} width={560} height={440} className="hidden h-auto w-full drop-shadow-2xl lg:block" />
        </div>
      </section>

      <section className="section" aria-labelledby="contact-form-title">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="card p-6 sm:p-10">
            <h2 id="contact-form-title" className="heading-2">
              {t("formTitle")}
            </h2>
            <p className="mt-3 text-ink-600">{t("formIntro")}</p>
            <div className="mt-8">
              <ContactForm words={await contactFormWords(locale)} dialCodes={countryLists(locale)?.dialCodes} />
            </div>
          </div>
          <section aria-label={t("asideLabel")} className="flex flex-col gap-6">
            <ContactCard icon={<MailIcon />} title={t("email")}>
              <a href={`mailto:${site.email}`} dir="ltr" className="wrap-anywhere text-brand-700 hover:underline">
                {site.email}
              </a>
              <p className="mt-1 text-sm">
                {t("sales")}{" "}
                <a href={`mailto:${site.salesEmail}`} dir="ltr" className="wrap-anywhere text-brand-700 hover:underline">
                  {site.salesEmail}
                </a>
              </p>
            </ContactCard>
            <ContactCard icon={<PhoneIcon />} title={t("phone")}>
              <a href={site.phoneHref} dir="ltr" className="text-brand-700 hover:underline">
                {site.phone}
              </a>
              <p className="mt-1 text-sm">{t("hours")}</p>
            </ContactCard>
            <div className="rounded-card bg-ink-900 p-6 text-ink-200">
              <h3 className="font-semibold text-white">{t("demoTitle")}</h3>
              <p className="mt-1">{t("demoText")}</p>
              <Link href="/request-demo" className="btn-primary mt-5">
                {t("demoCta")} <ArrowRightIcon className="size-4" />
              </Link>
            </div>
          </section>
        </div>
      </section>

      <section className="section section-muted" aria-labelledby="offices-title">
        <div className="container-page">
          <SectionHeading
            id="offices-title"
            eyebrow={t("officesEyebrow")}
            title={t("officesTitle")}
            description={t("officesDescription")}
          />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {offices.map((office) => (
              <li key={office.id}>
                <ContactCard stacked icon={<MapPinIcon />} title={office.id === "hq" ? t("headquarters") : office.label}>
                  <address className="not-italic">
                    {office.id === "hq" ? <span className="block font-medium text-ink-800">{t("england")}</span> : null}
                    <bdi lang={office.streetAddressLang}>{office.streetAddress}</bdi>
                    <br />
                    <OfficeCityLine office={office} />
                  </address>
                  <a href={telHref(office.phone)} dir="ltr" className="mt-2 inline-block text-brand-700 hover:underline">
                    {office.phone}
                  </a>
                </ContactCard>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
