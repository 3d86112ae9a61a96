import "#app/styles/newsletter.css";
import { formNotices } from "#app/content/forms";
import { EMAIL_MAX } from "#app/schemas/limits";
import { FormIcons, fieldAria, Honeypot, PrivacyNotice, SubmitButton } from "./form-parts";

/**
 * The footer sign-up. Posts to /newsletter, which shows the result as a page
 * without JavaScript; with JavaScript (app/enhance/form-newsletter.ts) the
 * field is checked with its native constraints (built from the same limits as
 * the schema, so zod never loads for the footer) and the result appears next
 * to the field. Its consent is its own: nothing else on the site subscribes anyone.
 */
export function NewsletterForm({ idPrefix = "newsletter" }: { idPrefix?: string }) {
  const inputId = `${idPrefix}-email`;
  return (
    <div className="newsletter" data-enhance="form-newsletter">
      <div className="newsletter-copy">
        <h2 className="footer-title" id={`${idPrefix}-heading`}>
          Job alerts in your inbox
        </h2>
        <PrivacyNotice>{formNotices.newsletter}</PrivacyNotice>
      </div>
      <form method="post" action="/newsletter" className="newsletter-form" aria-labelledby={`${idPrefix}-heading`}>
        <FormIcons />
        <label className="visually-hidden" htmlFor={inputId}>
          E-mail address
        </label>
        <div data-field="">
          <div className="newsletter-row">
            <input
              {...fieldAria(inputId, undefined)}
              name="user_email"
              type="email"
              autoComplete="email"
              required
              maxLength={EMAIL_MAX}
              placeholder="Your e-mail address"
            />
            <SubmitButton className="btn btn-accent">Subscribe</SubmitButton>
          </div>
        </div>
        <div aria-live="polite" data-form-status="" />
        <Honeypot idPrefix={idPrefix} />
      </form>
    </div>
  );
}
