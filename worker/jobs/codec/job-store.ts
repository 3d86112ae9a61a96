import { aliasesOf } from "#shared/content/places";
import { parseSalary } from "#shared/lib/salary";
import { postedDay } from "../posted-day";
import type { Job, RemoteMode } from "../types";
import { encodeIndex } from "./encode";
import {
  type ListColumn,
  type NumberColumn,
  SAME_AS_PRIMARY,
  type SearchColumns,
  type StoredIndex,
  type StorePart,
  type StringColumn,
} from "./format";
import { checkStored } from "./guard";
import { isLaterShard, joinParts, mergeParts } from "./merge";

/**
 * An array of `length` undefined slots that stays a fast array: V8 makes
 * `new Array(n)` a slow dictionary from about 100,000 slots, and a merged
 * index's string table has more.
 */
function unsetArray(length: number): (string | undefined)[] {
  const out: (string | undefined)[] = [];
  for (let n = 0; n < length; n++) out.push(undefined);
  return out;
}

/**
 * The loaded index: the stored columns, read and turned into Job objects on
 * demand. Positions (0 = newest) are what search returns. What search,
 * facets and similarity build from it is theirs (search/, similar.ts; the
 * filters' columns are search/filters.ts's); the store keeps only what
 * every reader shares: lower-cased strings, posted days, yearly salaries
 * and the id map, each built on first use.
 */
export class JobStore implements StorePart {
  readonly size: number;
  readonly strings: string[];
  readonly ids: ArrayLike<number>;
  readonly columns: StoredIndex;
  /** For each list column, where each job's list starts in it. */
  readonly listStarts: Record<ListColumn, Int32Array>;
  private lowered: (string | undefined)[] | null = null;
  private aliases: (string | undefined)[] | null = null;
  private texts: string[] | null = null;
  private places: string[] | null = null;
  private byId: Map<number, number> | null = null;
  private posted: Int32Array | null = null;
  private salaries: { min: Float64Array; max: Float64Array } | null = null;
  private all: number[] | null = null;

  private constructor(stored: StoredIndex, listStarts: Record<ListColumn, Int32Array>) {
    this.size = stored.count;
    this.strings = stored.strings;
    this.ids = stored.id;
    this.columns = stored;
    this.listStarts = listStarts;
  }

  /** Builds a store straight from jobs (tests, and the refresh's own count). */
  static fromJobs(jobs: Job[]): JobStore {
    const store = JobStore.load(encodeIndex(jobs));
    if (!store) throw new Error("encodeIndex produced an index its own guard rejects");
    return store;
  }

  /** A stored value through the structural guard (codec/guard.ts): null when it is not one this code wrote. */
  static load(value: unknown): JobStore | null {
    const checked = checkStored(value);
    return checked ? new JobStore(checked.stored, checked.listStarts) : null;
  }

  /**
   * One store from the shards of an index (each already through load's
   * guard), in shard order (codec/merge.ts): shards sharing one string table
   * are joined; older shards, each with its own table, merged. Null when the
   * shards do not follow on (one missing, out of place, of another version).
   */
  static merge(parts: JobStore[]): JobStore | null {
    if (parts.length === 1) return parts[0].isPart ? null : parts[0];
    const checked = parts.some((p) => p.isPart) ? joinParts(parts) : mergeParts(parts);
    return checked ? new JobStore(checked.stored, checked.listStarts) : null;
  }

  /** A later shard, whose string positions go on from the shards before it: usable only merged with them. */
  get isPart(): boolean {
    return isLaterShard(this);
  }

  idAt(position: number): number {
    return this.ids[position];
  }

  /** 1 when the job at a position has a creation date (it then sorts before a job first seen that day), else 0. */
  hasCreatedAt(position: number): number {
    return this.columns.createdAt[position] === -1 ? 0 : 1;
  }

  /** How many shards the stored index has (read from the first shard). */
  get shardCount(): number {
    return this.columns.shards ?? 1;
  }

  /** The description chunk of the job at a position: the stored column, else id % `chunks`. */
  chunkAt(position: number, chunks: number): number {
    const column = this.columns.chunk;
    return column ? column[position] : this.ids[position] % chunks;
  }

  /** A nullable number column's value (a merged store holds NaN for null). */
  private number(column: NumberColumn, position: number): number | null {
    const value = this.columns[column][position];
    return value === null || Number.isNaN(value) ? null : value;
  }

  private text(column: StringColumn, position: number): string {
    return this.strings[this.columns[column][position]];
  }

