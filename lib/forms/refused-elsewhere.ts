import { toast } from "../toast";
import type { FieldMessages } from "./action-state";
import { expectReturnTo } from "./history-return";

/** The words of the way back to a form (FormReturn), translated on the server. */
export type ReturnWords = { backToForm: string; dismiss: string };

/**
 * A send refused after the visitor had left its page (Back or a link while it was on its way: Next draws the page
 * chosen once the answer is in). On the page they are on now, the reason alone ("Too many submissions…") would not
 * say which form it is about, and the form holding their input is a page away: the toast names the form
 * (`notSent`), gives the reason, and offers the way back to the form (`form`, its address), where the input is
 * given back with the fields the server refused (`fieldErrors`) marked. It stays until the visitor acts on it: an
 * outcome they have not seen is a submission lost.
 */
export function announceRefusalElsewhere({ notSent, reason, fieldErrors, id, form, words, go }: {
  notSent: string;
  reason: string;
  fieldErrors?: FieldMessages;
  id: string;
  form: string;
  words: ReturnWords;
  go: (address: string) => void;
}): void {
  toast.lasting(notSent, {
    id,
    description: reason,
    dismiss: words.dismiss,
    action: {
      label: words.backToForm,
      onClick: () => {
        expectReturnTo(form, { message: reason, fieldErrors });
        go(form);
      },
    },
  });
}
