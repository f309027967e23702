"use client";

import { useEffect, type RefObject } from "react";
import { clearDraft, readDraft, writeDraft, type DraftStore } from "./form-draft";
import type { FieldMessages } from "./action-state";
import { reachedThroughHistory, takenBackHere } from "./history-return";

type Values = Record<string, string | boolean>;

/** What the form's controls hold now, for the fields of `defaults` (a tick as a boolean). */
function controlValues(form: HTMLFormElement, defaults: Values): Values {
  const values: Values = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === "checkbox") values[name] = control.checked;
    else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) values[name] = control.value;
    else values[name] = fallback;
  }
  return values;
}

const asText = (values: Values) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === true ? "on" : value === false ? "" : value]));

/** One draft per form and address, so the English and Arabic contact forms keep their own. */
const sessionStore = (key: string, defaults: Values): DraftStore => ({
  storage: "session",
  key: `e7:form-draft:${key}:${window.location.pathname}`,
  blank: asText(defaults),
});

/**
 * The form's input kept for this tab (sessionStorage) while the visitor types, and given back when they return to
 * the page through Back, Forward or a reload, as a browser does for a page it loaded itself, or are taken back to it
 * after its send was refused on another page (./refused-elsewhere.ts): the contact form's
 * consent sentence links to the terms and the privacy policy, and an in-app visit there and back otherwise came back
 * to an empty form. A field the visitor already changed (before the scripts ran, or by the browser's own restoring)
 * keeps what it has. `restore` writes the values into the form's state and controls, with the fields the server
 * refused when the visitor was taken back; `skip` when the server has just echoed a native post's input. `forget()`
 * drops the draft (after a successful submission).
 */
export function useSessionDraft(
  formRef: RefObject<HTMLFormElement | null>,
  key: string | undefined,
  defaults: Values,
  restore: (values: Values, refused?: FieldMessages) => void,
  skip: boolean,
): { forget: () => void } {
  useEffect(() => {
    const form = formRef.current;
    if (!form || !key) return;
    const current = sessionStore(key, defaults);
    const back = skip ? null : takenBackHere();
    const draft = !skip && (back || reachedThroughHistory()) ? readDraft(current) : null;
    if (draft) {
      const merged = controlValues(form, defaults);
      for (const [name, fallback] of Object.entries(defaults)) {
        const saved = draft[name];
        if (merged[name] === fallback && saved !== undefined) merged[name] = typeof fallback === "boolean" ? saved === "on" : saved;
      }
      restore(merged, back?.fieldErrors);
    }
    // Every keystroke: a click on a link right after typing must not lose the last letters to a debounce.
    const save = () => writeDraft(current, asText(controlValues(form, defaults)));
    form.addEventListener("input", save);
    form.addEventListener("change", save);
    return () => {
      form.removeEventListener("input", save);
      form.removeEventListener("change", save);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mounted form: restoring answers once per arrival
  }, [key]);

  return { forget: () => key && clearDraft(sessionStore(key, defaults)) };
}
