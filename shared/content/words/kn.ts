import type { LanguageWords } from "./types";

/*
 * Kannada search words and display names (issue 32). Places and job words map
 * what people type in Kannada script to the English words the ATS writes, as
 * shared/content/words/hi.ts does for Devanagari. Spellings vary in Kannada
 * (a final -ು added to an English word, old and new city names, "ಎಂ" or "ಇಂ"
 * for "en", ಶ or ಷ), so common variants are listed; the first spelling of a
 * place is the one this site writes. Spellings are written without ZWNJ: the
 * search drops joiners before it looks a word up (./index.ts), so ವೈಟ್ಫೀಲ್ಡ್
 * also stands for the same word typed with a ZWNJ after ವೈಟ್.
 *
 * Kannada joins case endings to the word ("ಬೆಂಗಳೂರಿನಲ್ಲಿ ಡ್ರೈವರ್ ಕೆಲಸ",
 * "ಡ್ರೈವರ್ಗೆ ಕೆಲಸ", "ಹೋಟೆಲ್ನಲ್ಲಿ ಕೆಲಸ", "ಶಿಕ್ಷಕರು ಬೇಕಾಗಿದ್ದಾರೆ"), and the
 * search looks each word up as typed, so `withEndings` below adds those forms
 * to the bare lists, by the stem the ending takes (docs/glossary/kn.md):
 * - every place, and the job words that name a workplace or a line of work
 *   (WORKPLACES), with the locative, dative and genitive: ಬೆಂಗಳೂರು →
 *   ಬೆಂಗಳೂರಿನಲ್ಲಿ, ಬೆಂಗಳೂರಲ್ಲಿ (spoken), ಬೆಂಗಳೂರಿಗೆ, ಬೆಂಗಳೂರಿನ;
 *   ಹೈದರಾಬಾದ್ → ಹೈದರಾಬಾದ್ನಲ್ಲಿ, ಹೈದರಾಬಾದಿನಲ್ಲಿ, ಹೈದರಾಬಾದಲ್ಲಿ;
 *   ಕರ್ನಾಟಕ → ಕರ್ನಾಟಕದಲ್ಲಿ, ಕರ್ನಾಟಕಕ್ಕೆ; ಪುಣೆ → ಪುಣೆಯಲ್ಲಿ, ಪುಣೆಗೆ;
 *   ಚೆನ್ನೈ → ಚೆನ್ನೈನಲ್ಲಿ, ಚೆನ್ನೈಯಲ್ಲಿ; ಗೋವಾ → ಗೋವಾದಲ್ಲಿ, ಗೋವಾಕ್ಕೆ;
 * - the job words that name a person (ROLES) with the plural and the dative:
 *   ಡ್ರೈವರ್ → ಡ್ರೈವರ್ಗಳು, ಡ್ರೈವರ್ಸ್, ಡ್ರೈವರ್ಗೆ, ಡ್ರೈವರ್ಗಳಿಗೆ, ಡ್ರೈವರ್ಸ್ಗೆ;
 *   ಡ್ರೈವರು → ಡ್ರೈವರುಗಳು, ಡ್ರೈವರಿಗೆ; ಶಿಕ್ಷಕ → ಶಿಕ್ಷಕರು, ಶಿಕ್ಷಕರಿಗೆ, ಶಿಕ್ಷಕರ.
 * An ending joins the last word of a phrase (ಸೆಕ್ಯೂರಿಟಿ ಗಾರ್ಡ್ಗಳು, ಉತ್ತರ
 * ಪ್ರದೇಶದಲ್ಲಿ). Endings typed apart ("ಬೆಂಗಳೂರು ನಲ್ಲಿ") and the words
 * around a search (ಕೆಲಸ, ಬೇಕು, ಕಂಪನಿಯಲ್ಲಿ) are `filler`.
 */

const VIRAMA = "\u0ccd";
const ANUSVARA = "\u0c82";
const isConsonant = (c: string) => (c >= "\u0c95" && c <= "\u0cb9") || c === "\u0cde";

/** A place, or a workplace, with the locative, dative and genitive. */
function placeForms(word: string): string[] {
  const last = word.at(-1) ?? "";
  const stem = word.slice(0, -1);
  // ಹೈದರಾಬಾದ್ನಲ್ಲಿ, ಹೈದರಾಬಾದಿನಲ್ಲಿ, ಹೈದರಾಬಾದಲ್ಲಿ (spoken); ಬ್ಯಾಂಕ್ಗೆ, ಬ್ಯಾಂಕಿಗೆ; ಬ್ಯಾಂಕ್ನ, ಬ್ಯಾಂಕಿನ.
  if (last === VIRAMA) {
    return [`${word}ನಲ್ಲಿ`, `${stem}ಿನಲ್ಲಿ`, `${stem}ಲ್ಲಿ`, `${word}ಗೆ`, `${stem}ಿಗೆ`, `${word}ನ`, `${stem}ಿನ`];
  }
  // ಬೆಂಗಳೂರಿನಲ್ಲಿ, ಬೆಂಗಳೂರಲ್ಲಿ (spoken), ಬೆಂಗಳೂರಿಗೆ, ಬೆಂಗಳೂರಿನ; ತಮಿಳುನಾಡಿನಲ್ಲಿ; ಗೋದಾಮಿನಲ್ಲಿ.
  if (last === "ು") return [`${stem}ಿನಲ್ಲಿ`, `${stem}ಲ್ಲಿ`, `${stem}ಿಗೆ`, `${stem}ಿನ`];
  // ಅಸ್ಸಾಂನಲ್ಲಿ, ಸಿಕ್ಕಿಂಗೆ.
  if (last === ANUSVARA) return [`${word}ನಲ್ಲಿ`, `${word}ಗೆ`, `${word}ನ`];
  // ಕರ್ನಾಟಕದಲ್ಲಿ, ಕರ್ನಾಟಕಕ್ಕೆ, ಕರ್ನಾಟಕದ; ಜೈಪುರದಲ್ಲಿ; ಮಂಡ್ಯದಲ್ಲಿ.
  if (isConsonant(last)) return [`${word}ದಲ್ಲಿ`, `${word}ಕ್ಕೆ`, `${word}ದ`];
  // ಗೋವಾದಲ್ಲಿ, ಗೋವಾಕ್ಕೆ, ಗೋವಾಗೆ, ಗೋವಾದ.
  if (last === "ಾ") return [`${word}ದಲ್ಲಿ`, `${word}ಕ್ಕೆ`, `${word}ಗೆ`, `${word}ದ`];
  // ಪುಣೆಯಲ್ಲಿ, ಪುಣೆಗೆ, ಪುಣೆಯ; ದೆಹಲಿಯಲ್ಲಿ; ಆಸ್ಪತ್ರೆಯಲ್ಲಿ; ಅಂಗಡಿಯಲ್ಲಿ.
  if (["ಿ", "ೀ", "ೆ", "ೇ"].includes(last)) return [`${word}ಯಲ್ಲಿ`, `${word}ಗೆ`, `${word}ಯ`];
  // ಚೆನ್ನೈನಲ್ಲಿ and ಚೆನ್ನೈಯಲ್ಲಿ, ಚೆನ್ನೈಗೆ, ಚೆನ್ನೈನ.
  if (last === "ೈ") return [`${word}ನಲ್ಲಿ`, `${word}ಯಲ್ಲಿ`, `${word}ಗೆ`, `${word}ನ`, `${word}ಯ`];
  // ಲಖನೌನಲ್ಲಿ, ಲಕ್ನೋದಲ್ಲಿ, ಬಿಪಿಒನಲ್ಲಿ.
  if (["ೋ", "ೌ", "ೊ", "ೂ", "ಒ", "ಓ"].includes(last)) return [`${word}ನಲ್ಲಿ`, `${word}ದಲ್ಲಿ`, `${word}ಗೆ`, `${word}ನ`];
  return [];
}

