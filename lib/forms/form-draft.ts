/**
 * A form's text kept in the browser, so that what a visitor typed outlives the page: the application's draft in
 * localStorage for a month, the contact and demo forms' in sessionStorage for a return through Back.
 */
export type DraftStore = {
  storage: "local" | "session";
  key: string;
  /** Older drafts are dropped. */
  maxAgeMs?: number;
  /** Fields never stored (files, a consent that must be given again on purpose). */
  skip?: ReadonlySet<string>;
  /** What an untouched field holds: a draft of nothing but these is not worth restoring. */
  blank?: Readonly<Record<string, string>>;
};

type StoredDraft = { savedAt: number; values: Record<string, string> };

function storageOf(store: DraftStore): Storage {
  return store.storage === "local" ? window.localStorage : window.sessionStorage;
}

function textOf(store: DraftStore, values: Record<string, unknown>): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (typeof value === "string" && !store.skip?.has(key)) text[key] = value;
  return text;
}

export function readDraft(store: DraftStore): Record<string, string> | null {
  try {
    const raw = storageOf(store).getItem(store.key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    const expired = store.maxAgeMs !== undefined && Date.now() - draft?.savedAt > store.maxAgeMs;
    if (typeof draft?.savedAt !== "number" || expired || typeof draft.values !== "object" || !draft.values) {
      storageOf(store).removeItem(store.key);
      return null;
    }
    const values = textOf(store, draft.values);
    return Object.entries(values).some(([key, value]) => value.trim() && value !== (store.blank?.[key] ?? "")) ? values : null;
  } catch {
    return null; // storage blocked (private mode, quota) or a corrupt entry: no draft
  }
}

export function writeDraft(store: DraftStore, values: Record<string, unknown>): void {
  try {
    storageOf(store).setItem(store.key, JSON.stringify({ savedAt: Date.now(), values: textOf(store, values) } satisfies StoredDraft));
  } catch {
    // Storage full or blocked: the form still works, only without a draft.
  }
}

export function clearDraft(store: DraftStore): void {
  try {
    storageOf(store).removeItem(store.key);
  } catch {
    // Nothing to clear.
  }
}
