import { site } from "#shared/content/site";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { servicesFor } from "./localized";
import { services } from "./services";

/** A label in the page's language, from the shell catalog (messages/shell/*.json). */
export type Label = (lang: Lang) => string;

type Message = (inputs?: Record<string, never>, options?: { locale?: Lang }) => string;
const t =
  (message: Message): Label =>
  (lang) =>
    message({}, { locale: lang });
/** Text from the brand file (site.ts), written in English in both languages. */
const english =
  (text: string): Label =>
  () =>
    text;

export interface NavLinkItem {
  label: Label;
  /** An English path; the header localizes it for the page's language. */
  to: string;
  description?: Label;
  /** External links open in a new tab. */
  external?: boolean;
  /** The label and description are English whatever the page's language (partner sites' names). */
  english?: boolean;
}

export interface NavGroup {
  id: "services" | "company" | "resources" | "innovations";
  label: Label;
  /** "mega" renders a wide multi-column panel. */
  layout: "mega" | "list";
  items: NavLinkItem[];
  /** A link shown at the foot of the panel. */
  footerLink?: NavLinkItem;
}

/**
 * The menu name of a service: its title in the page's language, the one the
 * services page and the service's own page show (the Hindi names are in
 * shared/content/words/<code>.ts, the English ones in service-names.ts).
 */
export function serviceLabel(id: number): Label {
  return (lang) => servicesFor(lang).services.find((s) => s.id === id)?.title ?? "";
}

export const primaryLink: NavLinkItem = { label: t(m.shell_job_list), to: "/job" };

export const navGroups: NavGroup[] = [
  {
    id: "services",
    label: t(m.shell_nav_services),
    layout: "mega",
    items: services.map((s) => ({ label: serviceLabel(s.id), to: `/DetailService/${s.id}` })),
    footerLink: { label: t(m.shell_nav_all_services), to: "/services" },
  },
  {
    id: "company",
    label: t(m.shell_nav_company),
    layout: "list",
    items: [
      { label: t(m.shell_nav_about), to: "/about", description: t(m.shell_nav_about_desc) },
      { label: t(m.shell_nav_careers), to: "/carrers", description: t(m.shell_nav_careers_desc) },
      { label: t(m.shell_nav_freelance), to: "/freelance-recruiters", description: t(m.shell_nav_freelance_desc) },
      { label: t(m.shell_nav_contact), to: "/contact", description: t(m.shell_nav_contact_desc) },
      { label: t(m.shell_nav_upload), to: "/upload", description: t(m.shell_nav_upload_desc) },
    ],
  },
  {
    id: "resources",
    label: t(m.shell_nav_resources),
    layout: "list",
    items: [
      { label: t(m.shell_nav_blog), to: "/blog", description: t(m.shell_nav_blog_desc) },
      { label: t(m.shell_nav_news), to: "/news", description: t(m.shell_nav_news_desc) },
      { label: t(m.shell_nav_faq), to: "/faq", description: t(m.shell_nav_faq_desc) },
      { label: t(m.shell_nav_employers), to: "/employes", description: t(m.shell_nav_employers_desc) },
      { label: t(m.shell_nav_freshers), to: "/fresher", description: t(m.shell_nav_freshers_desc) },
    ],
  },
  {
    id: "innovations",
    label: t(m.shell_nav_innovations),
    layout: "list",
    items: site.partnerSites.map((p) => ({
      label: english(p.name),
      to: p.url,
      description: english(p.description),
      external: true,
      english: true,
    })),
  },
];

export const footerLinks: NavLinkItem[] = [
  { label: t(m.shell_footer_home), to: "/" },
  { label: t(m.shell_footer_about), to: "/about" },
  { label: t(m.shell_footer_services), to: "/services" },
  { label: t(m.shell_footer_policy), to: "/policy" },
  { label: t(m.shell_footer_disclaimer), to: "/disclaimer" },
  // Issue 30: how to spot (and report) a fake job offer.
  { label: t(m.shell_footer_fake_offers), to: "/fake-job-offers" },
];