/** A job word that names a person, with the plural and the dative ("drivers wanted", "jobs for drivers"). */
function roleForms(word: string): string[] {
  const last = word.at(-1) ?? "";
  // ಡ್ರೈವರ್ಗಳು, ಡ್ರೈವರ್ಗೆ, ಡ್ರೈವರ್ಗಳಿಗೆ, and the English plural of -ರ್ words: ಡ್ರೈವರ್ಸ್, ಡ್ರೈವರ್ಸ್ಗೆ.
  if (last === VIRAMA) {
    const english = word.endsWith(`ರ${VIRAMA}`) ? [`${word}ಸ್`, `${word}ಸ್ಗೆ`] : [];
    return [`${word}ಗಳು`, `${word}ಗೆ`, `${word}ಗಳಿಗೆ`, ...english];
  }
  // ಡ್ರೈವರುಗಳು, ಡ್ರೈವರಿಗೆ, ಡ್ರೈವರುಗಳಿಗೆ.
  if (last === "ು") return [`${word}ಗಳು`, `${word.slice(0, -1)}ಿಗೆ`, `${word}ಗಳಿಗೆ`];
  // Native nouns in -ಅ take the human plural: ಶಿಕ್ಷಕರು, ಶಿಕ್ಷಕರಿಗೆ, ಶಿಕ್ಷಕರ (ಹುದ್ದೆ); ಚಾಲಕರು.
  if (isConsonant(last)) return [`${word}ರು`, `${word}ರಿಗೆ`, `${word}ರ`];
  // ಅಧಿಕಾರಿಗಳು, ಟ್ರೈನಿಗಳಿಗೆ, ಸ್ಟೆನೋಗಳು.
  if (["ಿ", "ೀ", "ೆ", "ೇ", "ೋ", "ೂ"].includes(last)) return [`${word}ಗಳು`, `${word}ಗೆ`, `${word}ಗಳಿಗೆ`];
  return [];
}

/** Each spelling, then its forms with an ending on the last word (the bare spellings first). */
function withEndings(
  table: Readonly<Record<string, readonly string[]>>,
  forms: (word: string, english: string) => string[],
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(table).map(([english, spellings]) => {
      const all = new Set(spellings);
      for (const spelling of spellings) {
        const cut = spelling.lastIndexOf(" ") + 1;
        for (const form of forms(spelling.slice(cut), english)) all.add(spelling.slice(0, cut) + form);
      }
      return [english, [...all]];
    }),
  );
}

