import Link from "@/components/ui/link";
import { StatePanel } from "@/components/jobs/states";

/** The not-found state of the job detail and job application routes: 'Job not found'. */
export function JobNotFound() {
  return (
    <div className="container-page py-16 sm:py-24">
      <StatePanel
        tone="error"
        headingLevel="h1"
        title="Job not found"
        action={
          <Link href="/job-postings" className="btn-primary">
            Back to Job Listings
          </Link>
        }
      >
        <p>This role may have been filled or withdrawn. Our other openings are one click away.</p>
      </StatePanel>
    </div>
  );
}
