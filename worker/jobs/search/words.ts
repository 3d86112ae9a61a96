import { englishSearchText } from "#shared/content/words";

/**
 * The words of a text as the search splits them: lower case, split at spaces
 * and commas, a sentence's full stop (".", "।", "॥") after a word dropped
 * ("Pune." is "pune"; "node.js" and "b.com" keep theirs).
 */
export function splitWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,]+/)
    .map((w) => w.replace(/[.।॥]+$/u, ""))
    .filter(Boolean);
}

/**
 * The words of a search box: "  Java  developer, Pune " → ["java", "developer", "pune"].
 * Place names and job words typed in any language's script are put in English
 * first ("ड्राइवर पुणे", "డ్రైవర్ పుణె" → ["driver", "pune"]; shared/content/words/,
 * one file per language of shared/i18n/languages.ts).
 */
export function searchWords(value: string | undefined): string[] {
  return splitWords(englishSearchText(value ?? ""));
}
