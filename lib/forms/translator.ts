import type { createTranslator } from "next-intl";
import type { Messages } from "@/lib/i18n/messages";

/**
 * A translator for one namespace, whichever way it was made: `getTranslations` (pages, actions) and
 * `createTranslator` (the data layer, route handlers) both return this type, so one function builds a form's messages
 * for all of them.
 */
export type Translator<N extends keyof Messages> = ReturnType<typeof createTranslator<Messages, N>>;
