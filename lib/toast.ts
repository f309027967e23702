/**
 * Toasts (spec 2.1), with sonner fetched on first use. Only a submission raises a toast, so the forms' pages do not
 * load and evaluate sonner (~35 KB of script, and the stylesheet it injects) with the page; the layout's Toaster
 * fetches it once the browser is idle. Every call goes through the same promise, so toasts keep the order they were
 * raised in, and one raised before the Toaster has mounted is replayed to it by sonner.
 */
import { importWhenOnline } from "./connection-back";

type Sonner = typeof import("sonner");

/** How long a toast stays (the layout's Toaster). */
export const TOAST_DURATION_MS = 6000;

let sonner: Promise<Sonner> | undefined;

/**
 * sonner's module, fetched once for the whole page, and again each time the connection may be back if that failed:
 * the Toaster fetches it when the browser is idle, and a phone can be offline just then. A failed import() rejected
 * for good (an uncaught error, and no toast for the rest of the visit, a form's outcome included).
 */
export function loadSonner(): Promise<Sonner> {
  sonner ??= importWhenOnline(() => import("sonner"));
  return sonner;
}

/**
 * Shows an outcome once sonner is here, unless it would already have gone by then (the form's own line said it
 * meanwhile): a toast raised offline is not shown, out of place, when the connection comes back.
 */
function outcome(show: (m: Sonner) => void): void {
  const raised = Date.now();
  void loadSonner().then((m) => {
    if (Date.now() - raised < TOAST_DURATION_MS) show(m);
  });
}

/** A toast that stays until the visitor acts on it (see toast.lasting). */
export type LastingToast = {
  id: string;
  /** The reason, under the message. */
  description: string;
  action: { label: string; onClick: () => void };
  /** The label of the button that closes it. */
  dismiss: string;
};

/** sonner's id of the toast now showing each outcome (`id` below). */
const shownAs = new Map<string, string>();
let replacements = 0;

/**
 * sonner's id for the toast of outcome `id`, which takes the place of the last one: that one is dismissed and the new
 * one shown under an id of its own. Given the same id, sonner merges the new toast into the old one: a lasting toast's
 * buttons, reason and endless time would carry over to the outcome that follows it, and a toast whose time is up
 * takes the new one away with it (it is removed 200 ms after it starts to go, by id): a success arriving just then,
 * six seconds after the failure it follows, was never seen.
 */
function slot(m: Sonner, id: string): string {
  const current = shownAs.get(id);
  if (current !== undefined) m.toast.dismiss(current);
  const fresh = `${id}:${++replacements}`;
  shownAs.set(id, fresh);
  return fresh;
}

export const toast = {
  /**
   * `id` names what the toast is about (a form's outcome): a later toast with the same id takes its place, so a
   * failure followed by a success on sending again shows the success alone.
   */
  success(message: string, id?: string): void {
    outcome((m) => m.toast.success(message, id === undefined ? undefined : { id: slot(m, id) }));
  },
  error(message: string, id?: string): void {
    outcome((m) => m.toast.error(message, id === undefined ? undefined : { id: slot(m, id) }));
  },
  /**
   * An error the visitor must not miss while it still matters, with what they can do about it: it stays, with its
   * action and a button that closes it, until they use one (sonner also closes it on a swipe).
   */
  lasting(message: string, { id, description, action, dismiss }: LastingToast): void {
    outcome((m) => {
      const shown = slot(m, id);
      // sonner gives the focus back to where it was before the toast once it leaves the toast: the action lets that
      // happen first, or it would come when the action puts the focus somewhere (a refused field), and take it away.
      const act = { label: action.label, onClick: (event: { currentTarget: HTMLElement }) => (event.currentTarget.blur(), action.onClick()) };
      m.toast.error(message, { id: shown, description, action: act, cancel: { label: dismiss, onClick: () => undefined }, duration: Infinity });
    });
  },
  /** Shows a loading toast; the function returned dismisses it, also when called before the toast appeared. */
  loading(message: string): () => void {
    let dismissed = false;
    const id = loadSonner().then((m) => (dismissed ? undefined : m.toast.loading(message)));
    return () => {
      dismissed = true;
      void Promise.all([loadSonner(), id]).then(([m, shown]) => {
        if (shown !== undefined) m.toast.dismiss(shown);
      });
    };
  },
};