/** English place name (lower case, as the ATS writes it) → spellings in Kannada script (bare forms). */
const PLACES: Record<string, readonly string[]> = {
  // Cities (the generator's, scripts/data/generate-jobs-data/cities.json, and the PLACES of hi.ts).
  mumbai: ["ಮುಂಬೈ", "ಮುಂಬಯಿ", "ಬಾಂಬೆ", "ಬೊಂಬಾಯಿ"],
  pune: ["ಪುಣೆ", "ಪುಣೇ", "ಪೂಣೆ", "ಪುನೆ", "ಪೂನಾ"],
  bengaluru: ["ಬೆಂಗಳೂರು", "ಬೆಂಗಳೂರ್", "ಬೆಂಗ್ಳೂರು", "ಬೆಂಗ್ಳೂರ್", "ಬೆಂಗಳುರು", "ಬೆಂಗಲೂರು", "ಬ್ಯಾಂಗಲೋರ್", "ಬ್ಯಾಂಗಳೂರು"],
  hyderabad: ["ಹೈದರಾಬಾದ್", "ಹೈದರಾಬಾದು", "ಹೈದ್ರಾಬಾದ್"],
  chennai: ["ಚೆನ್ನೈ", "ಮದ್ರಾಸ್", "ಮದ್ರಾಸು"],
  delhi: ["ದೆಹಲಿ", "ದಿಲ್ಲಿ", "ಡೆಲ್ಲಿ", "ದೆಹಲಿ ಎನ್ಸಿಆರ್", "ಎನ್ಸಿಆರ್"],
  "new delhi": ["ನವದೆಹಲಿ", "ನವ ದೆಹಲಿ", "ನ್ಯೂ ಡೆಲ್ಲಿ", "ನ್ಯೂಡೆಲ್ಲಿ", "ಹೊಸ ದೆಹಲಿ"],
  gurugram: ["ಗುರುಗ್ರಾಮ", "ಗುರುಗ್ರಾಮ್", "ಗುರ್ಗಾಂವ್", "ಗುಡಗಾಂವ್", "ಗುರಗಾಂವ್"],
  noida: ["ನೋಯ್ಡಾ", "ನೊಯ್ಡಾ", "ನೋಯಿಡಾ"],
  "greater noida": ["ಗ್ರೇಟರ್ ನೋಯ್ಡಾ", "ಗ್ರೇಟರ್ ನೊಯ್ಡಾ"],
  ghaziabad: ["ಗಾಜಿಯಾಬಾದ್", "ಘಾಜಿಯಾಬಾದ್"],
  faridabad: ["ಫರೀದಾಬಾದ್", "ಫರಿದಾಬಾದ್"],
  kolkata: ["ಕೋಲ್ಕತ್ತ", "ಕೋಲ್ಕತ್ತಾ", "ಕೋಲ್ಕತಾ", "ಕೊಲ್ಕತ್ತಾ", "ಕಲ್ಕತ್ತಾ", "ಕಲ್ಕತ್ತ"],
  ahmedabad: ["ಅಹಮದಾಬಾದ್", "ಅಹ್ಮದಾಬಾದ್"],
  jaipur: ["ಜೈಪುರ", "ಜೈಪುರ್", "ಜಯಪುರ"],
  lucknow: ["ಲಖನೌ", "ಲಕ್ನೋ", "ಲಖ್ನೋ", "ಲಕ್ನೌ"],
  kochi: ["ಕೊಚ್ಚಿ", "ಕೊಚ್ಚಿನ್", "ಕೋಚಿ"],
  indore: ["ಇಂದೋರ್", "ಇಂಡೋರ್", "ಇಂದೂರು"],
  coimbatore: ["ಕೊಯಮತ್ತೂರು", "ಕೊಯಮತ್ತೂರ್", "ಕೊಯಂಬತ್ತೂರು", "ಕೊಯಂಬತ್ತೂರ್", "ಕೋಯಮತ್ತೂರು"],
  chandigarh: ["ಚಂಡೀಗಢ", "ಚಂಡೀಗಢ್", "ಚಂಡೀಗಡ", "ಚಂಡಿಗಡ", "ಚಂಡೀಗಡ್"],
  bhubaneswar: ["ಭುವನೇಶ್ವರ", "ಭುವನೇಶ್ವರ್", "ಭುಬನೇಶ್ವರ್"],
  nagpur: ["ನಾಗಪುರ", "ನಾಗ್ಪುರ", "ನಾಗ್ಪುರ್"],
  visakhapatnam: ["ವಿಶಾಖಪಟ್ಟಣ", "ವಿಶಾಖಪಟ್ಟಣಂ", "ವಿಶಾಖಪಟ್ಟಣಮ್", "ವಿಶಾಖ", "ವೈಜಾಗ್"],
  thiruvananthapuram: ["ತಿರುವನಂತಪುರ", "ತಿರುವನಂತಪುರಂ", "ತಿರುವನಂತಪುರಮ್", "ತ್ರಿವೇಂಡ್ರಮ್", "ತ್ರಿವೇಂದ್ರಂ"],
  vadodara: ["ವಡೋದರಾ", "ವಡೋದರ", "ಬರೋಡಾ", "ಬರೋಡ"],
  mysuru: ["ಮೈಸೂರು", "ಮೈಸೂರ್"],
  guwahati: ["ಗುವಾಹಟಿ", "ಗುವಾಹಾಟಿ", "ಗೌಹಾತಿ"],
  nashik: ["ನಾಸಿಕ್", "ನಾಶಿಕ್"],
  surat: ["ಸೂರತ್", "ಸುರತ್"],
  bhopal: ["ಭೋಪಾಲ್", "ಭೋಪಾಲ"],
  puducherry: ["ಪುದುಚೇರಿ", "ಪುದುಚೆರಿ", "ಪಾಂಡಿಚೇರಿ", "ಪಾಂಡಿಚೆರಿ"],
  ludhiana: ["ಲುಧಿಯಾನ", "ಲುಧಿಯಾನಾ", "ಲೂಧಿಯಾನಾ"],
  patna: ["ಪಾಟ್ನಾ", "ಪಟ್ನಾ", "ಪಾಟ್ನ"],
  dehradun: ["ಡೆಹ್ರಾಡೂನ್", "ದೆಹ್ರಾದೂನ್", "ಡೆಹರಾಡೂನ್"],
  ranchi: ["ರಾಂಚಿ", "ರಾಂಚೀ"],
  kanpur: ["ಕಾನ್ಪುರ", "ಕಾನ್ಪುರ್"],
  varanasi: ["ವಾರಾಣಸಿ", "ವಾರಣಾಸಿ", "ಬನಾರಸ್", "ಕಾಶಿ"],
  agra: ["ಆಗ್ರಾ", "ಆಗ್ರ"],
  meerut: ["ಮೀರತ್", "ಮೀರಟ್"],
  prayagraj: ["ಪ್ರಯಾಗ್ರಾಜ್", "ಪ್ರಯಾಗರಾಜ್", "ಅಲಹಾಬಾದ್"],
  amritsar: ["ಅಮೃತಸರ", "ಅಮೃತಸರ್", "ಅಮೃತ್ಸರ್"],
  raipur: ["ರಾಯ್ಪುರ", "ರಾಯಪುರ", "ರಾಯ್ಪುರ್"],
  jodhpur: ["ಜೋಧಪುರ", "ಜೋಧ್ಪುರ", "ಜೋಧ್ಪುರ್"],
  udaipur: ["ಉದಯಪುರ", "ಉದಯ್ಪುರ", "ಉದಯಪುರ್"],
  rajkot: ["ರಾಜ್ಕೋಟ್", "ರಾಜಕೋಟ್"],
  aurangabad: ["ಔರಂಗಾಬಾದ್", "ಛತ್ರಪತಿ ಸಂಭಾಜಿನಗರ", "ಸಂಭಾಜಿನಗರ"],
  thane: ["ಠಾಣೆ", "ಥಾಣೆ", "ಥಾಣೇ", "ಠಾಣಾ"],
  "navi mumbai": ["ನವಿ ಮುಂಬೈ", "ನವೀ ಮುಂಬೈ", "ನವಿ ಮುಂಬಯಿ"],
  madurai: ["ಮಧುರೈ", "ಮದುರೈ", "ಮಧುರೆ"],
  vijayawada: ["ವಿಜಯವಾಡ", "ವಿಜಯವಾಡಾ", "ಬೆಜವಾಡ"],
  jamshedpur: ["ಜಮ್ಶೆಡ್ಪುರ", "ಜಮಶೇದಪುರ", "ಜಮ್ಷೆಡ್ಪುರ"],
  gwalior: ["ಗ್ವಾಲಿಯರ್", "ಗ್ವಾಲಿಯರ"],
  jabalpur: ["ಜಬಲ್ಪುರ", "ಜಬಲಪುರ"],
  hosur: ["ಹೊಸೂರು", "ಹೊಸೂರ್"],
  // Karnataka: the district towns, and the Bengaluru and Mysuru areas the ATS
  // writes (cities.json). Renamed cities are keyed by the official name, and
  // their old spellings in either script are listed; CITY_ALIASES
  // (shared/content/places.ts) finds a job the ATS files under the old
  // English name (Mangalore, Hubli, Belgaum, Gulbarga, Shimoga, Tumkur,
  // Bellary, Bijapur).
  mangaluru: ["ಮಂಗಳೂರು", "ಮಂಗಳೂರ್", "ಮ್ಯಾಂಗಲೋರ್", "ಮಂಗಲೋರ್", "ಕುಡ್ಲ"],
  hubballi: ["ಹುಬ್ಬಳ್ಳಿ", "ಹುಬ್ಳಿ", "ಹುಬ್ಲಿ", "ಹುಬ್ಬಳಿ"],
  dharwad: ["ಧಾರವಾಡ", "ಧಾರವಾಡ್"],
  belagavi: ["ಬೆಳಗಾವಿ", "ಬೆಳಗಾಂ", "ಬೆಳಗಾಂವ್", "ಬೆಳಗಾಮ್", "ಬೆಲ್ಗಾಂ", "ಬೆಲ್ಗಾಮ್"],
  kalaburagi: ["ಕಲಬುರಗಿ", "ಕಲಬುರ್ಗಿ", "ಗುಲ್ಬರ್ಗಾ", "ಗುಲಬರ್ಗಾ", "ಗುಲ್ಬರ್ಗ"],
  davanagere: ["ದಾವಣಗೆರೆ"],
  ballari: ["ಬಳ್ಳಾರಿ", "ಬೆಳ್ಳಾರಿ", "ಬೆಲ್ಲಾರಿ"],
  shivamogga: ["ಶಿವಮೊಗ್ಗ", "ಶಿವಮೊಗ್ಗಾ", "ಶಿಮೊಗಾ", "ಶಿಮೊಗ್ಗ"],
  tumakuru: ["ತುಮಕೂರು", "ತುಮಕೂರ್", "ತುಮ್ಕೂರು", "ತುಮ್ಕೂರ್"],
  udupi: ["ಉಡುಪಿ"],
  vijayapura: ["ವಿಜಯಪುರ", "ಬಿಜಾಪುರ", "ಬಿಜಾಪುರ್"],
  hassan: ["ಹಾಸನ"],
  mandya: ["ಮಂಡ್ಯ"],
  bidar: ["ಬೀದರ್", "ಬೀದರ"],
  raichur: ["ರಾಯಚೂರು", "ರಾಯಚೂರ್"],
  kolar: ["ಕೋಲಾರ", "ಕೋಲಾರ್"],
  chitradurga: ["ಚಿತ್ರದುರ್ಗ"],
  chikkamagaluru: ["ಚಿಕ್ಕಮಗಳೂರು"],
  hosapete: ["ಹೊಸಪೇಟೆ"],
  bagalkot: ["ಬಾಗಲಕೋಟೆ", "ಬಾಗಲಕೋಟ"],
  gadag: ["ಗದಗ", "ಗದಗ್"],
  haveri: ["ಹಾವೇರಿ"],
  karwar: ["ಕಾರವಾರ"],
  ramanagara: ["ರಾಮನಗರ"],
  doddaballapur: ["ದೊಡ್ಡಬಳ್ಳಾಪುರ"],
  hoskote: ["ಹೊಸಕೋಟೆ"],
  whitefield: ["ವೈಟ್ಫೀಲ್ಡ್"],
  koramangala: ["ಕೋರಮಂಗಲ", "ಕೋರಮಂಗಳ"],
  "electronic city": ["ಎಲೆಕ್ಟ್ರಾನಿಕ್ ಸಿಟಿ", "ಇಲೆಕ್ಟ್ರಾನಿಕ್ ಸಿಟಿ"],
  bellandur: ["ಬೆಳ್ಳಂದೂರು", "ಬೆಳ್ಳಂದೂರ್"],
  indiranagar: ["ಇಂದಿರಾನಗರ", "ಇಂದಿರಾ ನಗರ"],
  "hsr layout": ["ಎಚ್ಎಸ್ಆರ್ ಲೇಔಟ್", "ಹೆಚ್ಎಸ್ಆರ್ ಲೇಔಟ್"],
  hebbal: ["ಹೆಬ್ಬಾಳ", "ಹೆಬ್ಬಾಳ್"],
  jayanagar: ["ಜಯನಗರ"],
  peenya: ["ಪೀಣ್ಯ", "ಪೀಣ್ಯಾ"],
  bommasandra: ["ಬೊಮ್ಮಸಂದ್ರ"],
  hootagalli: ["ಹೂಟಗಳ್ಳಿ"],
  vijayanagar: ["ವಿಜಯನಗರ"],
  saraswathipuram: ["ಸರಸ್ವತಿಪುರಂ", "ಸರಸ್ವತಿಪುರ"],
  // States and union territories (shared/schemas/fields.ts INDIAN_STATES).
  "andhra pradesh": ["ಆಂಧ್ರಪ್ರದೇಶ", "ಆಂಧ್ರ ಪ್ರದೇಶ", "ಆಂಧ್ರ"],
  "arunachal pradesh": ["ಅರುಣಾಚಲ ಪ್ರದೇಶ", "ಅರುಣಾಚಲಪ್ರದೇಶ", "ಅರುಣಾಚಲ"],
  assam: ["ಅಸ್ಸಾಂ", "ಅಸ್ಸಾಮ್", "ಅಸ್ಸೋಂ"],
  bihar: ["ಬಿಹಾರ", "ಬಿಹಾರ್"],
  chhattisgarh: ["ಛತ್ತೀಸ್ಗಢ", "ಛತ್ತೀಸಗಢ", "ಛತ್ತೀಸ್ಗಡ", "ಚತ್ತೀಸ್ಗಢ"],
  goa: ["ಗೋವಾ", "ಗೋವ"],
  gujarat: ["ಗುಜರಾತ್", "ಗುಜರಾತ"],
  haryana: ["ಹರಿಯಾಣ", "ಹರಿಯಾಣಾ", "ಹರ್ಯಾಣ"],
  "himachal pradesh": ["ಹಿಮಾಚಲ ಪ್ರದೇಶ", "ಹಿಮಾಚಲಪ್ರದೇಶ", "ಹಿಮಾಚಲ"],
  jharkhand: ["ಜಾರ್ಖಂಡ್", "ಝಾರ್ಖಂಡ್", "ಜಾರ್ಖಂಡ"],
  karnataka: ["ಕರ್ನಾಟಕ", "ಕರುನಾಡು"],
  kerala: ["ಕೇರಳ", "ಕೇರಳಾ"],
  "madhya pradesh": ["ಮಧ್ಯಪ್ರದೇಶ", "ಮಧ್ಯ ಪ್ರದೇಶ"],
  maharashtra: ["ಮಹಾರಾಷ್ಟ್ರ", "ಮಹರಾಷ್ಟ್ರ"],
  manipur: ["ಮಣಿಪುರ", "ಮಣಿಪುರ್"],
  meghalaya: ["ಮೇಘಾಲಯ", "ಮೇಘಾಲಯಾ"],
  mizoram: ["ಮಿಜೋರಾಂ", "ಮಿಜೋರಂ", "ಮಿಜೋರಮ್"],
  nagaland: ["ನಾಗಾಲ್ಯಾಂಡ್", "ನಾಗಲ್ಯಾಂಡ್"],
  odisha: ["ಒಡಿಶಾ", "ಒಡಿಶ", "ಒಡಿಸ್ಸಾ", "ಒರಿಸ್ಸಾ"],
  punjab: ["ಪಂಜಾಬ್", "ಪಂಜಾಬು"],
  rajasthan: ["ರಾಜಸ್ಥಾನ", "ರಾಜಸ್ಥಾನ್", "ರಾಜಸ್ತಾನ"],
  sikkim: ["ಸಿಕ್ಕಿಂ", "ಸಿಕ್ಕಿಮ್"],
  "tamil nadu": ["ತಮಿಳುನಾಡು", "ತಮಿಳು ನಾಡು", "ತಮಿಳ್ನಾಡು", "ತಮಿಳುನಾಡ್"],
  telangana: ["ತೆಲಂಗಾಣ", "ತೆಲಂಗಾಣಾ", "ತೆಲಂಗಾನ"],
  tripura: ["ತ್ರಿಪುರ", "ತ್ರಿಪುರಾ"],
  "uttar pradesh": ["ಉತ್ತರ ಪ್ರದೇಶ", "ಉತ್ತರಪ್ರದೇಶ", "ಯುಪಿ"],
  uttarakhand: ["ಉತ್ತರಾಖಂಡ", "ಉತ್ತರಾಖಂಡ್"],
  "west bengal": ["ಪಶ್ಚಿಮ ಬಂಗಾಳ", "ಪಶ್ಚಿಮಬಂಗಾಳ", "ಬಂಗಾಳ", "ವೆಸ್ಟ್ ಬೆಂಗಾಲ್"],
  "andaman and nicobar islands": ["ಅಂಡಮಾನ್ ಮತ್ತು ನಿಕೋಬಾರ್ ದ್ವೀಪಗಳು", "ಅಂಡಮಾನ್ ನಿಕೋಬಾರ್ ದ್ವೀಪಗಳು", "ಅಂಡಮಾನ್ ನಿಕೋಬಾರ್", "ಅಂಡಮಾನ್"],
  "dadra and nagar haveli and daman and diu": [
    "ದಾದ್ರಾ ಮತ್ತು ನಗರ ಹವೇಲಿ ಮತ್ತು ದಮನ್ ಮತ್ತು ದಿಯು",
    "ದಾದ್ರಾ ನಗರ ಹವೇಲಿ ದಮನ್ ದಿಯು",
    "ದಾದ್ರಾ ನಗರ ಹವೇಲಿ",
    "ದಮನ್ ದಿಯು",
    "ದಮನ್ ಮತ್ತು ದಿಯು",
  ],
  "jammu and kashmir": ["ಜಮ್ಮು ಮತ್ತು ಕಾಶ್ಮೀರ", "ಜಮ್ಮು ಕಾಶ್ಮೀರ", "ಜಮ್ಮು-ಕಾಶ್ಮೀರ", "ಕಾಶ್ಮೀರ"],
  ladakh: ["ಲಡಾಖ್", "ಲಡಾಕ್", "ಲದಾಖ್"],
  lakshadweep: ["ಲಕ್ಷದ್ವೀಪ", "ಲಕ್ಷದ್ವೀಪ್"],
  india: ["ಭಾರತ", "ಇಂಡಿಯಾ", "ಹಿಂದೂಸ್ತಾನ", "ಭಾರತದಾದ್ಯಂತ"],
};

