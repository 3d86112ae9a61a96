import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { site } from "#shared/content/site";

/**
 * The "Request a Consultation" block on the contact, employer, fresher and
 * freelance recruiter pages. The enquiry form is passed in as `children`;
 * calling or e-mailing is always offered beside it.
 */
export function EnquirySection({ intro, children }: { intro: string; children?: ReactNode }) {
  const phone = site.phones[0];
  return (
    <section id="enquiry" aria-labelledby="enquiry-heading" className="page-section page-section--tint enquiry">
      <div className="container">
        <div className="section-head section-head--center">
          <p className="eyebrow">Talk to us</p>
          <h2 id="enquiry-heading">Request a Consultation</h2>
          <p className="lead">{intro}</p>
        </div>
        {children}
        <p className="enquiry-fallback">
          <a className="btn btn-outline" href={`tel:${phone.tel}`}>
            <Phone aria-hidden="true" /> Call us<span className="visually-hidden"> on {phone.display}</span>
          </a>
          <a className="btn btn-outline" href={`mailto:${site.emails.enquiries}`}>
            <Mail aria-hidden="true" /> E-mail us<span className="visually-hidden"> at {site.emails.enquiries}</span>
          </a>
        </p>
      </div>
    </section>
  );
}
