import Link from "@/components/ui/link";
import { getServiceNav } from "@/lib/api";
import { TileGrid } from "./solution-tiles";

/**
 * Services come from the API host; the nav loader never throws, so an outage shows the fallback note. Their titles and
 * descriptions are shown as the host sends them, in English, and marked so.
 */
export async function ServiceTiles({ empty, contactLabel }: { empty: string; contactLabel: string }) {
  const services = await getServiceNav();
  if (services.length === 0) {
    return (
      <p className="text-lg text-ink-600">
        {empty}{" "}
        <Link href="/contact" className="btn-link">
          {contactLabel}
        </Link>
      </p>
    );
  }
  return (
    <TileGrid
      lang="en"
      tiles={services.map((service) => ({
        label: service.title,
        href: `/solutions/services/${service.slug}`,
        description: service.description,
        icon: "briefcase",
      }))}
    />
  );
}
