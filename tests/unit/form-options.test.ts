import { expect, test } from "vitest";
import { optionLabels } from "#shared/content/form-options";
import { SERVICE_NAMES } from "#shared/content/service-names";
import { englishSearchText, wordsFor } from "#shared/content/words";
import { LANGUAGES, type Lang } from "#shared/i18n/lang";
import { INDIAN_STATES } from "#shared/schemas/fields";
import { SCRIPT_LETTER } from "../i18n/script-share";

/* Issues 24 and 32: the forms' selects show each language's names; the values stay the English ones. */

const cases = LANGUAGES.filter((l) => l.code !== "en").map((l) => [l.code, l] as const);
const LETTER = SCRIPT_LETTER;

test.each(cases)(
  "%s: every state and union territory has one name, in the list's order and the language's script",
  (code, l) => {
    const states = wordsFor(code as Lang)?.states ?? {};
    expect(Object.keys(states)).toEqual([...INDIAN_STATES]);
    const names = Object.values(states);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(LETTER[l.script]);
  },
);

test.each(cases)(
  "%s: each state's name is one the job search knows, so a visitor's word finds the same place",
  (code) => {
    const states = wordsFor(code as Lang)?.states ?? {};
    for (const state of INDIAN_STATES.filter((s) => s !== "Other")) {
      expect(englishSearchText(states[state] ?? ""), state).toBe(state.toLowerCase());
    }
  },
);

test.each(cases)("%s: the labels a page passes its form island, for every value; English pages pass none", (code) => {
  const lang = code as Lang;
  expect(optionLabels("en", ["state", "service"])).toBeUndefined();
  const both = optionLabels(lang, ["state", "service"]) ?? {};
  for (const value of [...INDIAN_STATES, ...SERVICE_NAMES.map((s) => s.slug)]) expect(both[value], value).toBeTruthy();
  expect(both["payroll-management"]).toBe(wordsFor(lang)?.services["payroll-management"]);
  // The resume form has no service select: it is not sent the service names.
  const states = optionLabels(lang, ["state"]) ?? {};
  expect(Object.keys(states)).toEqual([...INDIAN_STATES]);
});
