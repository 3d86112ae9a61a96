/**
 * The brand. This is the one file another agency edits to make the site its
 * own: names, phones, e-mails, addresses, social links and partner sites.
 * Everything here is public and may reach the browser.
 */
export const site = {
  name: "Kshitij Talent Partners",
  shortName: "Kshitij",
  legalName: "Kshitij Talent Partners Pvt. Ltd.",
  tagline: "Staffing and recruitment across India",
  /** Used for canonical URLs, sitemap and structured data. */
  url: "https://www.kshitijtalent.example",
  foundingYear: 2016,
  copyrightYear: 2025,
  phones: [
    { label: "Head office", display: "+91 98200 41234", tel: "+919820041234" },
    { label: "Hyderabad office", display: "+91 40 4455 7788", tel: "+914044557788" },
  ],
  emails: {
    enquiries: "hello@kshitijtalent.example",
    careers: "careers@kshitijtalent.example",
  },
  addresses: [
    {
      label: "Head office",
      lines: ["4th Floor, Sunrise Business Park", "Baner Road, Baner", "Pune, Maharashtra 411045"],
      mapQuery: "Baner Road, Pune 411045",
      /** Where the contact page's map is centred. */
      coordinates: { lat: 18.5597, lon: 73.7799 },
    },
    {
      label: "Hyderabad office",
      lines: ["Plot 22, Cyber Towers Lane", "HITEC City, Madhapur", "Hyderabad, Telangana 500081"],
      mapQuery: "HITEC City, Madhapur, Hyderabad 500081",
      coordinates: { lat: 17.4483, lon: 78.3808 },
    },
  ],
  social: {
    /** Chat link; the greeting is prefilled. Empty string hides the link. */
    whatsapp: {
      number: "919820041234",
      greeting: "Hello Kshitij Talent Partners, I would like to know more about your services.",
    },
    instagram: "https://www.instagram.com/kshitijtalent.example",
    linkedin: "https://www.linkedin.com/company/kshitijtalent-example",
    facebook: "https://www.facebook.com/kshitijtalent.example",
    youtube: "https://www.youtube.com/@kshitijtalent-example",
    x: "",
  },
  /** The two partner sites of the "Innovations" menu. */
  partnerSites: [
    {
      name: "Recruiter Network",
      description: "Our freelance recruiter platform",
      url: "https://recruiters.kshitijtalent.example",
    },
    {
      name: "Campus Connect",
      description: "Campus hiring and internships",
      url: "https://campus.kshitijtalent.example",
    },
  ],
  /** Where "Play the video" on the careers page goes. */
  resumeVideoUrl: "https://www.youtube.com/watch?v=kshitij-resume-tips",
} as const;

export type Site = typeof site;
