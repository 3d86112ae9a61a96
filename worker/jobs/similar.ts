import type { JobStore } from "./codec/job-store";
import { titleWords } from "./sort-keys";

/*
 * Related jobs (a job page's "similar jobs"): shared title words (each worth
 * three skills) and skills first, then the same city (else the same state),
 * then the same industry; never the job itself; ties newest first. Reads a
 * store and keeps what it builds from it per store; touches neither KV nor
 * a request (decision 028, and 035 for where it lives).
 */

/** A list per position, flat: position i's values are `values[starts[i]]` to before `values[starts[i + 1]]`. */
interface FlatLists {
  values: Int32Array;
  starts: Int32Array;
}

/**
 * Per position, what similarity compares, as small numbers (one per distinct
 * lower-cased word or name), and for each title word and skill the
 * positions that have it (`postings`, the same flat layout by id).
 */
interface Likeness {
  title: FlatLists;
  skills: FlatLists;
  cities: FlatLists;
  states: FlatLists;
  industry: Int32Array;
  postings: FlatLists;
  /** Scratch, all zeros between calls: per term id the weight the asked job gives it. */
  weight: Int8Array;
  /** Scratch, all zeros between calls: per position, already a candidate. */
  seen: Uint8Array;
}

/** Builds FlatLists one position at a time; `add` skips a value the current position already has. */
class FlatBuilder {
  private values: number[] = [];
  private starts: number[] = [0];

  add(value: number) {
    for (let k = this.starts[this.starts.length - 1]; k < this.values.length; k++) if (this.values[k] === value) return;
    this.values.push(value);
  }

  next() {
    this.starts.push(this.values.length);
  }

  done(): FlatLists {
    return { values: Int32Array.from(this.values), starts: Int32Array.from(this.starts) };
  }
}

/** Whether two positions' lists share a value (the lists are a handful of numbers each). */
function shareAny(l: FlatLists, a: number, b: number): boolean {
  for (let x = l.starts[a]; x < l.starts[a + 1]; x++)
    for (let y = l.starts[b]; y < l.starts[b + 1]; y++) if (l.values[x] === l.values[y]) return true;
  return false;
}

/** How many values two positions' lists share (each list holds every value once). */
function sharedCount(l: FlatLists, a: number, b: number): number {
  let n = 0;
  for (let x = l.starts[a]; x < l.starts[a + 1]; x++)
    for (let y = l.starts[b]; y < l.starts[b + 1]; y++) if (l.values[x] === l.values[y]) n++;
  return n;
}

const built = new WeakMap<JobStore, Likeness>();

/** Numbers each distinct lower-cased word or name once, per kind (t: title word, s: skill, c: city, p: state, i: industry). */
function idNumbering(store: JobStore) {
  const ids = new Map<string, number>();
  const idOf = (key: string) => {
    let n = ids.get(key);
    if (n === undefined) {
      n = ids.size;
      ids.set(key, n);
    }
    return n;
  };
  // Each distinct string is lower-cased and looked up once (per kind).
  const refIds = (prefix: string) => {
    const cache = new Int32Array(store.stringCount).fill(-2);
    return (ref: number) => {
      let n = cache[ref];
      if (n === -2) {
        const key = store.stringAt(ref, true).trim();
        n = prefix === "i:" && !key ? -1 : idOf(prefix + key);
        cache[ref] = n;
      }
      return n;
    };
  };
  return { ids, idOf, refIds };
}

function likenessOf(store: JobStore): Likeness {
  let l = built.get(store);
  if (l) return l;
  const { ids, idOf, refIds } = idNumbering(store);
  const skillId = refIds("s:");
  const cityId = refIds("c:");
  const stateId = refIds("p:");
  const industryId = refIds("i:");
  const titleCache = new Map<number, number[]>();
  const addList = (
    column: "primarySkills" | "skills" | "cities" | "states",
    i: number,
    id: (ref: number) => number,
    into: FlatBuilder,
  ) => {
    const { values, at } = store.listAt(column, i);
    for (let k = at + 1; k <= at + values[at]; k++) into.add(id(values[k]));
  };
  const size = store.size;
  const title = new FlatBuilder();
  const skills = new FlatBuilder();
  const cities = new FlatBuilder();
  const states = new FlatBuilder();
  const industry = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    const ref = store.refAt("title", i);
    let words = titleCache.get(ref);
    if (!words) {
      words = titleWords(store.stringAt(ref)).map((w) => idOf(`t:${w}`));
      titleCache.set(ref, words);
    }
    for (const w of words) title.add(w);
    title.next();
    addList("primarySkills", i, skillId, skills);
    addList("skills", i, skillId, skills);
    skills.next();
    addList("cities", i, cityId, cities);
    cities.next();
    addList("states", i, stateId, states);
    states.next();
    industry[i] = industryId(store.refAt("industry", i));
  }
  const lists = { title: title.done(), skills: skills.done(), cities: cities.done(), states: states.done() };
  l = {
    ...lists,
    industry,
    postings: postingsOf(lists.title, lists.skills, ids.size, size),
    weight: new Int8Array(ids.size),
    seen: new Uint8Array(size),
  };
  built.set(store, l);
  return l;
}

