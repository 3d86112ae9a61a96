import { serviceName } from "#shared/content/service-names";
import type { Service } from "./types";

/**
 * The agency's 18 services, in the order shown on the services page.
 * Long-form copy for each lives in ./services/{id}.md.
 */
export const services: Service[] = [
  {
    id: 1,
    ...serviceName("permanent-staffing"),
    summary:
      "Full-time hires for 13 industries, screened for skill, stability and fit, so your team grows with people who intend to stay.",
    cta: "Contact Us",
    image: "/images/services/1.svg",
  },
  {
    id: 2,
    ...serviceName("temporary-staffing"),
    summary:
      "Trained people on our rolls for peak seasons, leave cover and short projects, with attendance, wages and statutory dues handled by us.",
    cta: "Contact Us",
    image: "/images/services/2.svg",
  },
  {
    id: 3,
    ...serviceName("contract-staffing"),
    summary:
      "Skilled professionals on fixed-term contracts for projects and budgeted roles, with payroll and compliance kept on our side.",
    cta: "Contact Us",
    image: "/images/services/3.svg",
  },
  {
    id: 4,
    ...serviceName("executive-search"),
    summary:
      "A confidential, research-led search for senior and leadership roles, from market mapping to offer closing and settling-in support.",
    cta: "Contact Us",
    image: "/images/services/4.svg",
  },
  {
    id: 5,
    ...serviceName("recruitment-process-outsourcing-rpo"),
    summary:
      "Hand us all of your hiring or one defined part of it. Our team works to your process, your brand and agreed service levels.",
    cta: "Contact Us",
    image: "/images/services/5.svg",
  },
  {
    id: 6,
    ...serviceName("skill-gap-assessment"),
    summary:
      "A structured review of the skills your roles need against the skills your people have, with clear priorities for hiring and training.",
    cta: "Contact Us",
    image: "/images/services/6.svg",
  },
  {
    id: 7,
    ...serviceName("internship-program-management"),
    summary:
      "We plan, source and run internships of one to six months, from campus outreach and selection to stipends, reviews and certificates.",
    cta: "Contact Us",
    image: "/images/services/7.svg",
  },
  {
    id: 8,
    ...serviceName("diversity-inclusion-hiring-initiatives"),
    summary:
      "Practical help to widen your talent pool: women returners, persons with disabilities, first-generation graduates and fairer selection.",
    cta: "Contact Us",
    image: "/images/services/8.svg",
  },
  {
    id: 9,
    ...serviceName("onboarding-and-training-support"),
    summary:
      "Documentation, induction and role-readiness training that help new joiners settle in quickly and reduce early exits.",
    cta: "Contact Us",
    image: "/images/services/9.svg",
  },
  {
    id: 10,
    ...serviceName("pre-placement-offer-ppo-recruitment"),
    summary:
      "Turn internships into a hiring pipeline. We help you evaluate interns fairly and convert the right ones with pre-placement offers.",
    cta: "Contact Us",
    image: "/images/services/10.svg",
  },
  {
    id: 11,
    ...serviceName("remote-talent-pooling"),
    summary:
      "A ready, pre-screened pool of work-from-home and hybrid professionals across India, available for full-time, contract or project work.",
    cta: "Contact Us",
    image: "/images/services/11.svg",
  },
  {
    id: 12,
    ...serviceName("payroll-management"),
    summary:
      "Accurate monthly payroll with PF, ESIC, Professional Tax and TDS worked out, deposited and reported on time, state by state.",
    cta: "Contact Us",
    image: "/images/services/12.svg",
  },
  {
    id: 13,
    ...serviceName("labour-compliance-management"),
    summary:
      "Registrations, returns, registers and audit support under central and state labour laws, including contract labour requirements.",
    cta: "Contact Us",
    image: "/images/services/13.svg",
  },
  {
    id: 14,
    ...serviceName("freelance-recruiter-partnership"),
    summary:
      "Independent recruiters and sub-vendors work on our live mandates and earn a share of the fee for every candidate who joins and stays.",
    cta: "Contact Us",
    image: "/images/services/14.svg",
  },
  {
    id: 15,
    ...serviceName("outplacement-services"),
    summary:
      "Respectful career transition support for employees affected by restructuring: counselling, resume help, interview practice and job search.",
    cta: "Contact Us",
    image: "/images/services/15.svg",
  },
  {
    id: 16,
    ...serviceName("hr-consulting-and-strategy"),
    summary:
      "Advice on workforce planning, organisation design, HR policies and pay structures, grounded in how Indian companies actually hire.",
    cta: "Contact Us",
    image: "/images/services/16.svg",
  },
  {
    id: 17,
    ...serviceName("talent-mapping-and-market-intelligence"),
    summary:
      "Research on where the talent you need works, what it earns and how hard it is to hire, so your plans rest on evidence.",
    cta: "Get Started",
    image: "/images/services/17.svg",
  },
  {
    id: 18,
    ...serviceName("graduate-trainee-programs"),
    summary:
      "Structured trainee programmes for fresh graduates and diploma holders, from campus selection to training, rotation and confirmation.",
    cta: "Contact Us",
    image: "/images/services/18.svg",
  },
];

/** The service with this id (1-18), or undefined. */
export function getService(id: number): Service | undefined {
  return services.find((service) => service.id === id);
}
