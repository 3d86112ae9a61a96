/*
 * KV keys shared with the command line (scripts/jobs.mjs imports this file
 * with Node's type stripping), so the two can never disagree. No imports:
 * the script runs outside the Worker's build.
 */

/** Set by `npm run jobs -- --accept-shrink`: the next refresh may shrink past the guard. */
export const ACCEPT_SHRINK_KEY = "jobs:accept-shrink";
