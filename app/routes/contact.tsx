import { EnquiryForm } from "#app/components/forms/enquiry-form";
import { Icon } from "#app/components/icons/icon";
import { EnquirySection } from "#app/components/sections/enquiry-section";
import { OfficeMap } from "#app/components/sections/office-map";
import { PageHero } from "#app/components/sections/page-hero";
import { TestimonialTabs } from "#app/components/sections/testimonials";
import { testimonialGroupsFor } from "#app/content/localized";
import { formHeaders } from "#app/lib/form-action";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { site } from "#shared/content/site";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/contact";
// Its first screen's CSS only: the banner and the offices; the rest of the
// content pages' CSS (testimonials, enquiry) comes with the whole site's (decision 082).
import "#app/components/sections/content-top.css";
import "#app/components/sections/offices.css";

// No structured data: the home page carries the Organization with these
// addresses, phones and e-mail (decision 071); a second, shorter copy here
// was 0.14 KB gzip of /hi/contact's first response (decision 087).
export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/contact",
    title: m.pages_contact_meta_title,
    description: m.pages_contact_meta_description,
  });

export { action } from "./contact.server";

export const headers = formHeaders;

/** The offices' names on the page, by their place in site.addresses. */
const OFFICE_LABELS = [m.pages_contact_office_0, m.pages_contact_office_1];

export default function Contact() {
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <>
      <PageHero
        eyebrow={m.pages_contact_eyebrow({}, locale)}
        title={m.pages_contact_title({}, locale)}
        lead={m.pages_contact_lead({}, locale)}
        image={{ src: "/images/contact.svg", width: 560, height: 400 }}
      />
      <section className="page-section" aria-labelledby="offices">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">{m.pages_contact_offices_eyebrow({}, locale)}</p>
            <h2 id="offices">{m.pages_contact_offices_heading({}, locale)}</h2>
            <p className="lead">
              <Icon name="clock" className="inline-icon" /> {m.pages_contact_hours({}, locale)}
            </p>
          </div>
          <ul className="office-grid">
            {site.addresses.map((address, i) => {
              const phone = site.phones[i] ?? site.phones[0];
              const label = OFFICE_LABELS[i]?.({}, locale) ?? address.label;
              return (
                <li key={address.label} className="office">
                  <h3>{label}</h3>
                  <p className="office-line">
                    <Icon name="map-pin" />
                    {/* Postal addresses are written in English, as the post office reads them. */}
                    <span lang={lang === "en" ? undefined : "en"}>
                      {address.lines.map((line) => (
                        <span key={line} className="office-address-line">
                          {line}
                        </span>
                      ))}
                    </span>
                  </p>
                  <p className="office-line">
                    <Icon name="phone" />
                    <a href={`tel:${phone.tel}`}>{phone.display}</a>
                  </p>
                  <p className="office-line">
                    <Icon name="mail" />
                    <a href={`mailto:${site.emails.enquiries}`}>{site.emails.enquiries}</a>
                  </p>
                  <OfficeMap
                    name={label}
                    address={address.mapQuery}
                    lat={address.coordinates.lat}
                    lon={address.coordinates.lon}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section className="page-section" aria-labelledby="contact-testimonials">
        <div className="container container--wide">
          <div className="section-head section-head--center">
            <p className="eyebrow">{m.pages_testimonials_eyebrow({}, locale)}</p>
            <h2 id="contact-testimonials">{m.pages_contact_testimonials_heading({}, locale)}</h2>
          </div>
          <TestimonialTabs groups={testimonialGroupsFor(lang)} />
        </div>
      </section>
      <EnquirySection intro={m.pages_contact_enquiry_intro({}, locale)}>
        <EnquiryForm />
      </EnquirySection>
    </>
  );
}
