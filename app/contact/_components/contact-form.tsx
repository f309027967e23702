/** Placeholder until the forms work lands: the page shell renders this slot. */
export function ContactForm() {
  return <div />;
}
