import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

export interface SalaryRange {
  min: number;
  max: number;
  unit: "YEAR" | "MONTH" | "HOUR";
}

const LAKH = 100_000;

function amount(text: string): number {
  return Number(text.replace(/[,₹\s]/g, ""));
}

/**
 * Reads the salary shapes ATS data uses into rupees: "6-9 LPA", "12 LPA",
 * "₹45,000 - ₹60,000 per month", "8,00,000 per annum". Null when unclear.
 */
export function parseSalary(text: string | null | undefined, payRate?: number | null): SalaryRange | null {
  if (text) {
    const lower = text.toLowerCase();
    const numbers = (lower.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map(amount).filter((n) => Number.isFinite(n) && n > 0);
    if (numbers.length > 0) {
      const [a, b = a] = numbers;
      const min = Math.min(a, b);
      const max = Math.max(a, b);
      if (/\blpa\b|lakh|lac\b/.test(lower)) return { min: min * LAKH, max: max * LAKH, unit: "YEAR" };
      if (/month|p\.?m\.?\b|monthly/.test(lower)) return { min, max, unit: "MONTH" };
      if (/hour|hr\b/.test(lower)) return { min, max, unit: "HOUR" };
      if (/annum|year|p\.?a\.?\b|yearly|ctc/.test(lower) || min >= LAKH) return { min, max, unit: "YEAR" };
      return null;
    }
  }
  if (payRate && payRate >= LAKH) return { min: payRate, max: payRate, unit: "YEAR" };
  return null;
}

/** Yearly pay in lakh, as the API and the cards show it: "₹6-9 LPA" (Hindi "₹6-9 लाख प्रति वर्ष"). */
export function formatLpa(min: number, max: number, lang: Lang = "en"): string {
  // Lakh amounts are small: grouping only matters past 999 lakh, and then in the Indian way.
  const n = (v: number) => (lang === "en" ? String(v) : v.toLocaleString("en-IN", { maximumFractionDigits: 2 }));
  const range = min === max ? n(min) : `${n(min)}-${n(max)}`;
  return m.jobs_salary_lpa({ range }, { locale: lang });
}

/** A count with Indian grouping (1,00,000), on English and Hindi pages alike. */
export function formatCount(n: number): string {
  return n.toLocaleString("en-IN");
}
