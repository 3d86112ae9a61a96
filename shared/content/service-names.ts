/**
 * The services' slugs and names, in the order shown on the services page: all
 * the enquiry form (and its schema, shared with the browser) needs of them.
 * The cards' copy and artwork are in ./services.ts, which builds on this list.
 */
export const SERVICE_NAMES = [
  { slug: "permanent-staffing", title: "Permanent Staffing" },
  { slug: "temporary-staffing", title: "Temporary Staffing" },
  { slug: "contract-staffing", title: "Contract Staffing" },
  { slug: "executive-search", title: "Executive Search" },
  { slug: "recruitment-process-outsourcing-rpo", title: "Recruitment Process Outsourcing (RPO)" },
  { slug: "skill-gap-assessment", title: "Skill Gap Assessment" },
  { slug: "internship-program-management", title: "Internship Program Management" },
  { slug: "diversity-inclusion-hiring-initiatives", title: "Diversity & Inclusion Hiring Initiatives" },
  { slug: "onboarding-and-training-support", title: "Onboarding and Training Support" },
  { slug: "pre-placement-offer-ppo-recruitment", title: "Pre-Placement Offer (PPO) Recruitment" },
  { slug: "remote-talent-pooling", title: "Remote Talent Pooling" },
  { slug: "payroll-management", title: "Payroll Management" },
  { slug: "labour-compliance-management", title: "Labour Compliance Management" },
  { slug: "freelance-recruiter-partnership", title: "Freelance Recruiter Partnership" },
  { slug: "outplacement-services", title: "Outplacement Services" },
  { slug: "hr-consulting-and-strategy", title: "HR Consulting and Strategy" },
  { slug: "talent-mapping-and-market-intelligence", title: "Talent Mapping and Market Intelligence" },
  { slug: "graduate-trainee-programs", title: "Graduate Trainee Programs" },
] as const;

export type ServiceSlug = (typeof SERVICE_NAMES)[number]["slug"];

/** A service's slug and title by slug (a typo is a type error). */
export function serviceName(slug: ServiceSlug): { slug: string; title: string } {
  const found = SERVICE_NAMES.find((s) => s.slug === slug);
  if (!found) throw new Error(`unknown service ${slug}`);
  return found;
}
