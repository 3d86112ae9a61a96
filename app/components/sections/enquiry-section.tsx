import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useLang } from "#app/lib/i18n";
import { site } from "#shared/content/site";
import * as m from "#shared/i18n/paraglide/messages";

/**
 * The "Request a Consultation" block on the contact, employer, fresher and
 * freelance recruiter pages. The enquiry form is passed in as `children`;
 * calling or e-mailing is always offered beside it.
 */
export function EnquirySection({ intro, children }: { intro: string; children?: ReactNode }) {
  const phone = site.phones[0];
  const locale = { locale: useLang() };
  return (
    <section id="enquiry" aria-labelledby="enquiry-heading" className="page-section page-section--tint enquiry">
      <div className="container">
        <div className="section-head section-head--center">
          <p className="eyebrow">{m.pages_enquiry_eyebrow({}, locale)}</p>
          <h2 id="enquiry-heading">{m.pages_enquiry_heading({}, locale)}</h2>
          <p className="lead">{intro}</p>
        </div>
        {children}
        <p className="enquiry-fallback">
          <a className="btn btn-outline" href={`tel:${phone.tel}`}>
            <Phone aria-hidden="true" /> {m.pages_enquiry_call({}, locale)}
            <span className="visually-hidden">{m.pages_enquiry_call_hidden({ phone: phone.display }, locale)}</span>
          </a>
          <a className="btn btn-outline" href={`mailto:${site.emails.enquiries}`}>
            <Mail aria-hidden="true" /> {m.pages_enquiry_mail({}, locale)}
            <span className="visually-hidden">
              {m.pages_enquiry_mail_hidden({ email: site.emails.enquiries }, locale)}
            </span>
          </a>
        </p>
      </div>
    </section>
  );
}