/** English job words (the ATS's words, and the keys of hi.ts) → spellings people type in Kannada script (bare forms). */
const JOB_WORDS: Record<string, readonly string[]> = {
  driver: ["ಡ್ರೈವರ್", "ಡ್ರೈವರು", "ಡ್ರಯ್ವರ್", "ಚಾಲಕ", "ಡ್ರೈವಿಂಗ್"],
  cab: ["ಕ್ಯಾಬ್", "ಟ್ಯಾಕ್ಸಿ"],
  sales: ["ಸೇಲ್ಸ್", "ಸೇಲ್", "ಸೇಲ್ಸ್ಮನ್", "ಮಾರಾಟ"],
  accountant: ["ಅಕೌಂಟೆಂಟ್", "ಅಕೌಂಟಂಟ್", "ಎಕೌಂಟೆಂಟ್", "ಲೆಕ್ಕಿಗ"],
  accounts: ["ಅಕೌಂಟ್ಸ್", "ಎಕೌಂಟ್ಸ್", "ಲೆಕ್ಕಪತ್ರ"],
  nurse: ["ನರ್ಸ್", "ನರ್ಸು", "ನರ್ಸಿಂಗ್", "ಶುಶ್ರೂಷಕಿ", "ಶುಶ್ರೂಷಕ", "ದಾದಿ"],
  "staff nurse": ["ಸ್ಟಾಫ್ ನರ್ಸ್"],
  delivery: ["ಡೆಲಿವರಿ", "ಡೆಲಿವೆರಿ", "ಡಿಲಿವರಿ", "ಡೆಲಿವರಿ ಬಾಯ್", "ಡೆಲಿವರಿ ಬಾಯ್ಸ್"],
  "security guard": ["ಸೆಕ್ಯೂರಿಟಿ ಗಾರ್ಡ್", "ಸೆಕ್ಯುರಿಟಿ ಗಾರ್ಡ್", "ಸೆಕ್ಯೂರಿಟಿ ಗಾರ್ಡು", "ಭದ್ರತಾ ಸಿಬ್ಬಂದಿ"],
  security: ["ಸೆಕ್ಯೂರಿಟಿ", "ಸೆಕ್ಯುರಿಟಿ", "ಸೆಕ್ಯೂರಿಟೀ", "ಭದ್ರತೆ", "ಭದ್ರತಾ"],
  guard: ["ಗಾರ್ಡ್", "ಗಾರ್ಡು", "ವಾಚ್ಮನ್", "ವಾಚ್ಮ್ಯಾನ್", "ಕಾವಲುಗಾರ"],
  "computer operator": ["ಕಂಪ್ಯೂಟರ್ ಆಪರೇಟರ್", "ಕಂಪ್ಯೂಟರ್ ಆಪರೇಟರು"],
  computer: ["ಕಂಪ್ಯೂಟರ್", "ಕಂಪ್ಯೂಟರು", "ಕಂಪ್ಯುಟರ್"],
  operator: ["ಆಪರೇಟರ್", "ಆಪರೇಟರು", "ಒಪರೇಟರ್"],
  "data entry": ["ಡೇಟಾ ಎಂಟ್ರಿ", "ಡಾಟಾ ಎಂಟ್ರಿ", "ಡೇಟಾ ಎಂಟ್ರೀ"],
  data: ["ಡೇಟಾ", "ಡಾಟಾ"],
  telecaller: ["ಟೆಲಿಕಾಲರ್", "ಟೆಲಿ ಕಾಲರ್", "ಟೆಲೆಕಾಲರ್", "ಟೆಲಿಕಾಲರು"],
  "tele sales": ["ಟೆಲಿ ಸೇಲ್ಸ್", "ಟೆಲಿಸೇಲ್ಸ್"],
  caller: ["ಕಾಲರ್"],
  electrician: ["ಎಲೆಕ್ಟ್ರಿಷಿಯನ್", "ಎಲೆಕ್ಟ್ರೀಷಿಯನ್", "ಎಲೆಕ್ಟ್ರಿಶಿಯನ್", "ಇಲೆಕ್ಟ್ರಿಷಿಯನ್", "ಎಲೆಕ್ಟ್ರಿಷನ್"],
  electrical: ["ಎಲೆಕ್ಟ್ರಿಕಲ್", "ಇಲೆಕ್ಟ್ರಿಕಲ್"],
  welder: ["ವೆಲ್ಡರ್", "ವೆಲ್ಡರು", "ವೆಲ್ಡಿಂಗ್"],
  fitter: ["ಫಿಟ್ಟರ್", "ಫಿಟರ್", "ಫಿಟ್ಟರು"],
  plumber: ["ಪ್ಲಂಬರ್", "ಪ್ಲಂಬರು"],
  carpenter: ["ಕಾರ್ಪೆಂಟರ್", "ಕಾರ್ಪೆಂಟರು", "ಬಡಗಿ"],
  painter: ["ಪೇಂಟರ್", "ಪೈಂಟರ್"],
  mason: ["ಮೇಸನ್", "ಗಾರೆ ಕೆಲಸ", "ಗಾರೆ ಕೆಲಸಗಾರ"],
  mechanic: ["ಮೆಕ್ಯಾನಿಕ್", "ಮೆಕಾನಿಕ್"],
  ac: ["ಎಸಿ", "ಏಸಿ"],
  bike: ["ಬೈಕ್"],
  technician: ["ಟೆಕ್ನಿಷಿಯನ್", "ಟೆಕ್ನೀಷಿಯನ್", "ಟೆಕ್ನಿಶಿಯನ್", "ತಂತ್ರಜ್ಞ"],
  receptionist: ["ರಿಸೆಪ್ಷನಿಸ್ಟ್", "ರಿಸೆಪ್ಶನಿಸ್ಟ್", "ರಿಸೆಪ್ಷನಿಸ್ಟು"],
  reception: ["ರಿಸೆಪ್ಷನ್", "ರಿಸೆಪ್ಶನ್"],
  "front office": ["ಫ್ರಂಟ್ ಆಫೀಸ್", "ಫ್ರಂಟ್ ಆಫೀಸು"],
  "back office": ["ಬ್ಯಾಕ್ ಆಫೀಸ್"],
  office: ["ಆಫೀಸ್", "ಆಫೀಸು", "ಕಚೇರಿ"],
  admin: ["ಅಡ್ಮಿನ್"],
  billing: ["ಬಿಲ್ಲಿಂಗ್"],
  teacher: ["ಟೀಚರ್", "ಟೀಚರು", "ಶಿಕ್ಷಕ", "ಶಿಕ್ಷಕಿ", "ಅಧ್ಯಾಪಕ", "ಮೇಷ್ಟ್ರು"],
  school: ["ಸ್ಕೂಲ್", "ಶಾಲೆ"],
  tutor: ["ಟ್ಯೂಟರ್"],
  faculty: ["ಫ್ಯಾಕಲ್ಟಿ", "ಉಪನ್ಯಾಸಕ"],
  professor: ["ಪ್ರೊಫೆಸರ್", "ಪ್ರಾಧ್ಯಾಪಕ"],
  trainer: ["ಟ್ರೈನರ್", "ಟ್ರೇನರ್", "ತರಬೇತುದಾರ"],
  cashier: ["ಕ್ಯಾಷಿಯರ್", "ಕ್ಯಾಶಿಯರ್", "ಕೇಷಿಯರ್"],
  manager: ["ಮ್ಯಾನೇಜರ್", "ಮ್ಯಾನೇಜರು", "ಮೆನೇಜರ್", "ವ್ಯವಸ್ಥಾಪಕ"],
  executive: ["ಎಕ್ಸಿಕ್ಯೂಟಿವ್", "ಎಕ್ಸಿಕ್ಯುಟಿವ್", "ಎಗ್ಸಿಕ್ಯೂಟಿವ್", "ಎಕ್ಸಿಕ್ಯೂಟಿವ್ಸ್"],
  officer: ["ಆಫೀಸರ್", "ಆಫೀಸರು", "ಅಧಿಕಾರಿ"],
  supervisor: ["ಸೂಪರ್ವೈಸರ್", "ಸುಪರ್ವೈಸರ್", "ಸೂಪರ್ವೈಸರು", "ಮೇಲ್ವಿಚಾರಕ"],
  assistant: ["ಅಸಿಸ್ಟೆಂಟ್", "ಅಸಿಸ್ಟಂಟ್", "ಸಹಾಯಕ"],
  associate: ["ಅಸೋಸಿಯೇಟ್", "ಅಸೋಸಿಯೆಟ್"],
  helper: ["ಹೆಲ್ಪರ್", "ಹೆಲ್ಪರು"],
  cleaner: ["ಕ್ಲೀನರ್", "ಕ್ಲೀನಿಂಗ್"],
  clerk: ["ಕ್ಲರ್ಕ್", "ಕ್ಲಾರ್ಕ್", "ಗುಮಾಸ್ತ"],
  peon: ["ಪ್ಯೂನ್", "ಜವಾನ", "ಅಟೆಂಡರ್"],
  "office boy": ["ಆಫೀಸ್ ಬಾಯ್", "ಆಫೀಸ್ ಬಾಯ್ಸ್"],
  housekeeping: ["ಹೌಸ್ಕೀಪಿಂಗ್", "ಹೌಸ್ ಕೀಪಿಂಗ್"],
  cook: ["ಕುಕ್", "ಅಡುಗೆಯವರು", "ಅಡುಗೆಯವ", "ಅಡುಗೆ ಭಟ್ಟ", "ಬಾಣಸಿಗ", "ಅಡುಗೆ"],
  chef: ["ಶೆಫ್", "ಚೆಫ್"],
  waiter: ["ವೇಟರ್", "ವೆಯ್ಟರ್", "ಸಪ್ಲೈಯರ್", "ಸಪ್ಲೈಯರು"],
  hotel: ["ಹೋಟೆಲ್", "ಹೊಟೇಲ್", "ಹೊಟೆಲ್", "ಹೋಟೆಲು"],
  "customer service": ["ಕಸ್ಟಮರ್ ಸರ್ವಿಸ್", "ಕಸ್ಟಮರ್ ಸರ್ವೀಸ್", "ಗ್ರಾಹಕ ಸೇವೆ"],
  "customer support": ["ಕಸ್ಟಮರ್ ಸಪೋರ್ಟ್"],
  "customer care": ["ಕಸ್ಟಮರ್ ಕೇರ್"],
  customer: ["ಕಸ್ಟಮರ್", "ಗ್ರಾಹಕ"],
  support: ["ಸಪೋರ್ಟ್"],
  bpo: ["ಬಿಪಿಒ", "ಬಿಪಿಓ", "ಬಿ.ಪಿ.ಒ"],
  "call centre": ["ಕಾಲ್ ಸೆಂಟರ್", "ಕಾಲ್ಸೆಂಟರ್"],
  voice: ["ವಾಯ್ಸ್", "ವಾಯಿಸ್"],
  marketing: ["ಮಾರ್ಕೆಟಿಂಗ್"],
  "digital marketing": ["ಡಿಜಿಟಲ್ ಮಾರ್ಕೆಟಿಂಗ್"],
  "field sales": ["ಫೀಲ್ಡ್ ಸೇಲ್ಸ್"],
  retail: ["ರಿಟೇಲ್", "ರೀಟೇಲ್", "ಚಿಲ್ಲರೆ"],
  store: ["ಸ್ಟೋರ್", "ಸ್ಟೋರ್ಸ್", "ಅಂಗಡಿ"],
  "store keeper": ["ಸ್ಟೋರ್ ಕೀಪರ್"],
  warehouse: ["ವೇರ್ಹೌಸ್", "ಗೋದಾಮು", "ಗೋಡೌನ್"],
  packing: ["ಪ್ಯಾಕಿಂಗ್"],
  factory: ["ಫ್ಯಾಕ್ಟರಿ", "ಕಾರ್ಖಾನೆ"],
  garment: ["ಗಾರ್ಮೆಂಟ್", "ಗಾರ್ಮೆಂಟ್ಸ್"],
  inventory: ["ಇನ್ವೆಂಟರಿ"],
  logistics: ["ಲಾಜಿಸ್ಟಿಕ್ಸ್"],
  "supply chain": ["ಸಪ್ಲೈ ಚೈನ್", "ಸಪ್ಲೈ ಚೇನ್"],
  production: ["ಪ್ರೊಡಕ್ಷನ್", "ಉತ್ಪಾದನೆ"],
  quality: ["ಕ್ವಾಲಿಟಿ", "ಗುಣಮಟ್ಟ"],
  maintenance: ["ಮೆಂಟೆನೆನ್ಸ್", "ಮೇಂಟೆನೆನ್ಸ್", "ಮೇಂಟೆನನ್ಸ್"],
  engineer: ["ಎಂಜಿನಿಯರ್", "ಇಂಜಿನಿಯರ್", "ಎಂಜಿನಿಯರು", "ಇಂಜಿನಿಯರು", "ಇಂಜಿನೀಯರ್", "ಅಭಿಯಂತರ"],
  civil: ["ಸಿವಿಲ್"],
  mechanical: ["ಮೆಕ್ಯಾನಿಕಲ್", "ಮೆಕಾನಿಕಲ್"],
  "site engineer": ["ಸೈಟ್ ಎಂಜಿನಿಯರ್", "ಸೈಟ್ ಇಂಜಿನಿಯರ್"],
  it: ["ಐಟಿ"],
  developer: ["ಡೆವಲಪರ್", "ಡೆವಲಪರು"],
  software: ["ಸಾಫ್ಟ್ವೇರ್", "ಸಾಪ್ಟ್ವೇರ್"],
  java: ["ಜಾವಾ"],
  python: ["ಪೈಥಾನ್", "ಪೈತಾನ್"],
  analyst: ["ಅನಲಿಸ್ಟ್", "ಎನಲಿಸ್ಟ್", "ವಿಶ್ಲೇಷಕ"],
  hr: ["ಎಚ್ಆರ್", "ಹೆಚ್ಆರ್"],
  recruiter: ["ರಿಕ್ರೂಟರ್", "ರಿಕ್ರೂಟರು"],
  recruitment: ["ರಿಕ್ರೂಟ್ಮೆಂಟ್"],
  pharmacist: ["ಫಾರ್ಮಸಿಸ್ಟ್", "ಫಾರ್ಮಾಸಿಸ್ಟ್"],
  pharma: ["ಫಾರ್ಮಾ", "ಫಾರ್ಮ"],
  doctor: ["ಡಾಕ್ಟರ್", "ಡಾಕ್ಟರು", "ವೈದ್ಯ"],
  "medical representative": ["ಮೆಡಿಕಲ್ ರೆಪ್", "ಮೆಡಿಕಲ್ ರೆಪ್ರೆಸೆಂಟೇಟಿವ್"],
  medical: ["ಮೆಡಿಕಲ್", "ವೈದ್ಯಕೀಯ"],
  hospital: ["ಹಾಸ್ಪಿಟಲ್", "ಆಸ್ಪತ್ರೆ"],
  "lab technician": ["ಲ್ಯಾಬ್ ಟೆಕ್ನಿಷಿಯನ್", "ಲ್ಯಾಬ್ ಟೆಕ್ನೀಷಿಯನ್"],
  physiotherapist: ["ಫಿಸಿಯೋಥೆರಪಿಸ್ಟ್", "ಫಿಜಿಯೋಥೆರಪಿಸ್ಟ್", "ಫಿಸಿಯೋ"],
  banking: ["ಬ್ಯಾಂಕಿಂಗ್"],
  bank: ["ಬ್ಯಾಂಕ್", "ಬ್ಯಾಂಕು"],
  loan: ["ಲೋನ್", "ಸಾಲ"],
  insurance: ["ಇನ್ಶೂರೆನ್ಸ್", "ಇನ್ಶುರೆನ್ಸ್", "ಇನ್ಸೂರೆನ್ಸ್", "ವಿಮೆ"],
  finance: ["ಫೈನಾನ್ಸ್", "ಹಣಕಾಸು"],
  credit: ["ಕ್ರೆಡಿಟ್"],
  collection: ["ಕಲೆಕ್ಷನ್", "ವಸೂಲಿ"],
  "relationship manager": ["ರಿಲೇಶನ್ಶಿಪ್ ಮ್ಯಾನೇಜರ್", "ರಿಲೇಷನ್ಶಿಪ್ ಮ್ಯಾನೇಜರ್"],
  "business development": ["ಬಿಸಿನೆಸ್ ಡೆವಲಪ್ಮೆಂಟ್", "ಬ್ಯುಸಿನೆಸ್ ಡೆವಲಪ್ಮೆಂಟ್"],
  graphic: ["ಗ್ರಾಫಿಕ್", "ಗ್ರಾಫಿಕ್ಸ್"],
  designer: ["ಡಿಸೈನರ್", "ಡಿಸೈನರು"],
  "content writer": ["ಕಂಟೆಂಟ್ ರೈಟರ್"],
  tally: ["ಟ್ಯಾಲಿ", "ಟ್ಯಾಲೀ", "ಟಾಲಿ"],
  excel: ["ಎಕ್ಸೆಲ್"],
  typist: ["ಟೈಪಿಸ್ಟ್", "ಬೆರಳಚ್ಚುಗಾರ"],
  stenographer: ["ಸ್ಟೆನೋಗ್ರಾಫರ್", "ಸ್ಟೆನೋ", "ಶೀಘ್ರಲಿಪಿಗಾರ"],
  tailor: ["ಟೈಲರ್", "ಟೈಲರು", "ದರ್ಜಿ", "ಸಿಂಪಿಗ", "ಟೈಲರಿಂಗ್", "ಹೊಲಿಗೆ"],
  beautician: ["ಬ್ಯೂಟಿಷಿಯನ್", "ಬ್ಯೂಟೀಷಿಯನ್", "ಬ್ಯೂಟಿಶಿಯನ್"],
  travel: ["ಟ್ರಾವೆಲ್", "ಟ್ರಾವೆಲ್ಸ್", "ಪ್ರವಾಸ"],
  tour: ["ಟೂರ್", "ಟೂರ್ಸ್"],
  ticketing: ["ಟಿಕೆಟಿಂಗ್"],
  cnc: ["ಸಿಎನ್ಸಿ"],
  machine: ["ಮಷಿನ್", "ಮೆಷಿನ್", "ಮಶೀನ್", "ಯಂತ್ರ"],
  safety: ["ಸೇಫ್ಟಿ", "ಸುರಕ್ಷತೆ"],
  trainee: ["ಟ್ರೈನಿ", "ಟ್ರೇನಿ"],
  fresher: ["ಫ್ರೆಶರ್", "ಫ್ರೆಶರು", "ಫ್ರೆಶರ್ಸ್", "ಫ್ರೆಷರ್", "ಫ್ರೆಷರ್ಸ್"],
  intern: ["ಇಂಟರ್ನ್", "ಇಂಟರ್ನ್ಶಿಪ್"],
  "night shift": ["ನೈಟ್ ಶಿಫ್ಟ್", "ರಾತ್ರಿ ಪಾಳಿ"],
  "walk in": ["ವಾಕ್-ಇನ್", "ವಾಕ್ ಇನ್"],
  "work from home": ["ವರ್ಕ್ ಫ್ರಮ್ ಹೋಮ್", "ವರ್ಕ್ ಫ್ರಂ ಹೋಮ್", "ವರ್ಕ್ ಫ್ರಮ್ ಹೋಂ", "ಮನೆಯಿಂದ ಕೆಲಸ", "ಮನೆಯಿಂದಲೇ ಕೆಲಸ", "ಮನೆಯಿಂದ", "ಮನೆಯಿಂದಲೇ"],
  remote: ["ರಿಮೋಟ್"],
  "part time": ["ಪಾರ್ಟ್ ಟೈಮ್", "ಪಾರ್ಟ್-ಟೈಮ್", "ಪಾರ್ಟ್ಟೈಮ್", "ಪಾರ್ಟ್ ಟೈಂ", "ಅರೆಕಾಲಿಕ"],
  // The languages a job asks for ("ಟೆಲಿಕಾಲರ್ ಕೆಲಸ ಕನ್ನಡ").
  kannada: ["ಕನ್ನಡ"],
  english: ["ಇಂಗ್ಲಿಷ್", "ಇಂಗ್ಲೀಷ್"],
  hindi: ["ಹಿಂದಿ"],
  tamil: ["ತಮಿಳು"],
  telugu: ["ತೆಲುಗು"],
  malayalam: ["ಮಲಯಾಳಂ"],
};