  private nullableText(column: StringColumn, position: number): string | null {
    const n = this.columns[column][position];
    return n === -1 ? null : this.strings[n];
  }

  /** A position's list in a list column: the column and where the list's length sits (skills may stand for the primary skills). */
  listAt(column: ListColumn, position: number): { values: ArrayLike<number>; at: number } {
    const values = this.columns[column];
    const at = this.listStarts[column][position];
    if (column === "skills" && values[at] === SAME_AS_PRIMARY)
      return { values: this.columns.primarySkills, at: this.listStarts.primarySkills[position] };
    return { values, at };
  }

  private list(column: ListColumn, position: number): string[] {
    const { values, at } = this.listAt(column, position);
    const out = new Array<string>(values[at]);
    for (let k = 0; k < out.length; k++) out[k] = this.strings[values[at + 1 + k]];
    return out;
  }

  /** The job at a position, as normalize.ts made it (same fields, same order). */
  jobAt(position: number): Job {
    const cities = this.list("cities", position);
    const states = this.list("states", position);
    const createdAt = this.nullableText("createdAt", position);
    const startDate = this.nullableText("startDate", position);
    const firstSeen = this.nullableText("firstSeen", position);
    return {
      id: this.ids[position],
      title: this.text("title", position),
      client: this.text("client", position),
      cities,
      city: cities.join(", "),
      states,
      state: states.join(", "),
      country: this.text("country", position),
      location: this.text("location", position),
      zipCode: this.text("zipCode", position),
      experience: {
        min: this.number("experienceMin", position),
        max: this.number("experienceMax", position),
        label: this.text("experienceLabel", position),
      },
      createdAt,
      startDate,
      firstSeen,
      postedAt: postedDay({ createdAt, startDate, firstSeen }),
      primarySkills: this.list("primarySkills", position),
      skills: this.list("skills", position),
      industry: this.text("industry", position),
      summary: this.text("summary", position),
      applyUrl: this.nullableText("applyUrl", position),
      salary: this.nullableText("salary", position),
      payRate: this.number("payRate", position),
      jobCode: this.nullableText("jobCode", position),
      remote: this.text("remote", position) as RemoteMode,
    };
  }

  /** The position of a job id, or -1. The id → position map is built on first use. */
  positionOf(id: number): number {
    if (!this.byId) {
      this.byId = new Map();
      for (let i = 0; i < this.size; i++) this.byId.set(this.ids[i], i);
    }
    return this.byId.get(id) ?? -1;
  }

  /** The job with this id, or undefined. */
  find(id: number): Job | undefined {
    const position = this.positionOf(id);
    return position === -1 ? undefined : this.jobAt(position);
  }

  /** Every position, newest first. */
  allPositions(): number[] {
    if (!this.all) this.all = Array.from({ length: this.size }, (_, i) => i);
    return this.all;
  }

  /** The client at a position (for the company's own openings). */
  clientAt(position: number): string {
    return this.text("client", position);
  }

  /** The lower-cased string at a position of the string table, worked out once. */
  private lower(ref: number): string {
    if (!this.lowered) this.lowered = unsetArray(this.strings.length);
    let text = this.lowered[ref];
    if (text === undefined) {
      text = this.strings[ref].toLowerCase();
      this.lowered[ref] = text;
    }
    return text;
  }

  /** How many strings the table holds (search sizes its per-string memos by it). */
  get stringCount(): number {
    return this.strings.length;
  }

  /** The string at a position of the table, lower-cased or as stored. */
  stringAt(ref: number, lowered = false): string {
    return lowered ? this.lower(ref) : this.strings[ref];
  }

  /** The string position a job's column holds at a position (-1: null). */
  refAt(column: StringColumn, position: number): number {
    return this.columns[column][position];
  }

  /**
   * The string positions a text or place search reads, per job: read-only
   * views of the stored columns (search matches each distinct string once
   * and a job by its positions, so no per-job text is built).
   */
  searchColumns(): SearchColumns {
    const c = this.columns;
    return {
      title: c.title,
      client: c.client,
      primarySkills: c.primarySkills,
      primaryStarts: this.listStarts.primarySkills,
      cities: c.cities,
      cityStarts: this.listStarts.cities,
      states: c.states,
      stateStarts: this.listStarts.states,
      country: c.country,
      zipCode: c.zipCode,
      location: c.location,
    };
  }

