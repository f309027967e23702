import { JobRouteErrorWords } from "@/components/jobs/job-route-error-words";

/** The job page's error boundary (error.tsx, inside this layout) renders in the browser: its words come from here. */
export default function JobDetailsLayout({ children }: { children: React.ReactNode }) {
  return <JobRouteErrorWords>{children}</JobRouteErrorWords>;
}
