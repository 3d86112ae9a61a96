import { aliasesOf } from "#shared/content/places";
import type { JobStore } from "../codec/job-store";

/*
 * One slip (issue 32, decision 037): a word of five or more letters that is
 * not a word of any title, company or skill (or, in the location box, of any
 * place) is also matched by the words one insertion, deletion, replacement
 * or swap of two neighbours away ("acountant" → "accountant", "enginer" →
 * "engineer"), ranked below every job that matches the word as typed
 * (match.ts). A word that is a word of the jobs ("loader", "sales") is never
 * widened, so it finds no near neighbours ("leader", "scales"); a word under
 * five letters neither ("java" never finds "lava").
 *
 * By string, not by job: each field set's distinct strings and their words
 * are gathered once per store, and a slipped word is compared with the
 * words, a few thousand at 100,000 jobs (decision 028's rule).
 */

/** Words shorter than this are matched only as typed. */
export const MIN_SLIP_LENGTH = 5;

/** The words of a field set: each with how many of its distinct strings hold it, and those strings. */
export interface Vocabulary {
  words: Map<string, number>;
  strings: string[];
}

const WORD_BREAK = /[^a-z0-9\u0080-\uffff]+/;

function vocabularyOf(texts: Iterable<string>): Vocabulary {
  const words = new Map<string, number>();
  const strings: string[] = [];
  for (const text of texts) {
    strings.push(text);
    for (const word of new Set(text.split(WORD_BREAK)))
      if (word.length >= MIN_SLIP_LENGTH - 1) words.set(word, (words.get(word) ?? 0) + 1);
  }
  return { words, strings };
}

/** The distinct lower-cased strings of some columns of a store. */
function distinctStrings(
  store: JobStore,
  refs: (add: (ref: number) => void) => void,
  extra?: (text: string) => string[],
) {
  const seen = new Set<number>();
  const texts = new Set<string>();
  refs((ref) => {
    if (ref === -1 || seen.has(ref)) return;
    seen.add(ref);
    const text = store.stringAt(ref, true);
    texts.add(text);
    for (const more of extra?.(text) ?? []) texts.add(more.toLowerCase());
  });
  return texts;
}

const textWords = new WeakMap<JobStore, Vocabulary>();
const placeWords = new WeakMap<JobStore, Vocabulary>();

/** The words of every title, company and primary skill (what the text search matches), built once per store. */
export function textVocabulary(store: JobStore): Vocabulary {
  let vocabulary = textWords.get(store);
  if (!vocabulary) {
    const c = store.searchColumns();
    const texts = distinctStrings(store, (add) => {
      for (let i = 0; i < store.size; i++) {
        add(c.title[i]);
        add(c.client[i]);
      }
      for (let k = 0; k < c.primarySkills.length; ) {
        const length = c.primarySkills[k];
        for (let n = 1; n <= length; n++) add(c.primarySkills[k + n]);
        k += length + 1;
      }
    });
    vocabulary = vocabularyOf(texts);
    textWords.set(store, vocabulary);
  }
  return vocabulary;
}

/** The words of every place (what the location search matches, other names and regions included), once per store. */
export function placeVocabulary(store: JobStore): Vocabulary {
  let vocabulary = placeWords.get(store);
  if (!vocabulary) {
    const c = store.searchColumns();
    const list = (values: ArrayLike<number>, add: (ref: number) => void) => {
      for (let k = 0; k < values.length; ) {
        const length = values[k];
        for (let n = 1; n <= length; n++) add(values[k + n]);
        k += length + 1;
      }
    };
    const texts = distinctStrings(
      store,
      (add) => {
        list(c.cities, add);
        list(c.states, add);
        for (let i = 0; i < store.size; i++) {
          add(c.country[i]);
          add(c.location[i]);
        }
      },
      aliasesOf,
    );
    vocabulary = vocabularyOf(texts);
    placeWords.set(store, vocabulary);
  }
  return vocabulary;
}

/** Whether `a` and `b` are one insertion, deletion, replacement or swap of two neighbours apart. */
export function oneSlip(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length === b.length) {
    let first = -1;
    for (let i = 0; i < a.length; i++) {
      if (a[i] === b[i]) continue;
      if (first === -1) first = i;
      else if (i === first + 1 && a[first] === b[i] && a[i] === b[first]) return a.slice(i + 1) === b.slice(i + 1);
      else return false;
    }
    return true;
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length - short.length !== 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/** How a word is searched: as typed, and (when it slipped) by the words one slip away, most used first. */
export interface Slips {
  variants: string[];
  /** The word as typed occurs in some string of the field set (so it finds jobs by itself). */
  found: boolean;
}

const NO_SLIPS: Slips = { variants: [], found: true };

/** The one-slip words of `word` in a field set's vocabulary: none for a short word or a word the jobs use. */
export function slipsOf(word: string, vocabulary: Vocabulary): Slips {
  // A number (a PIN code, years) is never widened: one digit off is another place.
  if (word.length < MIN_SLIP_LENGTH || vocabulary.words.has(word) || !/[^\d]/.test(word)) return NO_SLIPS;
  const variants: [string, number][] = [];
  for (const [candidate, count] of vocabulary.words)
    if (Math.abs(candidate.length - word.length) <= 1 && oneSlip(word, candidate)) variants.push([candidate, count]);
  variants.sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
  return { variants: variants.map((v) => v[0]), found: vocabulary.strings.some((s) => s.includes(word)) };
}
