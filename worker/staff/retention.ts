/**
 * When the scheduled retention deletes a submission.
 * TODO coordinator: read from the privacy helper's constants after merge
 * (one module for the policy page, the deletion job and this console).
 */
const MONTHS: Record<string, number> = { resume: 12, enquiry: 24, newsletter: 24 };

/** The deletion date of a submission of `kind` received at `createdAt` (ms), or null when none applies. */
export function retentionDeadline(kind: string, createdAt: number): number | null {
  const months = MONTHS[kind];
  if (months === undefined) return null;
  const at = new Date(createdAt);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.getTime();
}
