import { englishSearchText } from "#shared/content/hindi-search";

/**
 * The words of a search box: "  Java  developer, Pune " → ["java", "developer", "pune"].
 * Devanagari place names and job words are put in English first ("ड्राइवर पुणे" →
 * ["driver", "pune"]; shared/content/hindi-search.ts, issue 24).
 */
export function searchWords(value: string | undefined): string[] {
  return englishSearchText(value ?? "")
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
}
