import Link from "@/components/ui/link";
import { solutionsTiles } from "@/content/marketing/solutions";
import { getServiceNav } from "@/lib/api";
import { TileGrid } from "./solution-tiles";

/** Services come from the API host; the nav loader never throws, so an outage shows the fallback note. */
export async function ServiceTiles() {
  const services = await getServiceNav();
  if (services.length === 0) {
    return (
      <p className="text-lg text-ink-600">
        {solutionsTiles.services.empty}{" "}
        <Link href="/contact" className="btn-link">
          Contact Us
        </Link>
      </p>
    );
  }
  return (
    <TileGrid
      tiles={services.map((service) => ({
        label: service.title,
        href: `/solutions/services/${service.slug}`,
        description: service.description,
        icon: "briefcase",
      }))}
    />
  );
}
