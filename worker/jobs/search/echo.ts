import { placeKey } from "#shared/content/places";
import { PLACE_NAMES, placeDisplayName } from "#shared/content/search-romanised";
import { readTyped, type TypedPiece, wordsFor } from "#shared/content/words";
import type { Lang } from "#shared/i18n/lang";
import type { SearchEcho } from "#shared/lib/search-echo";
import { FRAMING, LONGEST, REMOTE } from "./interpret";

/*
 * The search said back (issue 32 §3, decision 063): what a page title, the
 * "Showing jobs …" line, the alert form and every alert message say was
 * searched for, in the page's (or the alert's) language. The messages put
 * the boxes inside a sentence that already says "jobs" and adds its own case
 * ending ("{location}లో ఉద్యోగాలు", "{location} பகுதியில்"), so the words
 * are said as interpret.ts read them, not as typed:
 *
 *   - a place any list knows is its name in the language (the words file's
 *     first spelling; English: "Pune"), without the ending it was typed
 *     with ("హైదరాబాదులో", "சென்னையில்", "Puneలో" → హైదరాబాద్, சென்னை, పుణె);
 *   - a job word typed in an Indian script is the language's own spelling
 *     ("డ్రైవర్లు" → "డ్రైవర్"; English: "driver");
 *   - framing words ("jobs", "naukri", "ఉద్యోగాలు", "in") are dropped;
 *   - a place in the title box is the location when the location box is
 *     empty, as the search reads it ("driver hyderabad" → "driver", "Hyderabad");
 *   - anything else is kept as typed, and a box read as typed is said
 *     exactly as typed.
 *
 * Server only: it reads every language's words. The loader and
 * /api/searchjobs send the echo and its sentences (shared/lib/search-echo.ts),
 * and the island shows them as they come, so the browser never loads these
 * lists.
 */

export type { SearchEcho };

interface Said {
  text: string;
  place: boolean;
}

/** A place's name in a language: its words file's first spelling, else the English name ("Pune"). */
function placeName(english: string, lang: Lang): string {
  const places = wordsFor(lang)?.places;
  if (!places) return placeDisplayName(english);
  return (places[english] ?? places[placeKey(english)])?.[0] ?? placeDisplayName(english);
}

const asKey = (typed: string) => typed.toLowerCase().replace(/[.]+$/u, "");

/** One box as said back: its pieces, and whether they are the words as typed. */
function sayBox(text: string, lang: Lang, findPlaces: boolean): { said: Said[]; asTyped: boolean } {
  const pieces: TypedPiece[] = readTyped(text);
  const typedWords = text.split(/[\s,]+/).filter(Boolean);
  let asTyped = pieces.map((p) => p.typed).join(" ") === typedWords.join(" ");
  const said: Said[] = [];
  const say = (piece: Said, typed: string) => {
    said.push(piece);
    if (piece.text !== typed) asTyped = false;
  };
  for (let i = 0; i < pieces.length; ) {
    const piece = pieces[i];
    if (piece.english !== null) {
      // A place or job word of a list, typed in an Indian script.
      const text = piece.place
        ? placeName(piece.english, lang)
        : (wordsFor(lang)?.jobWords[piece.english]?.[0] ?? piece.english);
      say({ text, place: piece.place && findPlaces }, piece.typed);
      i++;
      continue;
    }
    // Latin words: a listed phrase (work from home, a place), longest first.
    let taken = 0;
    for (let n = Math.min(LONGEST, pieces.length - i); n >= 1 && taken === 0; n--) {
      const run = pieces.slice(i, i + n);
      if (run.some((p) => p.english !== null)) continue;
      const phrase = run.map((p) => asKey(p.typed)).join(" ");
      const typed = run.map((p) => p.typed).join(" ");
      const place = findPlaces ? PLACE_NAMES.get(phrase) : undefined;
      if (REMOTE.has(phrase)) say({ text: typed, place: false }, typed);
      else if (place !== undefined) say({ text: placeName(place, lang), place: true }, typed);
      else continue;
      taken = n;
    }
    if (taken === 0) {
      if (FRAMING.has(asKey(piece.typed))) asTyped = false;
      else say({ text: piece.typed, place: false }, piece.typed);
      taken = 1;
    }
    i += taken;
  }
  return { said, asTyped };
}

/** Pieces as words: places one after another are a list ("Pune, Maharashtra"). */
function join(said: Said[]): string {
  return said
    .map((s, k) => (k > 0 && s.place && said[k - 1].place ? `, ${s.text}` : ` ${s.text}`))
    .join("")
    .trim();
}

/** The title box and the location box as a page or a message says them back, in `lang`. */
export function echoSearch(query: string | undefined, location: string | undefined, lang: Lang): SearchEcho {
  const where = sayBox(location ?? "", lang, true);
  // A place named in the title box is where, unless the location box already says where (interpret.ts).
  const what = sayBox(query ?? "", lang, where.said.length === 0);
  const named = what.said.filter((s) => s.place);
  if (named.length > 0) return { query: join(what.said.filter((s) => !s.place)), location: join(named) };
  return {
    query: what.asTyped ? (query ?? "").trim() : join(what.said),
    location: where.asTyped ? (location ?? "").trim() : join(where.said),
  };
}
