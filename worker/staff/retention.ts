import { addMonths, PERIOD_MONTHS } from "#worker/forms/retention";

/**
 * When the scheduled retention (worker/forms/retention.ts) deletes a
 * submission: its own periods and calendar arithmetic, from the figures the
 * privacy policy states (shared/content/retention.ts). Newsletter addresses are
 * kept until their owner unsubscribes: no date.
 */
export function retentionDeadline(kind: string, createdAt: number): number | null {
  const months = (PERIOD_MONTHS as Record<string, number | undefined>)[kind];
  return months === undefined ? null : addMonths(createdAt, months);
}
