import { useState } from "react";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { newsletterSchemaFor } from "#shared/schemas/newsletter";
import { FieldError, FormStatus, fieldAria, Honeypot, PrivacyNotice, SubmitButton } from "./parts";
import { useIslandForm } from "./use-island-form";

/**
 * The footer sign-up, on every page, an island
 * (app/components/forms/newsletter-form.tsx places it). Without JavaScript it
 * posts to /newsletter, which shows the result as a page; hydrated, it is
 * checked with the newsletter schema and sent to /api/forms/newsletter, and
 * the result shows next to the field (a field error under it, anything else
 * as the status line). Its consent is its own: nothing else subscribes anyone.
 */
export default function NewsletterFormIsland({
  idPrefix,
  lang = "en",
  notice,
}: {
  idPrefix: string;
  lang?: Lang;
  /**
   * The sign-up's notice in `lang`, from the server (not in the island's
   * code). The page leaves it out of the props (`htmlOnly`, decision 083):
   * in the browser it is read back from the paragraph the server rendered.
   */
  notice?: string;
}) {
  const [noticeText] = useState(() => notice ?? renderedNotice(idPrefix));
  const { form, fields, errorsOf, status, setStatus, pending, generation } = useIslandForm({
    idPrefix,
    lang,
    url: "/api/forms/newsletter",
    schema: newsletterSchemaFor(lang),
    onAnswer: (answer) => setStatus(!answer.ok && answer.fields?.user_email?.length ? undefined : answer),
  });
  const inputId = `${idPrefix}-email`;
  const errors = errorsOf("user_email");
  const o = { locale: lang };
  return (
    <div className="newsletter">
      <div className="newsletter-copy">
        <h2 className="footer-title" id={`${idPrefix}-heading`}>
          {m.forms_newsletter_heading({}, o)}
        </h2>
        <PrivacyNotice lang={lang}>{noticeText}</PrivacyNotice>
      </div>
      <form
        key={generation}
        id={form.id}
        method="post"
        action={localizedPath("/newsletter", lang)}
        noValidate={form.noValidate || undefined}
        onSubmit={form.onSubmit}
        className="newsletter-form"
        aria-labelledby={`${idPrefix}-heading`}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          {m.forms_newsletter_email_label({}, o)}
        </label>
        <div data-field="">
          <div className="newsletter-row">
            <input
              {...fieldAria(inputId, errors)}
              required={fields.user_email?.required || undefined}
              maxLength={fields.user_email?.maxLength}
              name="user_email"
              type="email"
              autoComplete="email"
              placeholder={m.forms_newsletter_placeholder({}, o)}
            />
            <SubmitButton pending={pending} className="btn btn-accent" lang={lang}>
              {m.forms_newsletter_submit({}, o)}
            </SubmitButton>
          </div>
          <FieldError id={inputId} errors={errors} />
        </div>
        <div aria-live="polite" data-form-status="">
          <FormStatus result={status} />
        </div>
        <Honeypot idPrefix={idPrefix} lang={lang} />
      </form>
    </div>
  );
}

/** The notice's text as the server rendered it: the first text of the paragraph after the heading. */
function renderedNotice(idPrefix: string): string {
  if (typeof document === "undefined") return "";
  return document.getElementById(`${idPrefix}-heading`)?.nextElementSibling?.firstChild?.nodeValue ?? "";
}
