import Link from "@/components/ui/link";
import { Illustration } from "@/components/marketing/illustration";
import { ArrowRightIcon, CheckIcon, MailIcon, CalendarIcon } from "@/components/ui/icons";
import { SectionHeading } from "@/components/ui/section-heading";
import type { BlindspotCopy } from "@/content/marketing/localized";

export function BenefitList({ benefits: blindspotBenefits }: { benefits: BlindspotCopy["blindspotBenefits"] }) {
  return (
    <section className="section" aria-labelledby="benefits-title">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_2fr]">
        <SectionHeading id="benefits-title" eyebrow={blindspotBenefits.eyebrow} title={blindspotBenefits.title} />
        <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2">
          {blindspotBenefits.items.map((benefit) => (
            <li key={benefit.title} className="flex gap-4">
              <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-600">
                <CheckIcon className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{benefit.title}</h3>
                <p className="mt-1 text-ink-600">{benefit.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function FeatureRows({ features: blindspotFeatures }: { features: BlindspotCopy["blindspotFeatures"] }) {
  return (
    <section id="features" className="section section-muted" aria-labelledby="features-title">
      <div className="container-page">
        <SectionHeading
          id="features-title"
          eyebrow={blindspotFeatures.eyebrow}
          title={blindspotFeatures.title}
          description={blindspotFeatures.description}
          align="center"
        />
        <div className="mt-16 space-y-20 lg:space-y-28">
          {blindspotFeatures.items.map((feature, index) => (
            <article key={feature.id} id={feature.id} className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
              <div className={index % 2 === 1 ? "lg:order-2" : ""}>
                <Illustration art={feature.image} className="rounded-3xl shadow-lift" />
              </div>
              <div>
                <p className="eyebrow">{feature.eyebrow}</p>
                <h3 className="heading-2 mt-3 text-2xl sm:text-3xl">{feature.title}</h3>
                <p className="lead mt-4 text-lg sm:text-lg">{feature.description}</p>
                <ul className="mt-6 space-y-3">
                  {feature.points.map((point) => (
                    <li key={point} className="flex gap-3 text-ink-700">
                      <CheckIcon className="mt-0.5 size-5 shrink-0 text-accent-600" />
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Spec 2.4: the page ends with a Book a Demo card and a Contact Us card. */
export function ClosingCards({ closing: blindspotClosing, label }: { closing: BlindspotCopy["blindspotClosing"]; label: string }) {
  const cards = [
    { ...blindspotClosing.demo, icon: <CalendarIcon className="size-6" />, primary: true },
    { ...blindspotClosing.contact, icon: <MailIcon className="size-6" />, primary: false },
  ];
  return (
    <section className="section" aria-label={label}>
      <div className="container-page grid gap-6 md:grid-cols-2">
        {cards.map((card) => (
          <article
            key={card.title}
            className={`flex flex-col rounded-3xl p-8 sm:p-10 ${card.primary ? "section-dark bg-gradient-to-br from-ink-900 to-brand-700" : "card"}`}
          >
            <span className={`icon-tile ${card.primary ? "bg-white/10 text-accent-400" : ""}`}>{card.icon}</span>
            <h2 className="heading-3 mt-6 text-2xl">{card.title}</h2>
            <p className={`mt-3 flex-1 text-lg leading-relaxed ${card.primary ? "text-ink-200" : "text-ink-600"}`}>{card.description}</p>
            <Link href={card.cta.href} className={`${card.primary ? "btn-secondary border-transparent" : "btn-primary"} mt-8 self-start`}>
              {card.cta.label} <ArrowRightIcon className="size-4" />
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
