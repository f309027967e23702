/** The view of a missing job: NotFoundInHtml in the page shows it in the HTML, and once scripts run this boundary does. */
export { JobNotFound as default } from "@/components/jobs/job-page-state";
