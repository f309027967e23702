/** Placeholder until the forms work lands: the page shell renders this slot. */
export function DemoForm() {
  return <div />;
}
