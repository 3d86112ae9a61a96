import type { Benefit, SocialStat, Step } from "./types";

/* ------------------------------------------------------------------ */
/* About                                                               */
/* ------------------------------------------------------------------ */

export const aboutIntro = `Kshitij Talent Partners is a staffing and recruitment agency founded in Pune in 2016. We help employers across India hire permanent, temporary and contract staff, and we support them with payroll, labour compliance, campus hiring and HR consulting. From our head office in Baner, Pune and our office in HITEC City, Hyderabad, we recruit for clients in IT and ITES, BFSI, healthcare, manufacturing, retail and several other sectors, in cities such as Mumbai, Pune, Hyderabad and Bangalore.

Our recruiters specialise by industry, so the person handling a role understands its skills, salary levels and where its people work. We speak to every candidate before sharing a profile, we tell clients plainly what the market will offer for their budget, and we keep job seekers informed at each stage. We never charge candidates a fee: our work is paid for by the employers we serve.`;

export const aboutMission = `Our mission is to make hiring in India fairer, faster and more honest for both sides of the table: to give employers reliable people and sound advice, and to give job seekers accurate information, respectful treatment and a real chance at work that suits them.`;

export const isoNotice = `Kshitij Talent Partners Pvt. Ltd. operates a quality management system certified to ISO 9001:2015 for recruitment, staffing and payroll services. Our processes are reviewed through regular internal audits and an annual external surveillance audit.`;

export const aboutValues: Benefit[] = [
  {
    title: "Honesty",
    description:
      "We tell clients what the market will realistically deliver, and we tell candidates the truth about roles, salaries and locations, even when it is not what they hoped to hear.",
  },
  {
    title: "Respect for candidates",
    description:
      "Every applicant deserves a timely reply and clear feedback. We never ask job seekers for money, and we handle their personal data with care.",
  },
  {
    title: "Accountability",
    description:
      "We put commitments in writing, report progress every week and take responsibility for mistakes. Statutory dues for staff on our rolls are deposited on time and evidenced every month.",
  },
  {
    title: "Depth over volume",
    description:
      "We would rather send three well-screened profiles than thirty unread resumes. Our recruiters specialise by industry so they can judge quality, not just keywords.",
  },
];

/* ------------------------------------------------------------------ */
/* Careers                                                             */
/* ------------------------------------------------------------------ */

/** One line under the careers page heading. */
export const careersLead =
  "Help people make one of the biggest decisions of their working lives, with colleagues who teach, share and celebrate wins together.";

export const careersIntro = `Recruitment is a people business, and our own team is the reason clients and candidates come back to us. We look for colleagues who are curious, organised and honest, and who enjoy helping people make one of the biggest decisions in their working lives. Whether you are an experienced recruiter, a payroll or compliance professional, or a graduate looking for a first role in HR, you will find real responsibility here and people willing to teach you.

Our team works from Pune and Hyderabad, with hybrid arrangements for many roles. If you would rather work independently, our freelance recruiter programme lets you work on live mandates on your own schedule.`;

export const careersBenefits: Benefit[] = [
  {
    title: "Learn from specialists",
    description:
      "New recruiters are paired with senior colleagues in their industry and get structured training on sourcing, screening, client handling and labour law basics.",
  },
  {
    title: "Clear, fair incentives",
    description:
      "Alongside a fixed salary, recruiters earn incentives on successful placements under a written scheme that everyone can read and check.",
  },
  {
    title: "Flexible working",
    description:
      "Many roles follow a hybrid pattern, with some fully remote options in recruitment and research. We care about results, not hours seen at a desk.",
  },
  {
    title: "Room to grow",
    description:
      "Recruiters can move into account management, executive search, RPO delivery or team leadership. Promotions are reviewed twice a year against published criteria.",
  },
  {
    title: "Benefits that matter",
    description:
      "PF, ESIC or group health insurance as applicable, paid leave, a learning allowance for certifications, and a team that celebrates wins together.",
  },
];

export const careersSocialStats: SocialStat[] = [
  { platform: "LinkedIn", count: "18K+" },
  { platform: "Instagram", count: "9K+" },
  { platform: "Facebook", count: "12K+" },
  { platform: "YouTube", count: "4K+" },
];

/* ------------------------------------------------------------------ */
/* Freelance recruiters                                                */
/* ------------------------------------------------------------------ */

