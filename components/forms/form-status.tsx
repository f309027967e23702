import { AlertIcon, CheckIcon } from "@/components/ui/icons";
import type { FormActionState } from "@/lib/forms/action-state";
import { useToastRegion } from "@/lib/toast-region";

const NOTE = "items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium";
const SUCCESS = "border-success-700/30 bg-success-50 text-success-700";

/**
 * The outcome of the last submission, on the page itself: the only feedback without JavaScript (no toasts). A polite
 * live region, always in the DOM so that changes are announced, until the toasts' own region is on the page and
 * announces the same message (lib/toast-region.ts).
 */
export function FormStatus({ state, id }: { state: FormActionState; id?: string }) {
  const toastsAnnounce = useToastRegion();
  const show = state.status !== "idle" && Boolean(state.message);
  const success = state.status === "success";
  return (
    // Out of the way while the form's SentNote is the page's #fragment (globals.css): that note is then its one status.
    <div id={id} role="status" aria-live={toastsAnnounce ? "off" : "polite"} aria-atomic="true" data-form-status="" className="scroll-mt-28">
      {show ? (
        <p className={`flex ${NOTE} ${success ? SUCCESS : "border-danger-700/30 bg-danger-50 text-danger-700"}`}>
          {success ? <CheckIcon className="mt-0.5 size-5 shrink-0" /> : <AlertIcon className="mt-0.5 size-5 shrink-0" />}
          <span>{state.message}</span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The confirmation a form sent without JavaScript is redirected to (lib/forms/public-action.ts): shown only while
 * its id is the URL's #fragment, so the static page needs no state, and a reload shows it again without posting.
 * Placed after the form's FormStatus, which it stands in for then: first in the page's order, the status region is
 * what a search for the message finds while this note is hidden.
 */
export function SentNote({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="status" data-sent-note="" className={`hidden scroll-mt-28 target:flex ${NOTE} ${SUCCESS}`}>
      <CheckIcon className="mt-0.5 size-5 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
