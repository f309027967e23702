/**
 * A top-level entry of the header's navigation: a link in the desktop bar, a large row in the mobile panel. In the
 * desktop bar a label never breaks ("Ana Sayfa", "About Us" would wrap at 1024 px); between lg and xl the entries
 * close up instead, so that the Turkish bar, the longest, still fits beside the logo and the call to action.
 */
export const topNavLinkClass =
  "rounded-md px-2 py-2 lg:whitespace-nowrap lg:max-xl:px-1.5 text-[0.95rem] lg:max-xl:text-[0.9rem] font-medium text-ink-700 hover:text-brand-700 max-lg:block max-lg:px-3 max-lg:text-lg max-lg:font-semibold max-lg:text-ink-900";
