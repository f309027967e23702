import { ExternalLink } from "@/components/ui/external-link";
import { ArrowRightIcon, LockIcon, UsersIcon } from "@/components/ui/icons";
import type { PartnersCopy } from "@/content/marketing/localized";
import { site } from "@/content/site";

/** Spec 2.14: 'Already a member' (Login Here!) and 'Become a Partner' (Register Now!), both to the external portal. */
export function PortalCards({ cards: portalCards, label }: { cards: PartnersCopy["portalCards"]; label: string }) {
  const cards = [
    { ...portalCards.member, href: site.partnerPortal.loginUrl, icon: <LockIcon className="size-6" />, id: "portal-login" },
    { ...portalCards.join, href: site.partnerPortal.signUpUrl, icon: <UsersIcon className="size-6" />, id: "portal-register" },
  ];
  return (
    <section className="section" aria-label={label}>
      <div className="container-page grid gap-6 md:grid-cols-2">
        {cards.map((card) => (
          <article key={card.id} className="card flex flex-col p-8 sm:p-10" aria-labelledby={`${card.id}-title`}>
            <span className="icon-tile">{card.icon}</span>
            <h2 id={`${card.id}-title`} className="heading-3 mt-6 text-2xl">
              {card.title}
            </h2>
            <p className="mt-3 flex-1 text-lg leading-relaxed text-ink-600">{card.description}</p>
            <ExternalLink href={card.href} className="btn-primary mt-8 self-start">
              {card.cta} <ArrowRightIcon className="size-4" />
            </ExternalLink>
          </article>
        ))}
      </div>
    </section>
  );
}
