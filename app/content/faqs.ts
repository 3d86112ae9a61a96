import type { FaqItem } from "./types";

/** Short FAQ block on the home page. */
export const homeFaqs: FaqItem[] = [
  {
    question: "What does Kshitij Talent Partners do?",
    answer:
      "We are a staffing and recruitment agency that helps employers hire permanent, temporary and contract staff, and helps job seekers find suitable openings. We also offer payroll management, labour compliance support, campus hiring and HR consulting.",
  },
  {
    question: "Do you have work from home, office and hybrid jobs?",
    answer:
      "Yes. Our clients hire for office-based, hybrid and fully work-from-home roles. Each job listing states the work mode, so you can apply only for the arrangements that suit you.",
  },
  {
    question: "Which industries do you recruit for?",
    answer:
      "We fill roles PAN India across IT and ITES, healthcare, BFSI, retail, manufacturing, FMCG, pharmaceuticals, logistics and several other sectors. Our recruiters specialise by industry, so they understand the roles they are hiring for.",
  },
  {
    question: "Which cities and states do you cover?",
    answer:
      "Our offices are in Pune, Maharashtra and Hyderabad, Telangana, and we recruit actively in Mumbai, Pune, Hyderabad and Bangalore. We also fill roles in other states for clients with operations across India.",
  },
  {
    question: "What salary range do your executive-level jobs offer?",
    answer:
      "Most executive-level openings we handle pay roughly 2.5 LPA to 10 LPA, depending on the role, industry, city and your experience. The salary range for each opening is shared with you before you interview.",
  },
  {
    question: "Do I have to pay anything to apply for a job through you?",
    answer:
      "No. Kshitij Talent Partners never charges candidates a fee for registration, interviews, training or placement. If anyone asks you for money in our name, do not pay and report it to us at hello@kshitijtalent.example.",
  },
  {
    question: "How do I submit my resume?",
    answer:
      "Use the resume form on our website to share your details and upload your resume, choosing the job you are interested in. A recruiter will contact you if your profile matches a current opening.",
  },
  {
    question: "Can I get alerts about new jobs?",
    answer:
      "Yes. Search the Job list for the work you want, then use “E-mail me new jobs like these” below the results to set up a job alert for that search: give your e-mail address and choose daily or weekly. The alert starts once you confirm it from the e-mail we send. Every alert e-mail has a link to change or stop it, and alerts are free.",
  },
  {
    question: "What services do you offer employers besides recruitment?",
    answer:
      "We offer payroll management, PF and ESIC registration, labour compliance support, recruitment process outsourcing (RPO), bulk hiring, campus hiring, internship and PPO programmes, training and onboarding, and HR consulting.",
  },
  {
    question: "Can you handle bulk hiring?",
    answer:
      "Yes. We run bulk hiring drives for roles such as customer support, retail staff, warehouse associates and field sales, including walk-in drives, batch assessments and induction training. Tell us the numbers, locations and start dates, and we will share a realistic plan.",
  },
  {
    question: "How can my company get in touch with you?",
    answer:
      "Fill in the enquiry form on our Contact page, call our head office on +91 98200 41234, or e-mail hello@kshitijtalent.example. We usually respond within one working day.",
  },
];