/** For each title word and skill id, the positions that have it, in position order. */
function postingsOf(title: FlatLists, skills: FlatLists, idCount: number, size: number): FlatLists {
  const counts = new Int32Array(idCount + 1);
  for (const list of [title, skills]) for (const id of list.values) counts[id + 1]++;
  for (let n = 1; n <= idCount; n++) counts[n] += counts[n - 1];
  const starts = counts.slice();
  const values = new Int32Array(counts[idCount]);
  for (const list of [title, skills])
    for (let i = 0; i < size; i++)
      for (let k = list.starts[i]; k < list.starts[i + 1]; k++) values[counts[list.values[k]]++] = i;
  return { values, starts };
}

/** The similarity score of position `i` to `p`, given how alike their title words and skills are. */
function likenessScore(l: Likeness, p: number, i: number, alike: number): number {
  const place = shareAny(l.cities, p, i) ? 2 : shareAny(l.states, p, i) ? 1 : 0;
  const industry = l.industry[p];
  return alike * 100 + place * 10 + (industry !== -1 && l.industry[i] === industry ? 1 : 0);
}

/** How alike position `i` is to the asked job: the weights (l.weight) of the terms it shares with it. */
function alikeness(l: Likeness, i: number): number {
  let a = 0;
  for (let x = l.title.starts[i]; x < l.title.starts[i + 1]; x++) a += l.weight[l.title.values[x]];
  for (let x = l.skills.starts[i]; x < l.skills.starts[i + 1]; x++) a += l.weight[l.skills.values[x]];
  return a;
}

/** A term of the asked job: its weight and its postings (from, to). */
type Term = { weight: number; from: number; to: number };

function termsOf(l: Likeness, p: number): Term[] {
  const terms: Term[] = [];
  const { starts } = l.postings;
  for (const [list, weight] of [
    [l.title, 3],
    [l.skills, 1],
  ] as const)
    for (let k = list.starts[p]; k < list.starts[p + 1]; k++) {
      const id = list.values[k];
      l.weight[id] = weight;
      terms.push({ weight, from: starts[id], to: starts[id + 1] });
    }
  // Shortest postings first: the fewest candidates that can still reach a floor.
  return terms.sort((a, b) => a.to - a.from - (b.to - b.from));
}

/**
 * Positions of the jobs most like the one at `position`, never itself:
 * shared title words (each worth three skills) and skills first, then the
 * same city (else the same state), then the same industry; ties newest
 * first. The comparison data is built once per store.
 *
 * Any job sharing a title word or skill outscores every job sharing
 * neither (100 points against at most 21), so only those whose shared
 * weight reaches the `limit`-th best (the floor) can be in the answer
 * (contendersOf). With fewer than `limit` jobs sharing anything, every job
 * is scored (similarScan). Same ranking, same ties as scoring every job.
 */
export function similarPositions(store: JobStore, position: number, limit: number): number[] {
  if (limit <= 0) return [];
  const l = likenessOf(store);
  const found = contendersOf(l, position, limit);
  if (!found) return similarScan(store, l, position, limit);
  return best(l, position, found.positions, found.alike, limit);
}

/**
 * The related positions of every job at once (the refresh's job pages,
 * job-pages.ts): `limit` per job, -1 where there are fewer. Jobs with the
 * same title words and skills are alike to every other job in the same
 * measure, so they share one floor and one set of contenders: those are
 * worked out once per such group, and only the place and industry, which
 * differ, are scored per job. The same answers as similarPositions.
 */
