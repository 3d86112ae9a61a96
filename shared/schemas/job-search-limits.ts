/** Limits shared by the /job form (maxLength), its loader and the API; a module of its own so the browser's job search island gets them without zod. */
export const JOB_SEARCH_LIMITS = {
  maxTermLength: 200,
  maxPage: 10_000,
} as const;
