import { expect, test } from "vitest";
import { optionLabel, FILTER_KEYS as STATE_KEYS } from "#app/components/jobs/search-state";
import { searchAnswer } from "#app/islands/jobs/api";
import { fieldError } from "#app/islands/jobs/job-search";
import { LANGUAGES } from "#shared/i18n/languages";
import { FILTER_KEYS, FILTER_ORDER, FILTERS } from "#shared/schemas/job-filters";
import { JOB_SEARCH_PARAMS, parseJobSearch } from "#shared/schemas/job-search";

/* Issue 31: one filter registry (shared/schemas/job-filters.ts) from which the rest derive. */

const search = (params: Record<string, string>) => parseJobSearch(new URLSearchParams(params));

test("the URL parameters, the island's keys and the panel's order are the registry's filters", () => {
  expect(JOB_SEARCH_PARAMS).toEqual(["query", "location", "page", ...FILTERS.map((f) => f.key), "sort"]);
  expect(STATE_KEYS).toBe(FILTER_KEYS);
  expect([...FILTER_ORDER].sort()).toEqual([...FILTER_KEYS].sort());
  expect(new Set(FILTERS.map((f) => f.panel)).size).toBe(FILTERS.length);
  // The first filters keep their places; a new one goes where its entry's `panel` says.
  const first = ["posted", "work_mode", "experience", "salary", "industry"];
  expect(FILTER_ORDER.filter((key) => first.includes(key))).toEqual(first);
});

for (const { code } of LANGUAGES) {
  test(`every filter and every fixed option is named in ${code}, and every refusal said`, () => {
    const locale = { locale: code };
    for (const filter of FILTERS) {
      expect(filter.title({}, locale).trim(), filter.key).not.toBe("");
      expect(filter.invalid({}, locale).trim(), filter.key).not.toBe("");
      expect(fieldError(filter.key, "English", code)).toBe(code === "en" ? "English" : filter.invalid({}, locale));
      if (filter.kind === "name") continue;
      for (const option of filter.options) {
        const label = filter.label(option.value, locale);
        expect(label?.trim(), `${filter.key}=${option.value}`).toBeTruthy();
        expect(optionLabel(filter.key, option.value, "fallback", code)).toBe(label);
        if (code === "en") expect(label).toBe(option.label);
      }
    }
  });
}

test("the schema takes every option of every filter and refuses others with the filter's English sentence", () => {
  for (const filter of FILTERS) {
    const values = filter.kind === "name" ? ["IT & ITES"] : filter.options.map((o) => o.value);
    for (const value of values) {
      const parsed = search({ [filter.key]: value });
      expect(parsed.ok, `${filter.key}=${value}`).toBe(true);
      if (parsed.ok) expect(String(parsed.value[filter.key])).toBe(value);
    }
    const bad = filter.kind === "name" ? "x".repeat(filter.maxLength + 1) : "nope";
    const refused = search({ [filter.key]: bad });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.fields[filter.key]).toEqual([filter.invalid({}, { locale: "en" })]);
  }
  // Years: a whole number up to the filter's bound.
  expect(search({ experience: "60" }).ok).toBe(true);
  expect(search({ experience: "61" }).ok).toBe(false);
});

test("the island reads facets for exactly the registry's filters", () => {
  const facets = Object.fromEntries(FILTER_KEYS.map((key) => [key, [{ value: "1", label: "One", count: 2 }]]));
  const answer = { count: 0, num_pages: 0, page_number: 1, cards: [], facets };
  expect(searchAnswer.safeParse(answer).success).toBe(true);
  const { posted: _, ...missing } = facets;
  expect(searchAnswer.safeParse({ ...answer, facets: missing }).success).toBe(false);
});
