import type { Lang } from "#shared/i18n/languages";
import { wordsFor } from "./words";

/**
 * The labels of the forms' select options on a page in another language than
 * English, by option value (issues 24 and 32): a state's English name
 * (INDIAN_STATES), a service's slug (SERVICE_NAMES). The values stay English,
 * so what is posted, stored and mailed to the agency is the same in every
 * language; only what the visitor reads changes. The names are each
 * language's words (shared/content/words/<code>.ts).
 *
 * The form islands get these as a prop from the server component that places
 * them (app/components/forms/), like their notices: the names stay out of the
 * islands' JavaScript. English pages pass nothing and show the values' own
 * English names.
 */
export type OptionLabels = Readonly<Record<string, string>>;

/** The labels of the options of the selects named `kinds`, in `lang`; undefined in English. */
export function optionLabels(lang: Lang, kinds: readonly ("state" | "service")[]): OptionLabels | undefined {
  const words = wordsFor(lang);
  if (!words) return undefined;
  return Object.assign({}, ...kinds.map((kind) => (kind === "state" ? words.states : words.services)));
}
