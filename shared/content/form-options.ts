import type { Lang } from "#shared/i18n/lang";
import { SERVICE_TITLES_HI } from "./service-names-hi";
import { STATE_NAMES_HI } from "./state-names-hi";

/**
 * The labels of the forms' select options on a page in another language than
 * English, by option value (issue 24): a state's English name
 * (INDIAN_STATES), a service's slug (SERVICE_NAMES). The values stay English,
 * so what is posted, stored and mailed to the agency is the same in every
 * language; only what the visitor reads changes.
 *
 * The form islands get these as a prop from the server component that places
 * them (app/components/forms/), like their notices: the names stay out of the
 * islands' JavaScript. English pages pass nothing and show the values' own
 * English names.
 */
export type OptionLabels = Readonly<Record<string, string>>;

const STATES: Partial<Record<Lang, OptionLabels>> = { hi: STATE_NAMES_HI };
const SERVICES: Partial<Record<Lang, OptionLabels>> = { hi: SERVICE_TITLES_HI };

/** The labels of the options of the selects named `kinds`, in `lang`; undefined in English. */
export function optionLabels(lang: Lang, kinds: readonly ("state" | "service")[]): OptionLabels | undefined {
  const tables = kinds.map((kind) => (kind === "state" ? STATES : SERVICES)[lang]);
  if (tables.every((t) => t === undefined)) return undefined;
  return Object.assign({}, ...tables);
}
