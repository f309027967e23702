/**
 * A top-level entry of the header's navigation: a link in the desktop bar, a large row in the mobile panel. In the
 * full desktop bar (xl) a label never breaks: Turkish labels ("Ana Sayfa", "İş Ortakları") would otherwise wrap.
 */
export const topNavLinkClass =
  "rounded-md px-2 py-2 xl:whitespace-nowrap text-[0.95rem] font-medium text-ink-700 hover:text-brand-700 max-lg:block max-lg:px-3 max-lg:text-lg max-lg:font-semibold max-lg:text-ink-900";
