import { Briefcase, Building2, CalendarDays, IndianRupee, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { formatPostedDate } from "#shared/lib/dates";

/**
 * What every job shows under its title, in a card and on its page: company,
 * place (with a tag such as "Remote"), experience, salary where known and
 * posted date. The job
 * page adds its own facts after these (`children`).
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
  children,
}: {
  className: string;
  client: string;
  place: string;
  placeTag?: string | null;
  experience: string;
  salary?: string | null;
  postedAt: string | null;
  today: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      <li>
        <Building2 aria-hidden="true" />
        <span className="visually-hidden">Company: </span>
        {client || "Confidential client"}
      </li>
      <li>
        <MapPin aria-hidden="true" />
        <span className="visually-hidden">Location: </span>
        {place}
        {placeTag ? <span className="job-tag">{placeTag}</span> : null}
      </li>
      <li>
        <Briefcase aria-hidden="true" />
        <span className="visually-hidden">Experience: </span>
        {experience}
      </li>
      {salary ? (
        <li>
          <IndianRupee aria-hidden="true" />
          <span className="visually-hidden">Salary: </span>
          {salary}
        </li>
      ) : null}
      <li>
        <CalendarDays aria-hidden="true" />
        <span className="visually-hidden">Posted: </span>
        {formatPostedDate(postedAt, today)}
      </li>
      {children}
    </ul>
  );
}
