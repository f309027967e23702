import { localLocation } from "@/lib/format/location";
import type { Locale } from "@/lib/i18n/locales";

/** A job's location as the page says it: "Remote" in the page's language, a place as the API host writes it, in English. */
export function JobLocation({ job, locale }: { job: { location: string; isRemoteFlexible: boolean }; locale: Locale }) {
  return <span lang={job.isRemoteFlexible ? undefined : "en"}>{localLocation(job, locale)}</span>;
}
