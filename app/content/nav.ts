import { site } from "#shared/content/site";
import { services } from "./services";

export interface NavLinkItem {
  label: string;
  to: string;
  description?: string;
  /** External links open in a new tab. */
  external?: boolean;
}

export interface NavGroup {
  id: "services" | "company" | "resources" | "innovations";
  label: string;
  /** "mega" renders a wide multi-column panel. */
  layout: "mega" | "list";
  items: NavLinkItem[];
  /** A link shown at the foot of the panel. */
  footerLink?: NavLinkItem;
}

export const primaryLink: NavLinkItem = { label: "Job list", to: "/job" };

export const navGroups: NavGroup[] = [
  {
    id: "services",
    label: "Services",
    layout: "mega",
    items: services.map((s) => ({ label: s.title, to: `/DetailService/${s.id}` })),
    footerLink: { label: "All services", to: "/services" },
  },
  {
    id: "company",
    label: "Company",
    layout: "list",
    items: [
      { label: "About us", to: "/about", description: "Who we are and how we work" },
      { label: "Careers", to: "/carrers", description: "Open positions at the agency" },
      { label: "Freelance recruiters", to: "/freelance-recruiters", description: "Earn by placing candidates" },
      { label: "Contact", to: "/contact", description: "Offices, phones and enquiries" },
      { label: "Submit your resume", to: "/upload", description: "Send us your CV" },
    ],
  },
  {
    id: "resources",
    label: "Resources",
    layout: "list",
    items: [
      { label: "Blog", to: "/blog", description: "Stories, interviews and hiring advice" },
      { label: "News", to: "/news", description: "Offices, hiring drives and events" },
      { label: "FAQ", to: "/faq", description: "Answers to common questions" },
      { label: "For employers", to: "/employes", description: "How we help you hire" },
      { label: "For freshers", to: "/fresher", description: "Campus hiring and first jobs" },
    ],
  },
  {
    id: "innovations",
    label: "Innovations",
    layout: "list",
    items: site.partnerSites.map((p) => ({
      label: p.name,
      to: p.url,
      description: p.description,
      external: true,
    })),
  },
];

export const footerLinks: NavLinkItem[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Privacy Policy", to: "/policy" },
  { label: "Disclaimer", to: "/disclaimer" },
];