/** Job words that name a person: the plural and the dative too (ಡ್ರೈವರ್ಗಳು, ಡ್ರೈವರ್ಸ್, ಡ್ರೈವರ್ಗೆ, ಶಿಕ್ಷಕರು). */
const ROLES = new Set([
  "driver",
  "accountant",
  "nurse",
  "staff nurse",
  "delivery",
  "security guard",
  "guard",
  "computer operator",
  "operator",
  "telecaller",
  "caller",
  "electrician",
  "welder",
  "fitter",
  "plumber",
  "carpenter",
  "painter",
  "mason",
  "mechanic",
  "technician",
  "receptionist",
  "teacher",
  "tutor",
  "faculty",
  "professor",
  "trainer",
  "cashier",
  "manager",
  "executive",
  "officer",
  "supervisor",
  "assistant",
  "associate",
  "helper",
  "cleaner",
  "clerk",
  "peon",
  "office boy",
  "cook",
  "chef",
  "waiter",
  "store keeper",
  "engineer",
  "site engineer",
  "developer",
  "analyst",
  "recruiter",
  "pharmacist",
  "doctor",
  "medical representative",
  "lab technician",
  "physiotherapist",
  "relationship manager",
  "designer",
  "content writer",
  "typist",
  "stenographer",
  "tailor",
  "beautician",
  "trainee",
  "fresher",
  "intern",
]);

