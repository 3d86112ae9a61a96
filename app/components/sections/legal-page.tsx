import { useLang } from "#app/lib/i18n";
import * as m from "#shared/i18n/paraglide/messages";
import { PageHero } from "./page-hero";

/** A policy page: a plain banner and the rendered Markdown. */
export function LegalPage({ title, lead, html }: { title: string; lead: string; html: string }) {
  const lang = useLang();
  return (
    <>
      <PageHero eyebrow={m.pages_legal_eyebrow({}, { locale: lang })} title={title} lead={lead} />
      <div className="page-section">
        <div className="container detail-inner">
          {/* Trusted: our own Markdown, rendered on the server (app/lib/markdown.server.ts). */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </div>
    </>
  );
}
