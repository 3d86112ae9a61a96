import { Briefcase, Building2, CalendarDays, MapPin } from "lucide-react";
import { formatPostedDate } from "#app/lib/dates";
import { JobCardActions } from "./job-actions";

export interface JobCardData {
  id: number;
  title: string;
  client: string;
  place: string;
  zipCode: string;
  /** e.g. "3-5 yr". */
  experience: string;
  postedAt: string | null;
  remote: "remote" | "hybrid" | "onsite";
}

const REMOTE_LABEL = { remote: "Remote", hybrid: "Hybrid", onsite: null } as const;

/** One job in a list (rendered by the server and by islands, so a plain link, not the router's): title, company, place, experience, posted date and a link. */
export function JobCard({ job, today, headingLevel = 3 }: { job: JobCardData; today: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const remote = REMOTE_LABEL[job.remote];
  return (
    <article className="job-card">
      <Heading className="job-card-title">
        <a href={`/jobdetails/${job.id}`} className="job-card-link">
          {job.title}
        </a>
      </Heading>
      <ul className="job-card-facts">
        <li>
          <Building2 aria-hidden="true" />
          <span className="visually-hidden">Company: </span>
          {job.client || "Confidential client"}
        </li>
        <li>
          <MapPin aria-hidden="true" />
          <span className="visually-hidden">Location: </span>
          {job.place}
          {remote ? <span className="job-tag">{remote}</span> : null}
        </li>
        <li>
          <Briefcase aria-hidden="true" />
          <span className="visually-hidden">Experience: </span>
          {job.experience}
        </li>
        <li>
          <CalendarDays aria-hidden="true" />
          <span className="visually-hidden">Posted: </span>
          {formatPostedDate(job.postedAt, today)}
        </li>
      </ul>
      <JobCardActions job={{ id: job.id, title: job.title, company: job.client, city: job.place }} />
      <span className="job-card-cta" aria-hidden="true">
        View details →
      </span>
    </article>
  );
}
