/**
 * Shapes of the site's typed content. Long-form prose lives in Markdown files
 * beside these modules and is rendered on the server (see content loaders).
 */

export type ServiceCta = "Contact Us" | "Get Started";

export interface Service {
  /** 1-18, the id in /DetailService/{id}. */
  id: number;
  /** Matches the enquiry form's `enquire` value, e.g. "permanent-staffing". */
  slug: string;
  title: string;
  /** One or two sentences for cards and meta descriptions (max ~160 chars). */
  summary: string;
  cta: ServiceCta;
  /** Path of the service's artwork under /public, e.g. "/images/services/1.svg". */
  image: string;
}

export interface Webinar {
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  description: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Article {
  /** 1-19, the id in /article/{id}. */
  id: number;
  title: string;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** Category label shown on the card ("jobtype" in the original). */
  category: string;
  /** One or two sentences for the card and meta description. */
  summary: string;
  image: string;
  /** Alt text for the image. */
  imageAlt: string;
}

export interface NewsItem {
  id: number;
  title: string;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  description: string;
  tags: string[];
  image: string;
  imageAlt: string;
}

export interface Testimonial {
  id: number;
  text: string;
  name: string;
  /** Company type for clients; city for candidates and freelance recruiters. */
  ac?: string;
  /** Candidates only: path of their picture under /public. */
  image?: string;
}

export interface Benefit {
  title: string;
  description: string;
}

export interface SocialStat {
  platform: string;
  /** Display count, e.g. "12K+". */
  count: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface Step {
  title: string;
  description: string;
}
