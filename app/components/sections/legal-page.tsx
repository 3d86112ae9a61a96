import { useLang } from "#app/lib/i18n";
import * as m from "#shared/i18n/paraglide/messages";
import { PageHero } from "./page-hero";

/**
 * A page of our own Markdown: a plain banner and the rendered text. The
 * banner's eyebrow says "Legal" unless the page names its own (the fake job
 * offers page is a seeker's safety guide, not a legal text).
 */
export function LegalPage({
  title,
  lead,
  html,
  eyebrow,
}: {
  title: string;
  lead: string;
  html: string;
  eyebrow?: string;
}) {
  const lang = useLang();
  return (
    <>
      <PageHero eyebrow={eyebrow ?? m.pages_legal_eyebrow({}, { locale: lang })} title={title} lead={lead} />
      <div className="page-section">
        <div className="container detail-inner">
          {/* Trusted: our own Markdown, rendered on the server (app/lib/markdown.server.ts). */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </div>
    </>
  );
}
