const ARABIC_RUN = /([\u0600-\u06FF](?:[\u0600-\u06FF.\s]*[\u0600-\u06FF])?)/;

/**
 * A salary as text, with right-to-left currency symbols (AED, SAR in Arabic script) isolated, so that in a
 * left-to-right line "<symbol>35,000-<symbol>45,000" keeps its order instead of being reordered by the bidi algorithm.
 */
export function Money({ text }: { text: string }) {
  const parts = text.split(ARABIC_RUN);
  if (parts.length === 1) return <>{text}</>;
  return (
    <span dir="ltr">
      {parts.map((part, i) => (i % 2 === 1 ? <bdi key={i}>{part}</bdi> : part))}
    </span>
  );
}
