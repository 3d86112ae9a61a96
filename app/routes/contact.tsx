import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { EnquiryForm } from "#app/components/forms/enquiry-form";
import { EnquirySection } from "#app/components/sections/enquiry-section";
import { OfficeMap } from "#app/components/sections/office-map";
import { PageHero } from "#app/components/sections/page-hero";
import { TestimonialTabs } from "#app/components/sections/testimonials";
import { testimonialGroups } from "#app/content/testimonial-groups";
import { formHeaders } from "#app/lib/form-action";
import { formAction } from "#app/lib/form-action.server";
import { metaLang, seo } from "#app/lib/seo";
import { site } from "#shared/content/site";
import type { Route } from "./+types/contact";
import "#app/components/sections/content.css";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({
    lang: metaLang(location),
    title: "Contact us",
    description:
      "Call, e-mail or visit Kshitij Talent Partners in Baner, Pune or HITEC City, Hyderabad, or request a consultation for your hiring, payroll or compliance needs.",
    path: "/contact",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "EmploymentAgency",
        name: site.legalName,
        url: site.url,
        email: site.emails.enquiries,
        telephone: site.phones.map((p) => p.tel),
        address: site.addresses.map((a) => ({ "@type": "PostalAddress", streetAddress: a.lines.join(", ") })),
      },
    ],
  });

/** The enquiry form posts here, so it works without JavaScript (see app/lib/form-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return formAction("enquiry", args);
}
export const headers = formHeaders;

export default function Contact() {
  return (
    <>
      <PageHero
        eyebrow="Get in touch"
        title="Contact us"
        lead="Hiring, looking for work or just have a question? Call, write or visit one of our two offices. We reply within one working day."
        image={{ src: "/images/contact.svg", width: 560, height: 400 }}
      />
      <section className="page-section" aria-labelledby="offices">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">Our offices</p>
            <h2 id="offices">Visit or call us</h2>
            <p className="lead">
              <Clock aria-hidden="true" className="inline-icon" /> Monday to Saturday, 9:30 am to 6:30 pm IST.
            </p>
          </div>
          <ul className="office-grid">
            {site.addresses.map((address, i) => {
              const phone = site.phones[i] ?? site.phones[0];
              return (
                <li key={address.label} className="office">
                  <h3>{address.label}</h3>
                  <p className="office-line">
                    <MapPin aria-hidden="true" />
                    <span>
                      {address.lines.map((line) => (
                        <span key={line} className="office-address-line">
                          {line}
                        </span>
                      ))}
                    </span>
                  </p>
                  <p className="office-line">
                    <Phone aria-hidden="true" />
                    <a href={`tel:${phone.tel}`}>{phone.display}</a>
                  </p>
                  <p className="office-line">
                    <Mail aria-hidden="true" />
                    <a href={`mailto:${site.emails.enquiries}`}>{site.emails.enquiries}</a>
                  </p>
                  <OfficeMap
                    label={`${address.label}, ${address.mapQuery}`}
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
            <p className="eyebrow">Testimonials</p>
            <h2 id="contact-testimonials">What people say about working with us</h2>
          </div>
          <TestimonialTabs groups={testimonialGroups} />
        </div>
      </section>
      <EnquirySection intro="Tell us about your hiring, payroll or compliance needs and a specialist will call you back within one working day.">
        <EnquiryForm />
      </EnquirySection>
    </>
  );
}
