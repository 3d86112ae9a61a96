import { expect, test } from "vitest";
import { aliasesOf, placeKey } from "#shared/content/places";
import { ALL_WORDS, englishSearchText, foldScript, wordsFor } from "#shared/content/words";
import { LANGUAGES, type Lang } from "#shared/i18n/lang";
import { INDIAN_STATES } from "#shared/schemas/fields";
import { searchWords } from "#worker/jobs/search/words";
import cities from "../../scripts/data/generate-jobs-data/cities.json";
import { SCRIPT_LETTER } from "../i18n/script-share";

/*
 * Issues 24 and 32: places and job words typed in any language's script are
 * searched as the English the jobs are written in (shared/content/words/).
 */

const OTHERS = LANGUAGES.filter((l) => l.code !== "en");
const cases = OTHERS.map((l) => [l.code, l] as const);
/** A whole spelling in one script (letters, spaces and a few marks of punctuation). */
const inScript = (script: string) => new RegExp(`^(?:${SCRIPT_LETTER[script].source}|[\\p{M}\\s().-])+$`, "u");

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
  ["गुड़गाँव", "gurugram"], // chandrabindu for anusvara
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
  ["ड्राइवर की नौकरी।", "driver"], // a framing word with the sentence's full stop
  ["टेली कॉलर", "telecaller"],
  ["Java developer", "Java developer"],
  ["क्षितिजपुरम", "क्षितिजपुरम"], // unknown: kept, so it matches nothing
])("Hindi: %s → %s", (text, english) => {
  expect(englishSearchText(text)).toBe(english);
});

test.each([
  ["சென்னையில் டிரைவர் வேலை", "chennai driver"],
  ["திருச்சியில் வேலை", "tiruchirappalli"],
  ["தூத்துக்குடியில் டிரைவர் வேலை", "thoothukudi driver"],
  ["ஊட்டியில் ஹோட்டல் வேலை", "udhagamandalam hotel"],
  ["புதுக்கோட்டையில் வேலை", "pudukkottai"],
  ["சிதம்பரத்தில் வேலை", "chidambaram"],
  ["திருப்பூர்ல கார்மென்ட்ஸ் வேலை வேணும்", "tiruppur garment"],
  ["அக்கவுண்ட்ஸ் வேலை.", "accounts"], // a framing word with the sentence's full stop
])("Tamil: %s → %s", (text, english) => {
  expect(englishSearchText(text)).toBe(english);
});

test.each([
  ["திருச்சி", "trichy"],
  ["தூத்துக்குடி", "tuticorin"],
  ["தஞ்சாவூர்", "tanjore"],
  ["திருப்பூர்", "tirupur"],
  ["காஞ்சிபுரம்", "kancheepuram"],
  ["ஊட்டி", "ooty"],
])("Tamil %s finds jobs the ATS places in %s too (the location's aliases)", (tamil, other) => {
  const english = englishSearchText(tamil);
  expect(aliasesOf(english)).toContain(other);
  expect(placeKey(other)).toBe(english);
});

test("folding: one spelling per word in every script, Latin untouched", () => {
  // Joiners change a glyph, never the word.
  expect(foldScript("क्‍ष")).toBe(foldScript("क्ष"));
  expect(foldScript("ক্‌ষ")).toBe(foldScript("ক্ষ"));
  // Devanagari: nukta dropped, chandrabindu as anusvara; precomposed and decomposed alike.
  expect(foldScript("ज़")).toBe("ज");
  expect(foldScript("\u095b")).toBe("ज");
  expect(foldScript("गाँव")).toBe("गांव");
  // Bengali: য়/য, ড়/ড, ঢ়/ঢ (precomposed or with the nukta) are one.
  expect(foldScript("\u09df")).toBe("\u09af");
  expect(foldScript("\u09af\u09bc")).toBe("\u09af");
  expect(foldScript("\u09dc")).toBe("\u09a1");
  expect(foldScript("\u09dd")).toBe("\u09a2");
  // Tamil, Telugu and Kannada have no such variants: left as they are (NFC).
  for (const word of ["சென்னை", "హైదరాబాద్", "ಬೆಂಗಳೂರು"]) expect(foldScript(word)).toBe(word.normalize("NFC"));
  expect(foldScript("Pune")).toBe("Pune");
});

test.each(cases)("%s: every state and union territory and every generator city has a name", (code) => {
  const places = wordsFor(code as Lang)?.places ?? {};
  const english = new Set(Object.keys(places));
  for (const state of INDIAN_STATES.filter((s) => s !== "Other")) expect(english, state).toContain(state.toLowerCase());
  for (const { city } of cities.cities) expect(english, city).toContain(city.toLowerCase());
});

test.each(cases)("%s: the common job words, each spelling in the language's script", (code, l) => {
  const words = wordsFor(code as Lang);
  if (!words) throw new Error(`no words for ${code}`);
  const keys = Object.keys(words.jobWords);
  expect(keys.length).toBeGreaterThanOrEqual(40);
  for (const key of [
    "sales",
    "nurse",
    "accountant",
    "driver",
    "delivery",
    "security",
    "housekeeping",
    "receptionist",
  ]) {
    expect(keys, key).toContain(key);
  }
  for (const key of ["teacher", "engineer"]) expect(keys, key).toContain(key);
  for (const [english, spellings] of [...Object.entries(words.jobWords), ...Object.entries(words.places)]) {
    expect(english, "keys are the ATS's lower-case English").toBe(english.toLowerCase());
    for (const spelling of spellings) expect(spelling, english).toMatch(inScript(l.script));
    // Each spelling finds the English.
    for (const spelling of spellings) expect(englishSearchText(spelling), spelling).toBe(english);
  }
});

test("no spelling means two things, in any language, once folded", () => {
  const seen = new Map<string, string>();
  for (const words of ALL_WORDS) {
    for (const table of [words.jobWords, words.places]) {
      for (const [english, spellings] of Object.entries(table)) {
        for (const spelling of spellings) {
          const key = foldScript(spelling)
            .split(/[\s,-]+/)
            .join(" ");
          expect(seen.get(key) ?? english, `${spelling} means both ${seen.get(key)} and ${english}`).toBe(english);
          seen.set(key, english);
        }
      }
    }
  }
});

test("the search splits the English words", () => {
  expect(searchWords("  सेल्स  पुणे, महाराष्ट्र ")).toEqual(["sales", "pune", "maharashtra"]);
});
