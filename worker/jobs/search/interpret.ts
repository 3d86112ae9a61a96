import { FRAMING_WORDS, PLACE_NAMES, placeDisplayName, WORK_FROM_HOME } from "#shared/content/search-romanised";
import { searchWords, splitWords } from "./words";

/*
 * What a seeker meant by the two search boxes (issue 32, decision 037):
 * the words as typed, any language's place names and job words put in
 * English (searchWords: shared/content/words/), then read through
 * shared/content/search-romanised.ts:
 *
 *   - framing words match nothing and are dropped: "naukri", "kaam", "ki",
 *     "mein", "job", "jobs" …;
 *   - "work from home", "wfh", "ghar se kaam" … ask for remote jobs (the
 *     ATS remote flag, as the work-mode filter reads it);
 *   - places are read in both boxes: a spelling becomes the name the
 *     location search matches ("banglore" → "bengaluru", "poona" → "pune"),
 *     and a place named in the title box ("sales ki naukri pune") is
 *     searched as a location when the location box is empty.
 *
 * Pure: reads no store (one-slip spelling, which needs the store's words, is
 * fuzzy.ts's).
 */

/** Framing words as typed in Latin letters (lower case). */
export const FRAMING = new Set(FRAMING_WORDS);
/** Phrases that ask for work from home (lower case). */
export const REMOTE = new Set(WORK_FROM_HOME);
/** The most words a listed Latin phrase (work from home, a place) has. */
export const LONGEST = Math.max(...[...REMOTE, ...PLACE_NAMES.keys()].map((p) => p.split(" ").length));

export interface Interpretation {
  /** Words matched against titles, companies and skills. */
  words: string[];
  /** Words matched against places (cities, states, the location line and their other names). */
  placeWords: string[];
  /** Places named in the title box (the location box empty): matched against places, or as before as words. */
  eitherWords: string[];
  /** Only jobs whose ATS remote flag says remote ("work from home"). */
  remote: boolean;
  /** The location as a seeker reads it ("Pune", "Viman Nagar"); "" when none. */
  place: string;
  /** The words searched for differ from the words typed: the page says what it searched for. */
  rewritten: boolean;
}

/** A word or phrase kept from a box: its words as searched, how it reads, and whether it was a listed place. */
interface Piece {
  words: string[];
  display: string;
  place: boolean;
}

/** One box's pieces, in order: listed phrases (longest first) for work from home and, when `findPlaces`, places; framing dropped. */
function read(tokens: string[], findPlaces: boolean): { pieces: Piece[]; remote: boolean } {
  const pieces: Piece[] = [];
  let remote = false;
  for (let i = 0; i < tokens.length; ) {
    let taken = 0;
    for (let n = Math.min(LONGEST, tokens.length - i); n >= 1 && taken === 0; n--) {
      const phrase = tokens.slice(i, i + n).join(" ");
      const place = findPlaces ? PLACE_NAMES.get(phrase) : undefined;
      if (REMOTE.has(phrase)) remote = true;
      else if (place !== undefined)
        pieces.push({ words: place.split(" "), display: placeDisplayName(place), place: true });
      else continue;
      taken = n;
    }
    if (taken === 0) {
      const word = tokens[i];
      if (!FRAMING.has(word)) pieces.push({ words: [word], display: placeDisplayName(word), place: false });
      taken = 1;
    }
    i += taken;
  }
  return { pieces, remote };
}

/** The words as typed, split as the search splits them (nothing put in English). */
const typed = (value: string | undefined) => splitWords(value ?? "");

/** Reads the title box and the location box together. */
export function interpretSearch(query: string | undefined, location: string | undefined): Interpretation {
  const where = read(searchWords(location), true);
  // A place named in the title box is where, not what, unless the location box already says where.
  const what = read(searchWords(query), where.pieces.length === 0);
  const named = what.pieces.filter((p) => p.place);
  const words = what.pieces.filter((p) => !p.place).flatMap((p) => p.words);
  const placeWords = where.pieces.flatMap((p) => p.words);
  const eitherWords = named.flatMap((p) => p.words);
  const remote = what.remote || where.remote;
  const rewritten =
    remote || words.join(" ") !== typed(query).join(" ") || placeWords.join(" ") !== typed(location).join(" ");
  const place = [...where.pieces, ...named].map((p) => p.display).join(" ");
  return { words, placeWords, eitherWords, remote, place, rewritten };
}
