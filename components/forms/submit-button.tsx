import type { ReactNode } from "react";

/** The form's submit button: disabled and relabelled while the submission is in flight. */
export function SubmitButton({ pending, pendingLabel, children, className = "" }: { pending: boolean; pendingLabel: string; children: ReactNode; className?: string }) {
  return (
    <button type="submit" disabled={pending} aria-disabled={pending || undefined} className={`btn-primary w-full sm:w-auto ${className}`}>
      {pending ? (
        <>
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
