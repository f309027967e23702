import type { ReactNode } from "react";
import { AlertIcon, BriefcaseIcon } from "@/components/ui/icons";
import { SpinnerIcon } from "./icons";

/** Spinner with its text, announced politely (job list, job detail, application). */
export function LoadingState({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <SpinnerIcon className="size-10 text-brand-600" />
      <p className="text-lg font-medium text-ink-700">{text}</p>
    </div>
  );
}

/** A failure or "nothing here" panel with the way forward. */
export function StatePanel({
  tone,
  title,
  children,
  action,
  headingLevel = "h2",
}: {
  tone: "error" | "empty";
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: "h1" | "h2";
}) {
  const Heading = headingLevel;
  const isError = tone === "error";
  return (
    <div
      role={isError ? "alert" : undefined}
      className={`mx-auto flex max-w-xl flex-col items-center rounded-card border px-6 py-12 text-center ${
        isError ? "border-danger-700/25 bg-danger-50" : "border-ink-100 bg-ink-50"
      }`}
    >
      <span className={`icon-tile ${isError ? "bg-white text-danger-700" : "bg-white"}`}>
        {isError ? <AlertIcon className="size-6" /> : <BriefcaseIcon className="size-6" />}
      </span>
      <Heading className={`mt-5 text-xl font-semibold ${isError ? "text-danger-700" : "text-ink-900"}`}>{title}</Heading>
      {children ? <div className="mt-2 text-ink-700">{children}</div> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
