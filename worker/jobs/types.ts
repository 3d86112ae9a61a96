/** A job after validation and normalisation: what the site and API serve. */
export interface Job {
  id: number;
  title: string;
  client: string;
  /** Every city the ATS named; `city` is them joined for display. */
  cities: string[];
  city: string;
  states: string[];
  state: string;
  country: string;
  location: string;
  zipCode: string;
  experience: Experience;
  /** ISO dates (YYYY-MM-DD) or null. */
  createdAt: string | null;
  startDate: string | null;
  /**
   * The day (India) the site first saw the job, carried from snapshot to
   * snapshot by the refresh; null until a refresh has stamped it.
   */
  firstSeen: string | null;
  /**
   * The posted day (posted-day.ts): createdAt, else a start date already come
   * when the job was first seen, else firstSeen. What "posted", the date
   * filter and ordering use; never a start date still ahead (issue 22).
   */
  postedAt: string | null;
  primarySkills: string[];
  skills: string[];
  industry: string;
  /** Plain-text summary for cards and meta descriptions. */
  summary: string;
  applyUrl: string | null;
  salary: string | null;
  payRate: number | null;
  jobCode: string | null;
  remote: RemoteMode;
}

export type RemoteMode = "remote" | "hybrid" | "onsite";

export interface Experience {
  min: number | null;
  max: number | null;
  /** e.g. "3-5 yr", "2 yr", "Not specified". */
  label: string;
}

/** The heavy part of a job, stored apart from the searchable index. */
export interface JobDetail {
  id: number;
  /** Sanitised HTML (an allow-list; see sanitize.ts). */
  descriptionHtml: string;
}
