import type { SearchColumns } from "../codec/format";
import type { JobStore } from "../codec/job-store";

/*
 * How the words of the two search boxes match a job: each distinct string of
 * the store is looked at once per word (a memo per word, sized to the string
 * table) and a job by its string positions, so a search over 100,000 jobs
 * reads a few numbers per job and builds no per-job text (decision 028).
 */

/** Field weights: any title match outranks any skills match, which outranks any company match. */
const FIELD_WEIGHT = [10_000, 100, 1] as const;
/**
 * Added per word a job matches as typed, more than any field score: a job
 * found only through a word's one-slip variants (fuzzy.ts) ranks below
 * every job that matches the word as typed.
 */
const AS_TYPED = 1_000_000;
/** Within a field: an exact word above a word prefix above any other substring. */
const EXACT = 9;
const PREFIX = 3;
const INSIDE = 1;

function isWordChar(code: number): boolean {
  // a-z, 0-9 and anything past ASCII (Devanagari, accents): a word goes on.
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127;
}

/**
 * How a word occurs in one lower-cased string: EXACT, PREFIX, INSIDE or 0;
 * the string's own edges count as word boundaries.
 */
export function kindIn(text: string, word: string): number {
  let best = 0;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const starts = at === 0 || !isWordChar(text.charCodeAt(at - 1));
    const end = at + word.length;
    const ends = end >= text.length || !isWordChar(text.charCodeAt(end));
    const kind = starts ? (ends ? EXACT : PREFIX) : INSIDE;
    if (kind > best) best = kind;
    if (best === EXACT) break;
  }
  return best;
}

/**
 * The text search, by strings rather than by job: a query word matches a job
 * when it occurs in its title, its client or one of its primary skills, and
 * its relevance is, per field, the best kind of occurrence (kindIn) weighted.
 * Each distinct string of the table is looked at once per word (memo: the
 * kind + 1, 0 while unknown).
 *
 * This is the same as matching the joined, lower-cased text
 * "title\nclient\nskill, skill" (what earlier releases built): a word holds
 * no line break, comma or space, so it never spans two fields or two
 * skills, and every separator is a word boundary, as a string's edge is.
 *
 * A word may also have one-slip variants (fuzzy.ts): it then matches where
 * any of them occurs too (a second memo), and such a match ranks below a
 * match as typed.
 */
export class TextMatch {
  private readonly memo: Int8Array[];
  private readonly slipMemo: (Int8Array | null)[];
  private readonly c: SearchColumns;

  constructor(
    private readonly store: JobStore,
    private readonly words: string[],
    private readonly variants: readonly (readonly string[])[] = [],
  ) {
    this.c = store.searchColumns();
    this.memo = words.map(() => new Int8Array(store.stringCount));
    this.slipMemo = words.map((_, w) => (variants[w]?.length ? new Int8Array(store.stringCount) : null));
  }

  private kind(w: number, ref: number): number {
    const memo = this.memo[w];
    let k = memo[ref];
    if (k === 0) {
      k = kindIn(this.store.stringAt(ref, true), this.words[w]) + 1;
      memo[ref] = k;
    }
    return k - 1;
  }

  /** The best kind of occurrence of any of word w's variants in a string (0 without variants). */
  private slipKind(w: number, ref: number): number {
    const memo = this.slipMemo[w];
    if (!memo) return 0;
    let k = memo[ref];
    if (k === 0) {
      const text = this.store.stringAt(ref, true);
      let best = 0;
      for (const variant of this.variants[w]) best = Math.max(best, kindIn(text, variant));
      k = best + 1;
      memo[ref] = k;
    }
    return k - 1;
  }

