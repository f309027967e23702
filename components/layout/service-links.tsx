import Link from "@/components/ui/link";
import { getServiceNav } from "@/lib/api";

/**
 * Services from the API host; an empty list when loading fails (the failure is logged, not shown). Their names come in
 * English whatever the page's language, so the list says so (`lang`) and each text is isolated (`<bdi>`) to keep its
 * punctuation in place inside a right-to-left menu while the column keeps the page's alignment.
 */
export async function ServiceLinks({ variant }: { variant: "menu" | "footer" }) {
  const services = await getServiceNav();
  if (services.length === 0) return null;
  return (
    <ul lang="en" className={variant === "menu" ? "space-y-1" : "space-y-2.5"}>
      {services.map((s) => (
        <li key={s.slug}>
          {variant === "menu" ? (
            <Link href={`/solutions/services/${s.slug}`} className="block rounded-lg px-3 py-2 hover:bg-ink-50">
              <span className="block text-sm font-semibold text-ink-900">
                <bdi>{s.title}</bdi>
              </span>
              <span className="mt-0.5 block text-xs leading-snug text-pretty text-ink-600">
                <bdi>{s.description}</bdi>
              </span>
            </Link>
          ) : (
            <Link href={`/solutions/services/${s.slug}`} className="text-sm text-ink-300 hover:text-white">
              <bdi>{s.title}</bdi>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