export function relatedForAll(store: JobStore, limit: number): Int32Array {
  const out = new Int32Array(store.size * limit).fill(-1);
  if (limit <= 0) return out;
  const l = likenessOf(store);
  const groups = new Map<string, number[]>();
  for (let p = 0; p < store.size; p++) {
    const key = signature(l, p);
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  for (const members of groups.values()) {
    const first = members[0];
    const found = contendersOf(l, first, limit);
    // Each member shares all its terms with the others: a contender of each, at the most shared weight.
    const most = found ? 3 * count(l.title, first) + count(l.skills, first) : 0;
    const positions = found ? [...found.positions, first] : [];
    const alike = found ? [...found.alike, most] : [];
    for (const p of members) {
      const related = found ? best(l, p, positions, alike, limit) : similarScan(store, l, p, limit);
      out.set(related, p * limit);
    }
  }
  return out;
}

/** How many values a position has in a list. */
const count = (list: FlatLists, p: number) => list.starts[p + 1] - list.starts[p];

/** A position's title word and skill ids, each list in order: jobs with the same signature are alike to all others alike. */
function signature(l: Likeness, p: number): string {
  const ids = (list: FlatLists) =>
    Array.from(list.values.subarray(list.starts[p], list.starts[p + 1])).sort((a, b) => a - b);
  return `${ids(l.title).join(",")}|${ids(l.skills).join(",")}`;
}

/**
 * Every job (`position` aside) whose shared weight with it reaches the
 * floor, the `limit`-th best shared weight, with that weight; null when
 * fewer than `limit` jobs share anything with it. The floor is found from
 * the candidates of its rarest terms first: a job in none of the terms
 * taken so far shares at most the weight of the rest, so once that is under
 * the floor being tried, the candidates hold every job that can reach it.
 */
function contendersOf(l: Likeness, position: number, limit: number): { positions: number[]; alike: number[] } | null {
  const terms = termsOf(l, position);
  const most = terms.reduce((sum, t) => sum + t.weight, 0);
  const byCount = new Int32Array(most + 1);
  const candidates: number[] = [];
  const alike: number[] = [];
  let rest = most;
  let used = 0;
  let floor = most;
  try {
    for (; floor >= 1; floor--) {
      while (rest >= floor && used < terms.length) {
        const { weight, from, to } = terms[used++];
        rest -= weight;
        for (let x = from; x < to; x++) {
          const i = l.postings.values[x];
          if (i === position || l.seen[i]) continue;
          l.seen[i] = 1;
          const a = alikeness(l, i);
          candidates.push(i);
          alike.push(a);
          byCount[a]++;
        }
      }
      let above = 0;
      for (let a = floor; a <= most; a++) above += byCount[a];
      if (above >= limit) break;
    }
  } finally {
    for (const i of candidates) l.seen[i] = 0;
    clearWeights(l, position);
  }
  if (floor < 1) return null;
  const positions: number[] = [];
  const shared: number[] = [];
  for (let k = 0; k < candidates.length; k++) {
    if (alike[k] < floor) continue;
    positions.push(candidates[k]);
    shared.push(alike[k]);
  }
  return { positions, alike: shared };
}

/** The `limit` best contenders for `position` (never itself): highest score, then lowest position; one pass, kept in order. */
function best(l: Likeness, position: number, contenders: number[], alike: number[], limit: number): number[] {
  const top: number[] = [];
  const scores: number[] = [];
  for (let k = 0; k < contenders.length; k++) {
    const i = contenders[k];
    if (i === position) continue;
    const score = likenessScore(l, position, i, alike[k]);
    let at = top.length;
    while (at > 0 && (scores[at - 1] < score || (scores[at - 1] === score && top[at - 1] > i))) at--;
    if (at >= limit) continue;
    top.splice(at, 0, i);
    scores.splice(at, 0, score);
    if (top.length > limit) {
      top.pop();
      scores.pop();
    }
  }
  return top;
}

function clearWeights(l: Likeness, p: number) {
  for (const list of [l.title, l.skills])
    for (let k = list.starts[p]; k < list.starts[p + 1]; k++) l.weight[list.values[k]] = 0;
}

/** similarPositions by scoring every job (a job that shares no title word or skill with enough others). */
function similarScan(store: JobStore, l: Likeness, position: number, limit: number): number[] {
  const scores = new Float64Array(store.size);
  const order: number[] = [];
  for (let i = 0; i < store.size; i++) {
    if (i === position) continue;
    const alike = sharedCount(l.title, position, i) * 3 + sharedCount(l.skills, position, i);
    scores[i] = likenessScore(l, position, i, alike);
    order.push(i);
  }
  order.sort((a, b) => scores[b] - scores[a] || a - b);
  return order.slice(0, limit);
}