  /** Whether word w occurs (as typed or, when it has them, as a variant) in the title, client or a primary skill at i. */
  matchesWord(i: number, w: number): boolean {
    const { title, client, primarySkills, primaryStarts } = this.c;
    const at = primaryStarts[i];
    const end = at + primarySkills[at];
    if (this.kind(w, title[i]) > 0 || this.kind(w, client[i]) > 0) return true;
    for (let k = at + 1; k <= end; k++) if (this.kind(w, primarySkills[k]) > 0) return true;
    if (!this.slipMemo[w]) return false;
    if (this.slipKind(w, title[i]) > 0 || this.slipKind(w, client[i]) > 0) return true;
    for (let k = at + 1; k <= end; k++) if (this.slipKind(w, primarySkills[k]) > 0) return true;
    return false;
  }

  /** Whether every word occurs in the title, client or primary skills of the job at a position. */
  matches(i: number): boolean {
    for (let w = 0; w < this.words.length; w++) if (!this.matchesWord(i, w)) return false;
    return true;
  }

  /**
   * Relevance: for each word its best match in each field, weighted (title
   * above skills above company), and AS_TYPED when it matches as typed;
   * else its variants' best matches.
   */
  relevance(i: number): number {
    const { title, client, primarySkills, primaryStarts } = this.c;
    const at = primaryStarts[i];
    const end = at + primarySkills[at];
    let score = 0;
    for (let w = 0; w < this.words.length; w++) {
      let skills = 0;
      for (let k = at + 1; k <= end; k++) skills = Math.max(skills, this.kind(w, primarySkills[k]));
      const typed =
        this.kind(w, title[i]) * FIELD_WEIGHT[0] + skills * FIELD_WEIGHT[1] + this.kind(w, client[i]) * FIELD_WEIGHT[2];
      if (typed > 0 || !this.slipMemo[w]) {
        score += AS_TYPED + typed;
        continue;
      }
      let slipSkills = 0;
      for (let k = at + 1; k <= end; k++) slipSkills = Math.max(slipSkills, this.slipKind(w, primarySkills[k]));
      score +=
        this.slipKind(w, title[i]) * FIELD_WEIGHT[0] +
        slipSkills * FIELD_WEIGHT[1] +
        this.slipKind(w, client[i]) * FIELD_WEIGHT[2];
    }
    return score;
  }
}

/**
 * The location search by strings, as TextMatch: a word matches a job when
 * it is a substring of one of its places (cities, country, PIN code,
 * states, the free location line) or of one of their aliases and regions
 * (JobStore.aliasText), or where one of its one-slip variants is. Memo per
 * word and string: 0 unknown, 1 no, 2 yes.
 */
export class PlaceMatch {
  private readonly memo: Int8Array[];
  private readonly c: SearchColumns;

  constructor(
    private readonly store: JobStore,
    private readonly words: string[],
    private readonly variants: readonly (readonly string[])[] = [],
  ) {
    this.c = store.searchColumns();
    this.memo = words.map(() => new Int8Array(store.stringCount));
  }

  private has(w: number, ref: number): boolean {
    const memo = this.memo[w];
    let k = memo[ref];
    if (k === 0) {
      const text = this.store.stringAt(ref, true);
      const aliases = this.store.aliasText(ref);
      const found = (word: string) => text.includes(word) || aliases.includes(word);
      k = found(this.words[w]) || (this.variants[w]?.some(found) ?? false) ? 2 : 1;
      memo[ref] = k;
    }
    return k === 2;
  }

  private inList(w: number, values: ArrayLike<number>, at: number): boolean {
    const end = at + values[at];
    for (let k = at + 1; k <= end; k++) if (this.has(w, values[k])) return true;
    return false;
  }

  /** Whether word w (or one of its variants) is in one of the places of the job at i. */
  matchesWord(i: number, w: number): boolean {
    const c = this.c;
    return (
      this.inList(w, c.cities, c.cityStarts[i]) ||
      this.has(w, c.country[i]) ||
      this.has(w, c.zipCode[i]) ||
      this.inList(w, c.states, c.stateStarts[i]) ||
      this.has(w, c.location[i])
    );
  }

  matches(i: number): boolean {
    for (let w = 0; w < this.words.length; w++) if (!this.matchesWord(i, w)) return false;
    return true;
  }
}