export const freelanceIntro = `Our freelance recruiter programme is for independent recruiters, HR professionals and small placement firms who want to work on real client mandates without having to find clients themselves. You source and screen candidates from your own networks; our account managers handle the client relationship, interviews, offers and billing. When a candidate you sourced joins and completes the agreed period, you earn a share of the fee.

Joining is free, you choose your sectors, locations and hours, and everything runs through our Recruiter Network platform. Earnings depend on successful placements, and every partner follows the same rule we do: candidates are never charged.`;

export const freelanceSteps: Step[] = [
  {
    title: "Registration",
    description:
      "Sign up on the Recruiter Network platform with your name, contact details, experience and the sectors and cities you recruit for. There is no joining fee.",
  },
  {
    title: "Profile Completion",
    description:
      "Complete your profile, verify your identity and bank details, and sign the partner agreement covering fee shares, payment terms, confidentiality and data protection.",
  },
  {
    title: "Access to Opportunities",
    description:
      "Browse live mandates that match your expertise. Each one includes a job brief, salary range, interview process and the fee share on offer.",
  },
  {
    title: "Candidate Sourcing",
    description:
      "Find and screen suitable candidates, confirm their consent to be represented for the role, and submit them through the platform with your screening notes.",
  },
  {
    title: "Placement",
    description:
      "Our account team presents your candidates to the client, coordinates interviews and manages the offer. You can follow every step on your dashboard.",
  },
  {
    title: "Compensation",
    description:
      "Once your candidate joins and completes the agreed period, your fee share is paid to your bank account against your invoice, with TDS deducted as applicable.",
  },
];

export const freelanceServices: Benefit[] = [
  {
    title: "Live client mandates",
    description:
      "Access to open roles from established employers across IT, BFSI, healthcare, retail, manufacturing and more, without spending time on business development.",
  },
  {
    title: "Clear job briefs",
    description:
      "Every mandate comes with a written brief, salary range and interview process, plus regular feedback from the client on submitted candidates.",
  },
  {
    title: "Transparent tracking",
    description:
      "A dashboard shows the status of each submission, from screening to joining, and a clear ownership rule settles duplicate submissions fairly.",
  },
  {
    title: "Reliable payouts",
    description:
      "Fee shares and payment timelines are fixed in your partner agreement, and payments are made by bank transfer against your invoice.",
  },
  {
    title: "Support and learning",
    description:
      "A partner desk at our Pune office answers queries, and senior recruiters share market updates and sourcing techniques in regular online sessions.",
  },
];

/* ------------------------------------------------------------------ */
/* Employers                                                           */
/* ------------------------------------------------------------------ */

export const employersIntro = `Whether you need one specialist, a branch team or several hundred people for a seasonal peak, we help you hire with less effort and fewer surprises. Our recruiters specialise by industry, screen every candidate personally, and give you straight answers on salaries, notice periods and availability in your city.

Beyond recruitment, we can take payroll, statutory contributions and labour compliance off your hands, run campus and internship programmes, or manage your entire hiring process through RPO. Every engagement starts with a clear written scope and commercial terms, so you know exactly what you are paying for.`;

export const employersOffer: Benefit[] = [
  {
    title: "Permanent, temporary and contract staffing",
    description:
      "Full-time hires for your rolls, or skilled staff on our payroll for projects, peaks and leave cover, with wages and statutory dues handled by us.",
  },
  {
    title: "Executive search",
    description:
      "Confidential, research-led searches for senior and leadership roles, from talent mapping to offer closing and post-hire support.",
  },
  {
    title: "Bulk and campus hiring",
    description:
      "Walk-in drives, batch assessments, campus recruitment, internships, PPOs and graduate trainee programmes, planned around your joining dates.",
  },
  {
    title: "Recruitment process outsourcing",
    description:
      "A dedicated team that runs all or part of your hiring to agreed service levels, under your employer brand and approval rules.",
  },
  {
    title: "Payroll and compliance",
    description:
      "Monthly payroll with PF, ESIC, Professional Tax and TDS, plus registrations, registers and returns under central and state labour laws.",
  },
  {
    title: "HR consulting and market intelligence",
    description:
      "Salary benchmarks, workforce plans, HR policies and talent maps based on what we see in the market every day.",
  },
];

