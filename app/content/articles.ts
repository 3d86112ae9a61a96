import type { Article } from "./types";

/**
 * Blog article metadata. The body of each article lives in
 * ./articles/{id}.md and is rendered on the server.
 */
export const articles: Article[] = [
  {
    id: 1,
    title: "Interview No-Shows: Why Candidates Disappear and What You Can Do",
    author: "Ananya Deshpande",
    date: "2025-02-11",
    category: "Hiring",
    summary:
      "Why confirmed candidates skip interviews, and the practical steps employers and recruiters can take to improve attendance.",
    image: "/images/articles/1.svg",
    imageAlt: "Abstract illustration of an empty chair facing an interview desk with a calendar and a clock",
  },
  {
    id: 2,
    title: "Building a Leadership Culture People Want to Work In",
    author: "Meera Iyer",
    date: "2025-06-24",
    category: "HR Strategy",
    summary:
      "Leadership culture is what managers do every day, not what the values poster says. How to recognise, measure and improve it.",
    image: "/images/articles/2.svg",
    imageAlt:
      "Abstract illustration of connected figures climbing a staircase, with one figure reaching back to help another",
  },
  {
    id: 3,
    title: "Behavioural Interview Questions and the STAR Method, with Examples",
    author: "Ananya Deshpande",
    date: "2026-03-05",
    category: "Careers",
    summary:
      "How behavioural questions work, how to use the STAR method to answer and assess them, and sample questions with strong answers.",
    image: "/images/articles/3.svg",
    imageAlt: "Abstract illustration of two speech bubbles and a four-pointed star divided into four segments",
  },
  {
    id: 4,
    title: "Working with Campus Placement Cells: A Guide for Employers",
    author: "Farhan Qureshi",
    date: "2025-08-19",
    category: "Freshers",
    summary:
      "Placement cells can be real partners in campus hiring. How to build the relationship, run a smooth drive and keep offers from slipping.",
    image: "/images/articles/4.svg",
    imageAlt: "Abstract illustration of a college building with a graduation cap and arrows leading to an office tower",
  },
  {
    id: 5,
    title: "Making Internships Worthwhile for Students and Employers",
    author: "Farhan Qureshi",
    date: "2026-04-14",
    category: "Freshers",
    summary:
      "A practical guide to internships that deliver real learning for students and a dependable hiring pipeline for employers.",
    image: "/images/articles/5.svg",
    imageAlt:
      "Abstract illustration of a student and a mentor working together at a laptop, surrounded by project cards",
  },
  {
    id: 6,
    title: "Understanding the Skill Gap in India's Workforce",
    author: "Rohan Kulkarni",
    date: "2025-01-20",
    category: "Industry",
    summary:
      "Why employers struggle to find job-ready talent despite many graduates, and what employers, educators and job seekers can do about it.",
    image: "/images/articles/6.svg",
    imageAlt: "Abstract illustration of two cliff edges labelled with gears and books, joined by a partly built bridge",
  },
  {
    id: 7,
    title: "How to Optimise Your Resume for Applicant Tracking Systems",
    author: "Kavya Reddy",
    date: "2025-10-07",
    category: "Careers",
    summary:
      "How applicant tracking systems read resumes, and the formatting and keyword choices that help your profile reach a recruiter.",
    image: "/images/articles/7.svg",
    imageAlt:
      "Abstract illustration of a resume document passing through a scanner beam with highlighted keyword lines",
  },
  {
    id: 8,
    title: "Diversity Hiring: A Practical Approach for Indian Employers",
    author: "Meera Iyer",
    date: "2026-07-21",
    category: "HR Strategy",
    summary:
      "How to widen your talent pool, write inclusive job descriptions, reduce bias in selection and keep diverse hires once they join.",
    image: "/images/articles/8.svg",
    imageAlt: "Abstract illustration of many differently coloured and shaped figures standing together under one roof",
  },
  {
    id: 9,
    title: "Pre-Placement Offers: What Students and Employers Should Know",
    author: "Farhan Qureshi",
    date: "2025-04-08",
    category: "Freshers",
    summary:
      "How pre-placement offers work, what students should check before accepting one, and how employers can run a fair PPO process.",
    image: "/images/articles/9.svg",
    imageAlt:
      "Abstract illustration of an offer letter emerging from an envelope beside an internship badge and a calendar",
  },
  {
    id: 10,
    title: "The Biggest Challenges Facing the Staffing Industry in India",
    author: "Rohan Kulkarni",
    date: "2026-01-13",
    category: "Industry",
    summary:
      "Compliance, margins, attrition, skill shortages and technology: the pressures on staffing firms and how responsible firms are responding.",
    image: "/images/articles/10.svg",
    imageAlt:
      "Abstract illustration of a balance scale holding a stack of documents on one side and a group of workers on the other",
  },
  {
    id: 11,
    title: "The Role of Recruitment Agencies in Modern Hiring",
    author: "Siddharth Menon",
    date: "2025-05-27",
    category: "Hiring",
    summary:
      "What recruitment agencies actually do, when they add the most value for employers and candidates, and how to work with one well.",
    image: "/images/articles/11.svg",
    imageAlt:
      "Abstract illustration of a central hub linking a briefcase on one side and a group of job seekers on the other",
  },
  {
    id: 12,
    title: "Remote and Hybrid Hiring in India: A Practical Guide",
    author: "Kavya Reddy",
    date: "2026-09-15",
    category: "Hiring",
    summary:
      "How to describe, assess, onboard and manage remote and hybrid hires in India, including state-wise compliance points to check.",
    image: "/images/articles/12.svg",
    imageAlt:
      "Abstract illustration of a laptop at home and an office building connected by a dotted path across a map of India",
  },
  {
    id: 13,
    title: "How AI Is Revolutionizing Talent Acquisition",
    author: "Siddharth Menon",
    date: "2025-11-18",
    category: "HR Strategy",
    summary:
      "Where AI genuinely helps in sourcing, screening and scheduling, the risks of bias and over-filtering, and how to adopt it responsibly.",
    image: "/images/articles/13.svg",
    imageAlt: "Abstract illustration of a circuit-patterned head beside a row of candidate profile cards being sorted",
  },
  {
    id: 14,
    title: "Understanding Whitepapers: A Guide for HR Teams",
    author: "Meera Iyer",
    date: "2026-05-26",
    category: "HR Strategy",
    summary:
      "What a whitepaper is, how it differs from other content, how HR teams use it, and the questions to ask before trusting one.",
    image: "/images/articles/14.svg",
    imageAlt:
      "Abstract illustration of a stack of white documents with a magnifying glass over a chart on the top page",
  },
  {
    id: 15,
    title: "Competency Mapping: A Step-by-Step Guide",
    author: "Meera Iyer",
    date: "2025-09-09",
    category: "HR Strategy",
    summary:
      "How to define competencies, set proficiency levels and use the resulting map for hiring, training, reviews and career paths.",
    image: "/images/articles/15.svg",
    imageAlt:
      "Abstract illustration of a grid of coloured blocks rising in levels, linked to a simple figure by connecting lines",
  },
  {
    id: 16,
    title: "W2 vs C2C: A Plain-Language Guide for Recruiters",
    author: "Siddharth Menon",
    date: "2026-02-17",
    category: "Freelance Recruiting",
    summary:
      "The difference between W2 and corp-to-corp arrangements for US roles, with a side-by-side comparison and practical tips for recruiters.",
    image: "/images/articles/16.svg",
    imageAlt:
      "Abstract illustration of two contract documents side by side, one with a person icon and one with a building icon",
  },
  {
    id: 17,
    title: "Nine Channels for Sourcing Freshers",
    author: "Farhan Qureshi",
    date: "2026-06-09",
    category: "Freshers",
    summary:
      "From campus drives and internships to hackathons, skilling institutes and walk-ins: nine ways to find good entry-level talent.",
    image: "/images/articles/17.svg",
    imageAlt:
      "Abstract illustration of nine coloured streams flowing into a single funnel above a group of young graduates",
  },
  {
    id: 18,
    title: "Closing the Skill Gap with a Freelance Recruiter Platform",
    author: "Rohan Kulkarni",
    date: "2026-10-06",
    category: "Freelance Recruiting",
    summary:
      "Many skill shortages are really reach problems. How a network of specialist freelance recruiters helps employers find hard-to-find talent.",
    image: "/images/articles/18.svg",
    imageAlt:
      "Abstract illustration of a network of connected dots spread across a map, converging on a single highlighted role card",
  },
  {
    id: 19,
    title: "How to Become a Freelance Recruiter in Nine Steps",
    author: "Siddharth Menon",
    date: "2025-12-09",
    category: "Freelance Recruiting",
    summary:
      "A practical path into freelance recruiting in India, from choosing a niche and setting up your tools to winning clients and growing.",
    image: "/images/articles/19.svg",
    imageAlt:
      "Abstract illustration of a winding path with nine stepping stones leading to a desk with a laptop and a phone",
  },
];

export function getArticle(id: number): Article | undefined {
  return articles.find((article) => article.id === id);
}
