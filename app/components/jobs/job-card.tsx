import { JobCardActions } from "./job-actions";
import { JobFacts } from "./job-facts";

export interface JobCardData {
  id: number;
  title: string;
  client: string;
  place: string;
  zipCode: string;
  /** e.g. "3-5 yr". */
  experience: string;
  postedAt: string | null;
  /** Yearly pay as the API shows it ("₹6-9 LPA"), when the job says. */
  salary?: string | null;
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
      <JobFacts
        className="job-card-facts"
        client={job.client}
        place={job.place}
        placeTag={remote}
        experience={job.experience}
        salary={job.salary}
        postedAt={job.postedAt}
        today={today}
      />
      <JobCardActions job={{ id: job.id, title: job.title, company: job.client, city: job.place }} />
      <span className="job-card-cta" aria-hidden="true">
        View details →
      </span>
    </article>
  );
}
