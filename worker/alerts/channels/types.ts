import type { Lang } from "#shared/i18n/lang";
import type { DigestRunResult, StoredDigest } from "../digest-store";
import type { SubscriptionRow } from "../subscriptions-db";
import type { ChannelName } from "./names";

/** One job as an alert lists it: the ATS's words, the salary in the alert's language where the ATS gives one. */
export interface AlertJob {
  title: string;
  company: string;
  city: string;
  salary: string | null;
  url: string;
}

/** What every channel makes its digest of (worker/alerts/digest.ts gathers it). */
export interface DigestInput {
  row: SubscriptionRow;
  /** The newest jobs (at most DIGEST_MAX_JOBS), and how many are new in all. */
  jobs: AlertJob[];
  total: number;
  /** The search as the alert's language says it ("“sales” in Pune"). */
  search: string;
  /** The /job search, newest first, in the alert's language. */
  searchUrl: string;
  /** The period's start: links made in the digest are issued at it, so a retry is byte for byte the same. */
  at: number;
  /** SIGNING_SECRET, for signed links. */
  secret: string;
}

/** A digest as stored in alert_digests until sent: a mail's subject and bodies, or a channel's JSON in `text`. */
export interface ComposedDigest {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** What a confirmation needs besides the alert: the clock, a way to finish after the response, the message it answers. */
export interface ConfirmContext {
  now: number;
  waitUntil: (promise: Promise<unknown>) => void;
  /** The WhatsApp message that asked for the alert: the confirmation is its reply. */
  inboundId?: string;
}

/**
 * One channel of job alerts (decision 038). The alert model, its queue, its
 * digest search and its retention are shared (worker/alerts/); a channel
 * only knows how to tell its address that an alert is on, how to say and
 * send a digest, and how an alert on it stops.
 */
export interface AlertChannel {
  readonly name: ChannelName;
  /** Tells the seeker the alert is on (or asks them to confirm it), in the alert's language. */
  confirm(env: Env, row: SubscriptionRow, ctx: ConfirmContext): Promise<void>;
  digest: {
    /** The digest's words and links, composed once and stored until sent. */
    compose(env: Env, input: DigestInput): Promise<ComposedDigest>;
    /** Sends digests this run claimed (all of this channel) and records each outcome. */
    send(env: Env, digests: StoredDigest[], now: number, result: DigestRunResult): Promise<void>;
  };
  /** Stops an alert: the row goes, and its digests not yet sent. */
  stop(env: Env, id: string): Promise<void>;
}

export type { Lang };