/** Job words that name a workplace or a line of work: the locative too (ಹೋಟೆಲ್ನಲ್ಲಿ, ಆಸ್ಪತ್ರೆಯಲ್ಲಿ, ಸೇಲ್ಸ್ನಲ್ಲಿ). */
const WORKPLACES = new Set([
  "sales",
  "accounts",
  "data entry",
  "front office",
  "back office",
  "office",
  "billing",
  "school",
  "hotel",
  "customer service",
  "customer support",
  "customer care",
  "bpo",
  "call centre",
  "marketing",
  "digital marketing",
  "retail",
  "store",
  "warehouse",
  "packing",
  "factory",
  "garment",
  "logistics",
  "production",
  "quality",
  "maintenance",
  "it",
  "software",
  "hr",
  "pharma",
  "medical",
  "hospital",
  "banking",
  "bank",
  "insurance",
  "finance",
  "travel",
  "night shift",
]);

export const words: LanguageWords = {
  places: withEndings(PLACES, placeForms),
  jobWords: withEndings(JOB_WORDS, (word, english) => [
    ...(ROLES.has(english) ? roleForms(word) : []),
    ...(WORKPLACES.has(english) ? placeForms(word) : []),
  ]),

  /** Words that frame a search and match nothing: "job(s)", "work", "wanted", endings typed apart. */
  filler: [
    // "job(s)", "work", "post", "vacancy", "opportunity", "hiring", with the endings they take.
    "ಉದ್ಯೋಗ",
    "ಉದ್ಯೋಗಗಳು",
    "ಉದ್ಯೋಗಗಳ",
    "ಉದ್ಯೋಗದ",
    "ಉದ್ಯೋಗಕ್ಕೆ",
    "ಉದ್ಯೋಗಕ್ಕಾಗಿ",
    "ಉದ್ಯೋಗಾವಕಾಶ",
    "ಉದ್ಯೋಗಾವಕಾಶಗಳು",
    "ಕೆಲಸ",
    "ಕೆಲಸಗಳು",
    "ಕೆಲಸದ",
    "ಕೆಲಸಕ್ಕೆ",
    "ಕೆಲಸಕ್ಕಾಗಿ",
    "ಕೆಲ್ಸ",
    "ಜಾಬ್",
    "ಜಾಬ್ಸ್",
    "ನೌಕರಿ",
    "ಹುದ್ದೆ",
    "ಹುದ್ದೆಗಳು",
    "ಹುದ್ದೆಗಳ",
    "ಹುದ್ದೆಗೆ",
    "ಹುದ್ದೆಗಳಿಗೆ",
    "ಖಾಲಿ",
    "ವೆಕೆನ್ಸಿ",
    "ವೇಕೆನ್ಸಿ",
    "ಅವಕಾಶ",
    "ಅವಕಾಶಗಳು",
    "ನೇಮಕಾತಿ",
    // "interview" (a walk-in is a walk-in), "company" (the job's own words say which), "private", "new", "urgent".
    "ಇಂಟರ್ವ್ಯೂ",
    "ಸಂದರ್ಶನ",
    "ಕಂಪನಿ",
    "ಕಂಪನಿಯಲ್ಲಿ",
    "ಕಂಪನಿಗಳಲ್ಲಿ",
    "ಖಾಸಗಿ",
    "ಪ್ರೈವೇಟ್",
    "ಹೊಸ",
    "ತಕ್ಷಣ",
    "ಅರ್ಜೆಂಟ್",
    // "wanted", "needed", "for me", "people", "workers", "who knows".
    "ಬೇಕು",
    "ಬೇಕಿದೆ",
    "ಬೇಕಾಗಿದೆ",
    "ಬೇಕಾಗಿವೆ",
    "ಬೇಕಾಗಿದ್ದಾರೆ",
    "ನನಗೆ",
    "ಜನ",
    "ಕೆಲಸಗಾರರು",
    "ಸಿಬ್ಬಂದಿ",
    "ಗೊತ್ತಿರುವ",
    "ಬಲ್ಲ",
    "ತಿಳಿದಿರುವ",
    // Endings and postpositions typed apart, "located in", "city", "district", "the whole", Kanglish "in" and "for".
    "ಗೆ",
    "ಕ್ಕೆ",
    "ನಲ್ಲಿ",
    "ಯಲ್ಲಿ",
    "ದಲ್ಲಿ",
    "ಅಲ್ಲಿ",
    "ಲ್ಲಿ",
    "ಇರುವ",
    "ಹತ್ತಿರ",
    "ಹತ್ತಿರದ",
    "ಬಳಿ",
    "ಸುತ್ತಮುತ್ತ",
    "ಕಡೆ",
    "ಒಳಗೆ",
    "ನಗರ",
    "ಜಿಲ್ಲೆ",
    "ಇಡೀ",
    "ಇನ್",
    "ಫಾರ್",
    "ಮತ್ತು",
    "ಹಾಗೂ",
    "ಅಥವಾ",
  ],

  states: {
    "Andhra Pradesh": "ಆಂಧ್ರಪ್ರದೇಶ",
    "Arunachal Pradesh": "ಅರುಣಾಚಲ ಪ್ರದೇಶ",
    Assam: "ಅಸ್ಸಾಂ",
    Bihar: "ಬಿಹಾರ",
    Chhattisgarh: "ಛತ್ತೀಸಗಢ",
    Goa: "ಗೋವಾ",
    Gujarat: "ಗುಜರಾತ್",
    Haryana: "ಹರಿಯಾಣ",
    "Himachal Pradesh": "ಹಿಮಾಚಲ ಪ್ರದೇಶ",
    Jharkhand: "ಜಾರ್ಖಂಡ್",
    Karnataka: "ಕರ್ನಾಟಕ",
    Kerala: "ಕೇರಳ",
    "Madhya Pradesh": "ಮಧ್ಯಪ್ರದೇಶ",
    Maharashtra: "ಮಹಾರಾಷ್ಟ್ರ",
    Manipur: "ಮಣಿಪುರ",
    Meghalaya: "ಮೇಘಾಲಯ",
    Mizoram: "ಮಿಜೋರಾಂ",
    Nagaland: "ನಾಗಾಲ್ಯಾಂಡ್",
    Odisha: "ಒಡಿಶಾ",
    Punjab: "ಪಂಜಾಬ್",
    Rajasthan: "ರಾಜಸ್ಥಾನ",
    Sikkim: "ಸಿಕ್ಕಿಂ",
    "Tamil Nadu": "ತಮಿಳುನಾಡು",
    Telangana: "ತೆಲಂಗಾಣ",
    Tripura: "ತ್ರಿಪುರ",
    "Uttar Pradesh": "ಉತ್ತರ ಪ್ರದೇಶ",
    Uttarakhand: "ಉತ್ತರಾಖಂಡ",
    "West Bengal": "ಪಶ್ಚಿಮ ಬಂಗಾಳ",
    "Andaman and Nicobar Islands": "ಅಂಡಮಾನ್ ಮತ್ತು ನಿಕೋಬಾರ್ ದ್ವೀಪಗಳು",
    Chandigarh: "ಚಂಡೀಗಢ",
    "Dadra and Nagar Haveli and Daman and Diu": "ದಾದ್ರಾ ಮತ್ತು ನಗರ ಹವೇಲಿ ಮತ್ತು ದಮನ್ ಮತ್ತು ದಿಯು",
    Delhi: "ದೆಹಲಿ",
    "Jammu and Kashmir": "ಜಮ್ಮು ಮತ್ತು ಕಾಶ್ಮೀರ",
    Ladakh: "ಲಡಾಖ್",
    Lakshadweep: "ಲಕ್ಷದ್ವೀಪ",
    Puducherry: "ಪುದುಚೇರಿ",
    // Abroad.
    Other: "ಇತರ (ವಿದೇಶ)",
  },

  /** Display names of the 18 services by slug (shared/content/service-names.ts). */
  services: {
    "permanent-staffing": "ಪರ್ಮನೆಂಟ್ ಸ್ಟಾಫಿಂಗ್",
    "temporary-staffing": "ಟೆಂಪರರಿ ಸ್ಟಾಫಿಂಗ್",
    "contract-staffing": "ಕಾಂಟ್ರಾಕ್ಟ್ ಸ್ಟಾಫಿಂಗ್",
    "executive-search": "ಎಕ್ಸಿಕ್ಯೂಟಿವ್ ಸರ್ಚ್",
    "recruitment-process-outsourcing-rpo": "ರಿಕ್ರೂಟ್ಮೆಂಟ್ ಪ್ರೊಸೆಸ್ ಔಟ್ಸೋರ್ಸಿಂಗ್ (RPO)",
    "skill-gap-assessment": "ಸ್ಕಿಲ್ ಗ್ಯಾಪ್ ಅಸೆಸ್ಮೆಂಟ್",
    "internship-program-management": "ಇಂಟರ್ನ್ಶಿಪ್ ಪ್ರೋಗ್ರಾಂ ನಿರ್ವಹಣೆ",
    "diversity-inclusion-hiring-initiatives": "ಡೈವರ್ಸಿಟಿ ಮತ್ತು ಇನ್ಕ್ಲೂಷನ್ ನೇಮಕಾತಿ",
    "onboarding-and-training-support": "ಆನ್ಬೋರ್ಡಿಂಗ್ ಮತ್ತು ತರಬೇತಿ ನೆರವು",
    "pre-placement-offer-ppo-recruitment": "ಪ್ರಿ-ಪ್ಲೇಸ್ಮೆಂಟ್ ಆಫರ್ (PPO) ನೇಮಕಾತಿ",
    "remote-talent-pooling": "ವರ್ಕ್ ಫ್ರಮ್ ಹೋಮ್ ಟ್ಯಾಲೆಂಟ್ ಪೂಲ್",
    "payroll-management": "ಪೇರೋಲ್ ನಿರ್ವಹಣೆ",
    "labour-compliance-management": "ಲೇಬರ್ ಕಂಪ್ಲೈಯನ್ಸ್ ನಿರ್ವಹಣೆ",
    "freelance-recruiter-partnership": "ಫ್ರೀಲಾನ್ಸ್ ರಿಕ್ರೂಟರ್ ಪಾರ್ಟ್ನರ್ಶಿಪ್",
    "outplacement-services": "ಔಟ್ಪ್ಲೇಸ್ಮೆಂಟ್ ಸೇವೆಗಳು",
    "hr-consulting-and-strategy": "HR ಕನ್ಸಲ್ಟಿಂಗ್ ಮತ್ತು ಸ್ಟ್ರಾಟಜಿ",
    "talent-mapping-and-market-intelligence": "ಟ್ಯಾಲೆಂಟ್ ಮ್ಯಾಪಿಂಗ್ ಮತ್ತು ಮಾರುಕಟ್ಟೆ ಮಾಹಿತಿ",
    "graduate-trainee-programs": "ಗ್ರಾಜುಯೇಟ್ ಟ್ರೈನಿ ಪ್ರೋಗ್ರಾಂಗಳು",
  },
};
