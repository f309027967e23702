import { getTranslations } from "next-intl/server";
import { notFoundMetadata } from "@/lib/seo/not-found-metadata";

export { JobNotFound as default } from "@/components/jobs/job-page-state";

export const generateMetadata = () => notFoundMetadata(async () => (await getTranslations("JobStates"))("notFound"));
