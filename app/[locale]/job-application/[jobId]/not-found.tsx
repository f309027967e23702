export { JobNotFound as default } from "@/components/jobs/job-page-state";
