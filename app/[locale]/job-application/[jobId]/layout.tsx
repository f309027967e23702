import { JobRouteErrorWords } from "@/components/jobs/job-route-error-words";

/**
 * The words of the route's error boundary (error.tsx, JobRouteError), which renders in the browser above the page:
 * the page's own provider, around the form, does not reach it.
 */
export default function JobApplicationLayout({ children }: { children: React.ReactNode }) {
  return <JobRouteErrorWords>{children}</JobRouteErrorWords>;
}
