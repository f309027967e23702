import type { createTranslator } from "next-intl";
import type { Messages } from "@/lib/i18n/messages";

/**
 * A translator for one namespace, whichever way it was made: `useTranslations` (client), `getTranslations` and
 * `createTranslator` (server) all return this type, so one function can build a form's messages on both sides.
 */
export type Translator<N extends keyof Messages> = ReturnType<typeof createTranslator<Messages, N>>;