export const employersProcess: Step[] = [
  {
    title: "Enquiry",
    description:
      "Tell us what you need through the enquiry form, by phone or by e-mail. We respond within one working day to set up a briefing.",
  },
  {
    title: "Briefing and proposal",
    description:
      "We discuss the roles, skills, locations, budget and timelines with your team, then send a written proposal with scope and commercial terms.",
  },
  {
    title: "Sourcing and screening",
    description:
      "Our specialist recruiters search, interview and assess candidates, and you receive a focused shortlist with notes on each profile.",
  },
  {
    title: "Interviews and offer",
    description:
      "We schedule interviews, gather feedback, support salary discussions and help you make offers that candidates are likely to accept.",
  },
  {
    title: "Joining and follow-up",
    description:
      "We stay in touch with selected candidates through their notice period, support joining formalities and check in after they start.",
  },
];

/* ------------------------------------------------------------------ */
/* Freshers                                                            */
/* ------------------------------------------------------------------ */

export const freshersIntro = `Starting your career is exciting and often confusing. Campus placements, internships, pre-placement offers and off-campus openings all work differently, and it is not always clear where to begin. We work with colleges and employers across India to help students and recent graduates find their first opportunities, and we share what we have learnt about making a good start.

Everything we offer to freshers is free. No genuine employer or agency will ask you to pay for an interview, a training course or an offer letter; if anyone does, treat it as a warning sign and report it to us.`;

export const freshersSections: Benefit[] = [
  {
    title: "Campus hiring",
    description:
      "We run campus drives with employers in IT, manufacturing, BFSI, retail and other sectors, including at colleges in tier-2 and tier-3 cities. Ask your placement cell whether your college is part of our Campus Connect network.",
  },
  {
    title: "Internships",
    description:
      "We manage internships lasting 1 to 6 months, in office, hybrid and work-from-home formats. Internships give you real work for your resume and a chance to test a field before committing to it.",
  },
  {
    title: "Pre-placement offers (PPOs)",
    description:
      "Many of the internships we manage can lead to a pre-placement offer for interns who perform well. Treat every internship as a long interview: be punctual, ask questions and finish what you start.",
  },
  {
    title: "Graduate trainee programmes",
    description:
      "Some employers hire freshers as graduate engineer trainees or management trainees, with structured training and rotations before confirmation. These programmes are a strong foundation for a long career.",
  },
  {
    title: "Advice for your first job",
    description:
      "From writing a one-page resume to understanding your CTC and payslip, our recruiters share practical guidance through webinars, articles and one-to-one conversations with registered candidates.",
  },
];

export const freshersTips: string[] = [
  "Keep your resume to one page, with your education, projects, internships and skills, and check it for spelling errors.",
  "Read the job description before every interview and prepare two or three examples from college projects or internships.",
  "Understand the difference between CTC and in-hand salary; PF, Professional Tax and other deductions reduce your monthly take-home pay.",
  "Never pay anyone for a job, interview or offer letter. Genuine employers and agencies do not charge candidates.",
  "Read your offer letter carefully, including the probation period, notice period and any training bond, and ask questions before you sign.",
  "Join on time with all your documents ready: identity proof, PAN, Aadhaar, mark sheets, bank details and photographs.",
  "In your first three months, focus on learning, ask for feedback from your manager and keep notes on what you learn.",
  "Activate your UAN on the EPFO member portal once your employer shares it, and keep it safe so you can transfer your PF when you change jobs.",
];

/** The social channels shown as scan codes on the careers page (QR images in /images/qr/). */
export const careersScanChannels: { id: "linkedin" | "instagram" | "facebook"; label: string; note: string }[] = [
  { id: "linkedin", label: "LinkedIn", note: "Openings at the agency, hiring news and articles from our recruiters." },
  {
    id: "instagram",
    label: "Instagram",
    note: "Life at our Pune and Hyderabad offices, events and quick career tips.",
  },
  { id: "facebook", label: "Facebook", note: "Walk-in drives, campus events and webinar announcements." },
];

export const careersVideo = {
  title: "How to write a resume recruiters read",
  description:
    "In twelve minutes, one of our senior recruiters walks through a real resume: what a recruiter looks at in the first thirty seconds, how to describe projects and results, and the mistakes that get good candidates overlooked.",
};