  /** A place's aliases and regions (aliasesOf), lower-cased, each after a line break; "" when none. Once per string. */
  aliasText(ref: number): string {
    if (!this.aliases) this.aliases = unsetArray(this.strings.length);
    let text = this.aliases[ref];
    if (text === undefined) {
      text = aliasesOf(this.strings[ref])
        .map((alias) => `\n${alias.toLowerCase()}`)
        .join("");
      this.aliases[ref] = text;
    }
    return text;
  }

  /**
   * The definition of the text search, as one string per job (search/match.ts
   * matches by string instead and gives the same results; the tests and the
   * FTS prototype in the bench use this), built on first use:
   * `[title, client, primarySkills.join(", ")].join("\n").toLowerCase()`.
   * A query never holds a line break, so it cannot match across two fields.
   * Each distinct string is lower-cased once and the pieces joined after:
   * the same text, because the only context-dependent lower-casing (a final
   * sigma) looks no further than the separators, which are neither cased
   * nor case-ignorable.
   */
  searchTexts(): string[] {
    if (!this.texts) {
      const { title, client, primarySkills } = this.columns;
      const starts = this.listStarts.primarySkills;
      const texts = new Array<string>(this.size);
      for (let i = 0; i < this.size; i++) {
        let text = `${this.lower(title[i])}\n${this.lower(client[i])}\n`;
        const at = starts[i];
        const end = at + primarySkills[at];
        for (let k = at + 1; k <= end; k++)
          text += k === at + 1 ? this.lower(primarySkills[k]) : `, ${this.lower(primarySkills[k])}`;
        texts[i] = text;
      }
      this.texts = texts;
    }
    return this.texts;
  }

  /**
   * The definition of the location search, as one string per job (see
   * searchTexts), built on first use: the places (cities, country, PIN code,
   * states, and the ATS's free location line, which holds localities such as
   * "Viman Nagar" or "Andheri East"), then the aliases and regions of each
   * (aliasesOf), one per line, lower-cased as searchTexts is.
   */
  placeTexts(): string[] {
    if (!this.places) {
      const { cities, country, zipCode, states, location } = this.columns;
      const cityStarts = this.listStarts.cities;
      const stateStarts = this.listStarts.states;
      const places = new Array<string>(this.size);
      for (let i = 0; i < this.size; i++) {
        let text = "";
        let aliases = "";
        const add = (ref: number, first: boolean) => {
          text = first ? this.lower(ref) : `${text}\n${this.lower(ref)}`;
          aliases += this.aliasText(ref);
        };
        const cityAt = cityStarts[i];
        for (let k = cityAt + 1; k <= cityAt + cities[cityAt]; k++) add(cities[k], k === cityAt + 1);
        add(country[i], cities[cityAt] === 0);
        add(zipCode[i], false);
        const stateAt = stateStarts[i];
        for (let k = stateAt + 1; k <= stateAt + states[stateAt]; k++) add(states[k], false);
        add(location[i], false);
        places[i] = text + aliases;
      }
      this.places = places;
    }
    return this.places;
  }

  /** Posted day per position as YYYYMMDD (posted-day.ts), 0 when unknown; built once. */
  postedDays(): Int32Array {
    if (!this.posted) {
      const days = new Int32Array(this.size);
      for (let i = 0; i < this.size; i++) {
        const day = postedDay({
          createdAt: this.nullableText("createdAt", i),
          startDate: this.nullableText("startDate", i),
          firstSeen: this.nullableText("firstSeen", i),
        });
        days[i] = day ? Number(day.replaceAll("-", "")) || 0 : 0;
      }
      this.posted = days;
    }
    return this.posted;
  }

  /**
   * Yearly salary per position in lakh (LPA), read once from the salary text
   * or pay rate (shared/lib/salary.ts; monthly ×12). NaN when unknown or hourly.
   */
  salaryLpa(): { min: Float64Array; max: Float64Array } {
    if (!this.salaries) {
      const min = new Float64Array(this.size).fill(Number.NaN);
      const max = new Float64Array(this.size).fill(Number.NaN);
      const { salary } = this.columns;
      for (let i = 0; i < this.size; i++) {
        const range = parseSalary(salary[i] === -1 ? null : this.strings[salary[i]], this.number("payRate", i));
        if (!range || range.unit === "HOUR") continue;
        const perYear = range.unit === "MONTH" ? 12 : 1;
        min[i] = (range.min * perYear) / 100_000;
        max[i] = (range.max * perYear) / 100_000;
      }
      this.salaries = { min, max };
    }
    return this.salaries;
  }

  /** The day the site first saw the job at a position, or null. */
  firstSeenAt(position: number): string | null {
    return this.nullableText("firstSeen", position);
  }
}
