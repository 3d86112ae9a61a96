import type { ReactNode } from "react";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { formatLpa } from "#shared/lib/salary";

/**
 * Job data from the ATS (titles, companies, places, skills, industries) stays
 * as written, in English: on a page in another language the element holding it says so, so
 * a screen reader switches voice (issue 24). Spread on that element:
 * `<span {...atsText(lang)}>`. Nothing on an English page.
 */
export function atsText(lang: Lang): { lang?: "en" } {
  return lang === "en" ? {} : { lang: "en" };
}

/** ATS text inline: wrapped in `<span lang="en">` on a page in another language, left as it is on an English one. */
export function Ats({ lang, children }: { lang: Lang; children: ReactNode }) {
  return lang === "en" ? children : <span lang="en">{children}</span>;
}

/** A job's years of experience as the API gives them ("3-5", "3+", "3", none): "3-5 yr" / "3-5 साल". */
export function experienceText(years: string | null, lang: Lang): string {
  return years ? m.jobs_experience_years({ years }, { locale: lang }) : m.jobs_experience_unknown({}, { locale: lang });
}

/** Yearly pay in lakh, as a card shows it: "₹6-9 LPA" (Hindi "₹6-9 लाख प्रति वर्ष"). */
export function salaryText(salary: { min: number; max: number }, lang: Lang): string {
  return formatLpa(salary.min, salary.max, lang);
}
