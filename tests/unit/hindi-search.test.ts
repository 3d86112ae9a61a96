import { expect, test } from "vitest";
import { englishSearchText, foldDevanagari, HINDI_JOB_WORDS, HINDI_PLACE_NAMES } from "#shared/content/hindi-search";
import { INDIAN_STATES } from "#shared/schemas/fields";
import { searchWords } from "#worker/jobs/search/words";
import cities from "../../scripts/data/generate-jobs-data/cities.json";

/* Issue 24: Devanagari places and job words searched as the English the jobs are written in. */

test.each([
  ["पुणे", "pune"],
  ["बेंगलुरु", "bengaluru"],
  ["बैंगलोर", "bengaluru"],
  ["बंगलौर", "bengaluru"],
  ["दिल्ली", "delhi"],
  ["देहली", "delhi"],
  ["मुंबई", "mumbai"],
  ["मुम्बई", "mumbai"],
  ["गुड़गांव", "gurugram"],
  ["गुडगांव", "gurugram"], // without the nukta
  ["ग़ाज़ियाबाद", "ghaziabad"],
  ["गाजियाबाद", "ghaziabad"],
  ["उत्तर प्रदेश", "uttar pradesh"],
  ["जम्मू-कश्मीर", "jammu and kashmir"],
  ["जम्मू और कश्मीर", "jammu and kashmir"],
  ["ड्राइवर", "driver"],
  ["सेल्स पुणे", "sales pune"],
  ["driver दिल्ली", "driver delhi"],
  ["सिक्योरिटी गार्ड", "security guard"],
  ["कंप्यूटर ऑपरेटर नोएडा", "computer operator noida"],
  ["ड्राइवर की नौकरी", "driver"],
  ["टेली कॉलर", "telecaller"],
  ["Java developer", "Java developer"],
  ["क्षितिजपुरम", "क्षितिजपुरम"], // unknown: kept, so it matches nothing
])("%s → %s", (hindi, english) => {
  expect(englishSearchText(hindi)).toBe(english);
});

test("every state and union territory and every generator city has a Devanagari name", () => {
  const english = new Set(Object.keys(HINDI_PLACE_NAMES));
  for (const state of INDIAN_STATES.filter((s) => s !== "Other")) expect(english, state).toContain(state.toLowerCase());
  for (const { city } of cities.cities) expect(english, city).toContain(city.toLowerCase());
});

test("at least 80 job words, each spelling unique once folded", () => {
  expect(Object.keys(HINDI_JOB_WORDS).length).toBeGreaterThanOrEqual(80);
  const seen = new Map<string, string>();
  for (const table of [HINDI_JOB_WORDS, HINDI_PLACE_NAMES])
    for (const [en, spellings] of Object.entries(table))
      for (const s of spellings) {
        const key = foldDevanagari(s);
        expect(seen.get(key) ?? en, `${s} means both ${seen.get(key)} and ${en}`).toBe(en);
        seen.set(key, en);
      }
});

test("the search splits the English words", () => {
  expect(searchWords("  सेल्स  पुणे, महाराष्ट्र ")).toEqual(["sales", "pune", "maharashtra"]);
});
