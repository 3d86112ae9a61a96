import type { NewsItem } from "./types";

/** Agency news, shown on the news page and home page. */
export const news: NewsItem[] = [
  {
    id: 1,
    title: "Kshitij Talent Partners Opens Its Hyderabad Office in HITEC City",
    author: "Rohan Kulkarni",
    date: "2025-03-17",
    description:
      "Our second office, in HITEC City, Madhapur, is now open. The Hyderabad team will support clients across Telangana and Andhra Pradesh with permanent recruitment, contract staffing and payroll services. Candidates in the region can now meet our recruiters in person for career guidance and interviews.",
    tags: ["Expansion", "Hyderabad", "Company News"],
    image: "/images/news/1.svg",
    imageAlt: "Abstract illustration of a glass office tower with a location pin and a ribbon across the entrance",
  },
  {
    id: 2,
    title: "Campus Hiring Drive Reaches Engineering Colleges Across Maharashtra",
    author: "Farhan Qureshi",
    date: "2025-08-04",
    description:
      "Our campus team has begun a season-long hiring drive with engineering and commerce colleges in Pune, Nashik, Aurangabad and Kolhapur. Students will take a common online assessment, and shortlisted candidates will interview with several of our client companies in a single pooled event. Placement officers who would like their college included can write to our campus team.",
    tags: ["Campus Hiring", "Freshers", "Maharashtra"],
    image: "/images/news/2.svg",
    imageAlt: "Abstract illustration of graduation caps rising above a row of college buildings joined by a road",
  },
  {
    id: 3,
    title: "Free Webinar on Payroll Compliance Under the Labour Codes",
    author: "Rohan Kulkarni",
    date: "2025-11-03",
    description:
      "We hosted a free online session for HR and finance teams on preparing payroll for the transition to the new labour codes. Our compliance specialists covered the revised definition of wages, state-level contributions and common record-keeping gaps. A recording is available on request.",
    tags: ["Webinar", "Payroll", "Compliance"],
    image: "/images/news/3.svg",
    imageAlt: "Abstract illustration of a laptop screen showing a presenter beside a payslip and a checklist",
  },
  {
    id: 4,
    title: "Kshitij Talent Partners Recertified to ISO 9001:2015",
    author: "Meera Iyer",
    date: "2026-01-22",
    description:
      "Following an external surveillance and recertification audit, our quality management system has been recertified to the ISO 9001:2015 standard. The certification covers recruitment, staffing and payroll processes at both our Pune and Hyderabad offices.",
    tags: ["ISO 9001", "Quality", "Company News"],
    image: "/images/news/4.svg",
    imageAlt: "Abstract illustration of a certificate with a rosette seal and a checkmark inside a shield",
  },
  {
    id: 5,
    title: "Recruiter Network Welcomes Its 1,000th Freelance Recruiter",
    author: "Siddharth Menon",
    date: "2026-03-30",
    description:
      "Our freelance recruiter platform, Recruiter Network, now has more than a thousand verified independent recruiters working on client requirements from across India. To mark the milestone, we are launching monthly online clinics where experienced members share sourcing and closing techniques with newer recruiters.",
    tags: ["Freelance Recruiters", "Milestone", "Recruiter Network"],
    image: "/images/news/5.svg",
    imageAlt:
      "Abstract illustration of a network of connected profile icons forming the outline of the number one thousand",
  },
  {
    id: 6,
    title: "Diversity Hiring Partnership with the Sahyatri Livelihoods Foundation",
    author: "Meera Iyer",
    date: "2026-05-12",
    description:
      "We have partnered with the Sahyatri Livelihoods Foundation, a non-profit that trains and mentors job seekers with disabilities and women returning to work. Together we will run job-readiness workshops and connect trained candidates with inclusive employers among our clients. The first cohort begins in Pune and Hyderabad this quarter.",
    tags: ["Diversity", "Partnership", "Inclusion"],
    image: "/images/news/6.svg",
    imageAlt: "Abstract illustration of two hands shaking in front of a circle of diverse figures",
  },
  {
    id: 7,
    title: "Kshitij Job Fair Brings Employers and Job Seekers Together in Pune",
    author: "Ananya Deshpande",
    date: "2026-07-18",
    description:
      "Our one-day job fair in Pune hosted employers from IT services, manufacturing, retail and banking operations, with on-the-spot interviews for freshers and experienced candidates. Visitors also attended free resume review sessions with our recruiters. Candidates who could not attend can still upload their resumes for matching roles.",
    tags: ["Job Fair", "Pune", "Events"],
    image: "/images/news/7.svg",
    imageAlt: "Abstract illustration of exhibition booths with banners and small groups of people talking",
  },
  {
    id: 8,
    title: "New Skill Assessment Service for Faster, Fairer Shortlisting",
    author: "Kavya Reddy",
    date: "2026-08-25",
    description:
      "Employers can now add role-specific skill assessments to their hiring with us, covering aptitude, communication, office tools and selected technical skills. Results are reviewed by our recruiters alongside interviews, so candidates are judged on what they can do rather than only on their CVs.",
    tags: ["Assessments", "New Service", "Hiring"],
    image: "/images/news/8.svg",
    imageAlt: "Abstract illustration of a clipboard with a progress bar and a set of coloured skill badges",
  },
  {
    id: 9,
    title: "Kshitij Named Staffing Partner of the Year at the Deccan People Practices Awards",
    author: "Ananya Deshpande",
    date: "2026-10-09",
    description:
      "We are honoured to receive the Staffing Partner of the Year award from the Deccan People Practices Forum, an independent association of HR professionals. The jury recognised our work on compliant contract staffing and our campus and diversity hiring programmes. We thank our clients, associates and recruiters who made this possible.",
    tags: ["Award", "Recognition", "Company News"],
    image: "/images/news/9.svg",
    imageAlt: "Abstract illustration of a trophy on a podium with confetti and a ribbon banner",
  },
];
