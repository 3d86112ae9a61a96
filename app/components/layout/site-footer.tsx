import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { footerLinks } from "#app/content/nav";
import { services } from "#app/content/services";
import { site } from "#shared/content/site";
import { BrandMark } from "./brand-mark";
import { socialLinks } from "./social-links";

/** The footer. `newsletter` is the sign-up block, supplied by the root layout. */
export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const phone = site.phones[0];
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-brand" aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-title footer-title--brand">
            <BrandMark size={32} />
            {site.name}
          </h2>
          <p className="footer-text">
            {site.tagline}. Permanent, contract and temporary hiring, payroll and compliance for employers; honest help
            for job seekers.
          </p>
          <ul className="footer-social" aria-label="Social media">
            {socialLinks()
              .filter((s) => s.id !== "whatsapp")
              .map((s) => (
                <li key={s.id}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${s.label} (opens in a new tab)`}
                  >
                    <s.icon aria-hidden="true" />
                  </a>
                </li>
              ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-title">
            Contact
          </h2>
          <ul className="footer-contact">
            <li>
              <Phone aria-hidden="true" />
              <a href={`tel:${phone.tel}`}>{phone.display}</a>
            </li>
            <li>
              <Mail aria-hidden="true" />
              <a href={`mailto:${site.emails.enquiries}`}>{site.emails.enquiries}</a>
            </li>
            <li>
              <Mail aria-hidden="true" />
              <a href={`mailto:${site.emails.careers}`}>{site.emails.careers}</a>
            </li>
            <li>
              <MapPin aria-hidden="true" />
              <span>{site.addresses[0].lines.join(", ")}</span>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer-title">
            Quick links
          </h2>
          <ul className="footer-links">
            {footerLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/job">Job list</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer-title">
            Popular services
          </h2>
          <ul className="footer-links">
            {services.slice(0, 5).map((s) => (
              <li key={s.id}>
                <Link to={`/DetailService/${s.id}`}>{s.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {newsletter ? <div className="footer-newsletter">{newsletter}</div> : null}
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>
            © {site.copyrightYear} {site.legalName.replace(/\.$/, "")}. All rights reserved.
          </p>
          <p>We never charge job seekers a fee for a job or an interview.</p>
        </div>
      </div>
    </footer>
  );
}
