import type { Lang } from "#shared/i18n/lang";
import { formatDay } from "#shared/lib/dates";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * "2025-02-11" → "11 February 2025" (Hindi "11 फ़रवरी 2025", through
 * formatDay's month names, the same on the server and in the browser).
 */
export function formatDate(isoDate: string, lang: Lang = "en"): string {
  if (lang !== "en") return formatDay(isoDate, lang);
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Splits prose written as paragraphs separated by blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Address parts joined with commas, leaving out empty ones and repeats ("Pune, Pune" → "Pune"). */
export function joinPlaceParts(parts: (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const text = (part ?? "").trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept.join(", ");
}