/** The full FAQ page. Covers every topic on the home page and more. */
export const faqPageFaqs: FaqItem[] = [
  {
    question: "What types of jobs can I find through Kshitij Talent Partners?",
    answer:
      "We recruit for work from home, office-based and hybrid roles, on permanent, contract and temporary terms. Every listing states the work mode and type of employment clearly, so you know what to expect before you apply.",
  },
  {
    question: "Do you offer jobs across India, and in which sectors?",
    answer:
      "Yes, we recruit PAN India for clients in IT, healthcare, BFSI, retail, manufacturing and other sectors. Most executive-level positions we handle pay roughly 2.5 LPA to 10 LPA, depending on the role, city and experience, and senior roles are handled separately through our executive search team.",
  },
  {
    question: "Which states and cities do you serve?",
    answer:
      "We are based in Maharashtra and Telangana, with offices in Pune and Hyderabad. We recruit regularly in Pune, Mumbai, Hyderabad and Bangalore, and support clients with sites in other states as well.",
  },
  {
    question: "Do you provide payroll services?",
    answer:
      "Yes. We run monthly payroll for employees on your rolls and for staff deployed through us, including salary calculation, payslips, PF, ESIC, Professional Tax and TDS deductions and deposits, and full and final settlements.",
  },
  {
    question: "Can you help with PF and ESIC registration?",
    answer:
      "Yes. We help establishments register under PF and ESIC where coverage applies, set up employee records, and file monthly contributions and returns. We also handle Professional Tax and Shops and Establishments registrations in the states where you operate.",
  },
  {
    question: "Do you offer legal advisory on labour laws?",
    answer:
      "We provide compliance advisory in general terms: identifying which labour law registrations, registers and returns apply to you, and keeping them up to date, including changes under the four Labour Codes. We are not a law firm, so for formal legal opinions or representation we recommend a qualified advocate and can work alongside them.",
  },
  {
    question: "Can placement agencies or recruiters work with you as sub-vendors?",
    answer:
      "Yes. Through our sub-vendor and freelance recruiter partnership, independent recruiters and small agencies can work on our live mandates and earn a share of the fee for successful placements. There is no joining fee, and partners must follow our code of conduct, including never charging candidates.",
  },
  {
    question: "Do you offer campus hiring, internships and PPO programmes?",
    answer:
      "Yes. We run campus hiring drives, manage internships lasting 1 to 6 months, and help employers convert strong interns through pre-placement offers (PPOs). We also design graduate trainee programmes for freshers.",
  },
  {
    question: "What is recruitment process outsourcing (RPO)?",
    answer:
      "RPO means we take responsibility for all or part of your hiring, working to your process and employer brand. You can choose full-cycle RPO for end-to-end hiring, or partial RPO for a specific project, function or stage of the process.",
  },
  {
    question: "Do you handle bulk hiring and training?",
    answer:
      "Yes. We run bulk hiring drives for roles such as customer support, retail, warehouse and field sales staff, and we provide induction and role-readiness training for new joiners. Share your volumes, locations and start dates, and we will propose a plan and timeline.",
  },
  {
    question: "How do I get job alerts?",
    answer:
      "Search the Job list for the work you want, by job title, skill, city or state. Below the results, “E-mail me new jobs like these” sets up a job alert for that search: give your e-mail address, choose daily or weekly, and confirm from the e-mail we send. Every alert e-mail has a link to change or stop it. Alerts are free, like every service we offer candidates. Our newsletter is separate: it carries hiring news, not job alerts.",
  },
  {
    question: "How can employers contact you?",
    answer:
      "Fill in the enquiry form on our Contact page at /contact, call +91 98200 41234, or e-mail hello@kshitijtalent.example. Tell us the service you need and a convenient time, and a member of our team will reply within one working day.",
  },
];

/** FAQs on the careers page: working at Kshitij and the freelance recruiter programme. */
export const careersFaqs: FaqItem[] = [
  {
    question: "What kinds of roles are available at Kshitij Talent Partners?",
    answer:
      "We hire for our own team in recruitment, client servicing, payroll operations, labour compliance, research and administration. Openings are posted on this page and shared on our social media channels.",
  },
  {
    question: "Where will I work if I join your team?",
    answer:
      "Our team works from the head office in Baner, Pune and the Hyderabad office in HITEC City. Many roles follow a hybrid pattern, and some recruitment and research roles can be done from home.",
  },
  {
    question: "Do I need prior recruitment experience to join?",
    answer:
      "Not always. We hire some freshers and career changers as trainee recruiters and train them on sourcing, screening and client communication. Experienced candidates are considered for specialist and senior roles.",
  },
  {
    question: "How do I apply, and what is the selection process?",
    answer:
      "E-mail your resume to careers@kshitijtalent.example with the role you are applying for in the subject line. Selection usually involves a phone screening, a short practical task and one or two interviews, and we aim to share a decision within two weeks of the final round.",
  },
  {
    question: "Does Kshitij Talent Partners ever ask candidates for money?",
    answer:
      "Never. We do not charge any fee to job seekers or to people applying to join our team, whether for registration, interviews, training or an offer letter. If someone asks you to pay in our name, please report it to hello@kshitijtalent.example.",
  },
  {
    question: "What is the freelance recruiter programme?",
    answer:
      "It lets independent recruiters and small placement firms work on our live client mandates through the Recruiter Network platform. You source and screen candidates, our account team manages the client process, and you earn a share of the fee when your candidate joins and completes the agreed period.",
  },
  {
    question: "Is there a fee to join the freelance recruiter programme?",
    answer:
      "No. Registration on the Recruiter Network platform is free. You will need to complete your profile, verify your identity and sign our partner agreement before you can access mandates.",
  },
  {
    question: "How and when are freelance recruiters paid?",
    answer:
      "Your fee share for each role is shown on the mandate before you start. It becomes payable after your candidate joins, completes the period stated in the partner agreement and the client has been invoiced, and it is paid to your bank account against your invoice, with TDS deducted as applicable.",
  },
  {
    question: "Can I work as a freelance recruiter part-time or from home?",
    answer:
      "Yes. Most freelance partners work from home and choose their own hours. Earnings depend entirely on successful placements, so we suggest focusing on sectors and locations where you already have a strong network.",
  },
];
