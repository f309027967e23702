export { JobNotFound as default } from "@/components/jobs/job-not-found";
