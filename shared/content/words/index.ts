import type { Lang } from "#shared/i18n/languages";
import { WORDS } from "./languages.gen";
import type { LanguageWords } from "./types";

/*
 * Search words in every language of shared/i18n/languages.ts (issues 24 and
 * 32). The ATS writes jobs in English; a visitor may type "पुणे", "పుణె" or
 * "পুনে". `englishSearchText` rewrites a search box before its words are
 * split (searchWords in worker/jobs/search/words.ts): each listed place or job word,
 * in any language's script, becomes its English words, so it finds what the
 * English finds. Latin words pass through, so mixed input ("driver దిల్లీ")
 * works. A word in an Indian script that no language lists is kept as
 * written: it matches no English job, so an unknown word finds nothing
 * rather than everything.
 *
 * WORDS (./languages.gen.ts) is written by `npm run i18n` from the table:
 * one import of ./<code>.ts per language but English.
 */

export type { LanguageWords };

/** Each language's words (none for English). */
export function wordsFor(lang: Lang): LanguageWords | undefined {
  return lang === "en" ? undefined : (WORDS as Record<string, LanguageWords>)[lang];
}

/** Every language's words, in the table's order. */
export const ALL_WORDS: readonly LanguageWords[] = Object.values(WORDS as Record<string, LanguageWords>);

/** Zero-width joiners (ZWJ, ZWNJ): they change a glyph's shape, never the word. */
const JOINERS = /[\u200c\u200d]/g;
/** Devanagari nukta (ज़/ज, फ़/फ) and Bengali nukta (য়/য, ড়/ড, ঢ়/ঢ), once decomposed. */
const NUKTAS = /[\u093c\u09bc]/g;
/** Devanagari chandrabindu, written for anusvara as often as not (गाँव/गांव). */
const CHANDRABINDU = /\u0901/g;

/**
 * One spelling per word, in any script: NFC, joiners removed, the Devanagari
 * and Bengali nukta dropped, Devanagari chandrabindu as anusvara. Tamil,
 * Telugu and Kannada spell without such variants; Latin text is unchanged.
 */
export function foldScript(text: string): string {
  return text
    .normalize("NFD")
    .replace(NUKTAS, "")
    .replace(JOINERS, "")
    .replace(CHANDRABINDU, "\u0902")
    .normalize("NFC");
}

/** The Brahmic scripts of India (Devanagari to Malayalam, U+0900–U+0D7F). */
const INDIC = /[\u0900-\u0d7f]/;

/** Folded phrase (its words joined by one space) → English words, from every language's places and job words. */
const LOOKUP = new Map<string, string>();
/** Folded framing words of every language. */
const FILLER = new Set<string>();
/** The most words a listed phrase has. */
let LONGEST = 1;
for (const words of ALL_WORDS) {
  for (const table of [words.jobWords, words.places]) {
    for (const [english, spellings] of Object.entries(table)) {
      for (const spelling of spellings) {
        const parts = foldScript(spelling)
          .split(/[\s,-]+/)
          .filter(Boolean);
        const key = parts.join(" ");
        if (!LOOKUP.has(key)) LOOKUP.set(key, english);
        LONGEST = Math.max(LONGEST, parts.length);
      }
    }
  }
  for (const word of words.filler) FILLER.add(foldScript(word));
}

/**
 * A search box with its listed words and phrases, in any language's script,
 * put in English (longest phrase first: "सिक्योरिटी गार्ड" → "security guard",
 * "उत्तर प्रदेश" → "uttar pradesh"); framing words dropped; Latin words,
 * numbers and unlisted words kept. Text without an Indian script is returned
 * as it is.
 */
export function englishSearchText(text: string): string {
  if (!INDIC.test(text)) return text;
  // Words as the search splits them (spaces and commas); a hyphen inside a name is a space.
  const words = text.split(/[\s,]+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    if (INDIC.test(words[i])) {
      for (let n = Math.min(LONGEST, words.length - i); n >= 1 && matched === 0; n--) {
        const key = foldScript(words.slice(i, i + n).join(" "))
          .split(/[\s-]+/)
          .filter(Boolean)
          .join(" ")
          .replace(/[।॥.]+$/u, "");
        const english = LOOKUP.get(key);
        if (english !== undefined) {
          out.push(english);
          matched = n;
        }
      }
    }
    if (matched === 0) {
      if (!FILLER.has(foldScript(words[i]).replace(/[।॥.]+$/u, ""))) out.push(words[i]);
      matched = 1;
    }
    i += matched;
  }
  return out.join(" ");
}
