import type { ReactNode } from "react";
import { Icon } from "#app/components/icons/icon";
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
  const o = { locale: useLang() };
  return (
    <section id="enquiry" aria-labelledby="enquiry-heading" className="page-section page-section--tint enquiry">
      <div className="container">
        <div className="section-head section-head--center">
          <p className="eyebrow">{m.forms_enquiry_eyebrow({}, o)}</p>
          <h2 id="enquiry-heading">{m.forms_enquiry_form_label({}, o)}</h2>
          <p className="lead">{intro}</p>
        </div>
        {children}
        <p className="enquiry-fallback">
          <a className="btn btn-outline" href={`tel:${phone.tel}`}>
            <Icon name="phone" /> {m.forms_call_us({}, o)}
            <span className="visually-hidden">{m.forms_call_us_on({ phone: phone.display }, o)}</span>
          </a>
          <a className="btn btn-outline" href={`mailto:${site.emails.enquiries}`}>
            <Icon name="mail" /> {m.forms_email_us({}, o)}
            <span className="visually-hidden">{m.forms_email_us_at({ email: site.emails.enquiries }, o)}</span>
          </a>
        </p>
      </div>
    </section>
  );
}
