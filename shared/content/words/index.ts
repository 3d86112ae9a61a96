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

/** Folded phrase (its words joined by one space) → its English words, and whether a list of places names it. */
const LOOKUP = new Map<string, { english: string; place: boolean }>();
/** Folded framing words of every language. */
const FILLER = new Set<string>();
/**
 * Case endings and plural endings as the words files write them after a
 * word's first spelling ("లో" of హైదరాబాద్లో after హైదరాబాద్, "யில்" of
 * சென்னையில் after சென்னை): what follows the first spelling in another
 * spelling of the same word, starting with a letter (not a vowel sign).
 */
const ENDINGS = new Set<string>();
/** The most words a listed phrase has. */
let LONGEST = 1;
for (const words of ALL_WORDS) {
  for (const [table, place] of [
    [words.jobWords, false],
    [words.places, true],
  ] as const) {
    for (const [english, spellings] of Object.entries(table)) {
      const folded = spellings.map(foldScript);
      for (const spelling of folded) {
        const parts = spelling.split(/[\s,-]+/).filter(Boolean);
        const key = parts.join(" ");
        if (!LOOKUP.has(key)) LOOKUP.set(key, { english, place });
        LONGEST = Math.max(LONGEST, parts.length);
        const ending = spelling.slice(folded[0].length);
        if (spelling.startsWith(folded[0]) && /^\p{L}[\p{L}\p{M}]*$/u.test(ending)) ENDINGS.add(ending);
      }
    }
  }
  for (const word of words.filler) FILLER.add(foldScript(word));
}

/**
 * A Latin word with an Indian script's ending joined to it, as people type a
 * place's English name in a Telugu or Tamil sentence ("Puneలో", "Chennaiயில்"):
 * the Latin word alone. Any other word is returned as it is.
 */
function withoutEnding(word: string): string {
  const joined = /^([A-Za-z][A-Za-z.']*)(-?)([\u0900-\u0d7f]+)$/u.exec(foldScript(word));
  // After a hyphen ("Pune-এ", as Bengali writes an ending after Latin letters) any ending is one.
  return joined && (joined[2] === "-" || ENDINGS.has(joined[3])) ? joined[1] : word;
}

/** A word or phrase of a search box as typed, and what the languages' lists read it as. */
export interface TypedPiece {
  /** As typed (a Latin word without an Indian ending joined to it). */
  typed: string;
  /** The English words a list gives it; null when no list names it. */
  english: string | null;
  /** A list of places names it (else a list of job words, when `english` is set). */
  place: boolean;
}

/**
 * A search box's words, in order, with each listed place or job word of any
 * language's script read as one piece (longest phrase first: "सिक्योरिटी
 * गार्ड" is one piece, "security guard"; "उत्तर प्रदेश" one, "uttar pradesh");
 * framing words of the Indian scripts dropped; Latin words, numbers and
 * unlisted words kept as typed, one piece each.
 */
export function readTyped(text: string): TypedPiece[] {
  // Words as the search splits them (spaces and commas); a hyphen inside a name is a space.
  const words = text.split(/[\s,]+/).filter(Boolean);
  if (!INDIC.test(text)) return words.map((typed) => ({ typed, english: null, place: false }));
  const out: TypedPiece[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    if (INDIC.test(words[i])) {
      for (let n = Math.min(LONGEST, words.length - i); n >= 1 && matched === 0; n--) {
        const key = foldScript(words.slice(i, i + n).join(" "))
          .split(/[\s-]+/)
          .filter(Boolean)
          .join(" ")
          .replace(/[।॥.]+$/u, "");
        const found = LOOKUP.get(key);
        if (found !== undefined) {
          out.push({ typed: words.slice(i, i + n).join(" "), ...found });
          matched = n;
        }
      }
    }
    if (matched === 0) {
      const word = withoutEnding(words[i]);
      if (!FILLER.has(foldScript(word).replace(/[।॥.]+$/u, ""))) out.push({ typed: word, english: null, place: false });
      matched = 1;
    }
    i += matched;
  }
  return out;
}

/**
 * A search box with its listed words and phrases, in any language's script,
 * put in English (readTyped: "सिक्योरिटी गार्ड" → "security guard", "उत्तर
 * प्रदेश" → "uttar pradesh"); framing words dropped; Latin words, numbers
 * and unlisted words kept ("Puneలో" as "Pune"). Text without an Indian
 * script is returned as it is.
 */
export function englishSearchText(text: string): string {
  if (!INDIC.test(text)) return text;
  return readTyped(text)
    .map((piece) => piece.english ?? piece.typed)
    .join(" ");
}
