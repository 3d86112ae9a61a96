import { PageHero } from "./page-hero";

/** A policy page: a plain banner and the rendered Markdown. */
export function LegalPage({ title, lead, html }: { title: string; lead: string; html: string }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title} lead={lead} />
      <div className="page-section">
        <div className="container detail-inner">
          {/* Trusted: our own Markdown, rendered on the server (app/lib/markdown.server.ts). */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </div>
    </>
  );
}
