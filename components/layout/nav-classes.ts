/**
 * The type, colour and vertical padding of a top-level entry of the header's navigation, without its inline padding:
 * NavDropdown gives a linked label ("Solutions") no padding at its end, so that its chevron sits as close to it as in
 * the menus whose label is inside the button ("Resources").
 */
export const topNavTextClass =
  "rounded-md py-2 lg:whitespace-nowrap text-[0.95rem] lg:max-xl:text-[0.9rem] font-medium text-ink-700 hover:text-brand-700 max-lg:block max-lg:text-lg max-lg:font-semibold max-lg:text-ink-900";

/**
 * A top-level entry of the header's navigation: a link in the desktop bar, a large row in the mobile panel. In the
 * desktop bar a label never breaks ("Ana Sayfa", "About Us" would wrap at 1024 px); between lg and xl the entries
 * close up instead, so that the Turkish bar, the longest, still fits beside the logo and the call to action.
 */
export const topNavLinkClass = `${topNavTextClass} px-2 lg:max-xl:px-1.5 max-lg:px-3`;
