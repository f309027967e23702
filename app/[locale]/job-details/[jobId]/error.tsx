"use client";

export { JobRouteError as default } from "@/components/jobs/job-route-error";
