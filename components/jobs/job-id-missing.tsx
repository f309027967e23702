import Link from "@/components/ui/link";
import { StatePanel } from "@/components/jobs/states";

/** Spec 8: a job page without an id. */
export function JobIdMissing() {
  return (
    <div className="container-page py-16 sm:py-24">
      <StatePanel
        tone="error"
        headingLevel="h1"
        title="Job ID not provided"
        action={
          <Link href="/job-postings" className="btn-primary">
            Back to Job Listings
          </Link>
        }
      >
        <p>This link does not say which job it is for. Choose a role from our current openings.</p>
      </StatePanel>
    </div>
  );
}
