import { AlertIcon, CheckIcon } from "@/components/ui/icons";
import type { FormActionState } from "@/lib/forms/action-state";

/**
 * The outcome of the last submission, on the page itself: the only feedback without JavaScript (no toasts), and a
 * polite live region for screen readers with it. Always in the DOM so that changes are announced.
 */
export function FormStatus({ state, id }: { state: FormActionState; id?: string }) {
  const show = state.status !== "idle" && Boolean(state.message);
  const success = state.status === "success";
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true" className="scroll-mt-28">
      {show ? (
        <p
          className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium ${
            success ? "border-success-700/30 bg-success-50 text-success-700" : "border-danger-700/30 bg-danger-50 text-danger-700"
          }`}
        >
          {success ? <CheckIcon className="mt-0.5 size-5 shrink-0" /> : <AlertIcon className="mt-0.5 size-5 shrink-0" />}
          <span>{state.message}</span>
        </p>
      ) : null}
    </div>
  );
}
