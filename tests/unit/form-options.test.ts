import { expect, test } from "vitest";
import { optionLabels } from "#shared/content/form-options";
import { englishSearchText } from "#shared/content/hindi-search";
import { SERVICE_NAMES } from "#shared/content/service-names";
import { SERVICE_TITLES_HI } from "#shared/content/service-names-hi";
import { STATE_NAMES_HI } from "#shared/content/state-names-hi";
import { INDIAN_STATES } from "#shared/schemas/fields";

/* Issue 24: the forms' selects show Hindi names on Hindi pages; the values stay the English ones. */

test("every state and union territory has one Hindi name, in the list's order", () => {
  expect(Object.keys(STATE_NAMES_HI)).toEqual([...INDIAN_STATES]);
  const names = Object.values(STATE_NAMES_HI);
  expect(new Set(names).size).toBe(names.length);
  for (const name of names) expect(name).toMatch(/^[\u0900-\u097F][\u0900-\u097F ()]*$/);
});

test("each Hindi state name is one the Hindi job search knows, so a visitor's word finds the same place", () => {
  for (const state of INDIAN_STATES.filter((s) => s !== "Other")) {
    expect(englishSearchText(STATE_NAMES_HI[state] ?? ""), state).toBe(state.toLowerCase());
  }
});

test("the labels a page passes its form island: Hindi for every value on /hi, nothing in English", () => {
  expect(optionLabels("en", ["state", "service"])).toBeUndefined();
  const both = optionLabels("hi", ["state", "service"]) ?? {};
  for (const value of [...INDIAN_STATES, ...SERVICE_NAMES.map((s) => s.slug)]) expect(both[value], value).toBeTruthy();
  expect(both["payroll-management"]).toBe(SERVICE_TITLES_HI["payroll-management"]);
  // The resume form has no service select: it is not sent the service names.
  const states = optionLabels("hi", ["state"]) ?? {};
  expect(Object.keys(states)).toEqual([...INDIAN_STATES]);
});
