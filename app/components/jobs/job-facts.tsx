import type { ReactNode } from "react";
import { Icon } from "#app/components/icons/icon";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { formatPostedDate } from "#shared/lib/dates";
import { Ats, experienceText, salaryText } from "./format";

/**
 * What every job shows under its title, in a card and on its page: company,
 * place (with a tag such as "Remote"), experience, salary where known and
 * posted date. The job page adds its own facts after these (`children`).
 * The company and place are the ATS's words: `lang="en"` on a Hindi page.
 */
export function JobFacts({
  className,
  client,
  place,
  placeTag,
  experience,
  salary,
  postedAt,
  today,
  lang = "en",
  children,
}: {
  className: string;
  client: string;
  place: string;
  placeTag?: string | null;
  experience: string | null;
  salary?: { min: number; max: number } | null;
  postedAt: string | null;
  today: string;
  lang?: Lang;
  children?: ReactNode;
}) {
  const locale = { locale: lang };
  return (
    <ul className={className}>
      {/* `data-none`: no company to share or save (app/enhance/card-job.ts reads a card's facts). */}
      <li data-none={client ? undefined : ""}>
        <Icon name="building-complex" />
        <span className="visually-hidden">{m.jobs_fact_company({}, locale)}</span>
        {client ? <Ats lang={lang}>{client}</Ats> : m.jobs_confidential_client({}, locale)}
      </li>
      <li>
        <Icon name="map-pin" />
        <span className="visually-hidden">{m.jobs_fact_location({}, locale)}</span>
        <Ats lang={lang}>{place}</Ats>
        {placeTag ? <span className="job-tag">{placeTag}</span> : null}
      </li>
      <li>
        <Icon name="briefcase" />
        <span className="visually-hidden">{m.jobs_fact_experience({}, locale)}</span>
        {experienceText(experience, lang)}
      </li>
      {salary ? (
        <li>
          <Icon name="indian-rupee" />
          <span className="visually-hidden">{m.jobs_fact_salary({}, locale)}</span>
          {salaryText(salary, lang)}
        </li>
      ) : null}
      <li>
        <Icon name="calendar-days" />
        <span className="visually-hidden">{m.jobs_fact_posted({}, locale)}</span>
        {formatPostedDate(postedAt, today, lang)}
      </li>
      {children}
    </ul>
  );
}
