/** What the job page shows, which its loader and its component both need. */

/** A description longer than this is collapsed behind "See More". */
export const PREVIEW_CHARS = 300;
/** Related jobs: shown at first, and with "See More". */
export const RELATED = { collapsed: 6, expanded: 10 } as const;
