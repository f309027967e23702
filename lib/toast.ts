/**
 * Toasts (spec 2.1), with sonner fetched on first use. Only a submission raises a toast, so the forms' pages do not
 * load and evaluate sonner (~35 KB of script, and the stylesheet it injects) with the page; the layout's Toaster
 * fetches it once the browser is idle. Every call goes through the same promise, so toasts keep the order they were
 * raised in, and one raised before the Toaster has mounted is replayed to it by sonner.
 */
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;

/** sonner's module, fetched once for the whole page. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

export const toast = {
  /**
   * `id` names what the toast is about (a form's outcome): a later toast with the same id takes its place, so a
   * failure followed by a success on sending again shows the success alone.
   */
  success(message: string, id?: string): void {
    void loadSonner().then((m) => m.toast.success(message, id ? { id } : undefined));
  },
  error(message: string, id?: string): void {
    void loadSonner().then((m) => m.toast.error(message, id ? { id } : undefined));
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
