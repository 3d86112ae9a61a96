import type { Webinar } from "./types";

/** Seminars and webinars open for registration, soonest first. */
export const upcomingSeminars: Webinar[] = [
  {
    title: "Permanent Staffing in 2027: Planning Your Hiring Budget and Timelines",
    date: "2026-12-10",
    description:
      "How to turn next year's business plan into a permanent hiring plan: realistic time-to-join with 30 to 90 day notice periods, salary bands by city, and when to use an agency.",
  },
  {
    title: "Temporary Staffing for Peak Seasons: Wages, Attendance and Compliance",
    date: "2027-01-14",
    description:
      "A practical session for retail, e-commerce and warehouse teams on planning seasonal manpower, minimum wage checks, and the records a principal employer should keep on file.",
  },
  {
    title: "Contract Staffing and the Labour Codes: What Employers Should Review",
    date: "2027-02-04",
    description:
      "An overview, in general terms, of how the four Labour Codes affect contract engagements, the definition of wages, and the monthly proof of PF and ESIC deposits to ask your vendor for.",
  },
  {
    title: "Executive Search Explained: From Talent Mapping to the First 90 Days",
    date: "2027-02-25",
    description:
      "Our search consultants walk through a leadership search step by step, covering position briefs, market maps, assessing shortlists, handling counter-offers and post-hire support.",
  },
];

/** Past sessions available to watch again, most recent last. */
export const webinarRecordings: Webinar[] = [
  {
    title: "Permanent Staffing: Writing Job Descriptions That Attract the Right Candidates",
    date: "2026-03-19",
    description:
      "Recorded session on turning a vague requirement into a clear brief, separating must-have from good-to-have skills, and stating salary and work mode honestly.",
  },
  {
    title: "Temporary Staffing for Festive Season Hiring in Retail and Logistics",
    date: "2026-06-11",
    description:
      "How retailers and logistics firms plan extra store and warehouse staff for the Diwali season, with lead times, training plans and replacement arrangements.",
  },
  {
    title: "Contract Staffing vs Permanent Hiring: Choosing the Right Model",
    date: "2026-08-20",
    description:
      "A comparison of cost, speed, flexibility and compliance for contract and permanent roles, with examples from IT, BFSI and manufacturing projects.",
  },
  {
    title: "Executive Search: Hiring Leaders in a Candidate-Short Market",
    date: "2026-10-15",
    description:
      "Why senior searches take eight to fourteen weeks, how to keep a confidential search on track, and what candidates at leadership level look for before they move.",
  },
];
