import { PageHero } from "#app/components/sections/page-hero";
import { news } from "#app/content/news";
import { formatDate } from "#app/lib/format";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { LANG_TAG } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/news";
import "#app/components/sections/content.css";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/news",
    title: m.pages_news_meta_title,
    description: m.pages_news_meta_description,
  });

export default function News() {
  const lang = useLang();
  const locale = { locale: lang };
  // The news items are English only: on the Hindi page each is marked so, under a note.
  const english = lang === "en" ? undefined : LANG_TAG.en;
  return (
    <>
      <PageHero
        eyebrow={m.pages_news_eyebrow({}, locale)}
        title={m.pages_news_title({}, locale)}
        lead={m.pages_news_lead({}, locale)}
      />
      <section className="page-section" aria-label={m.pages_news_label({}, locale)}>
        <div className="container">
          {english ? <p className="english-note">{m.shell_english_list_note({}, { locale: lang })}</p> : null}
          <ul className="news-list">
            {news.map((item, i) => (
              <li key={item.id}>
                <article className="card news-card" aria-labelledby={`news-${item.id}`} lang={english}>
                  <img
                    src={item.image}
                    alt={item.imageAlt}
                    width={800}
                    height={450}
                    loading={i < 2 ? undefined : "lazy"}
                    decoding="async"
                  />
                  <div className="card-body">
                    <p className="post-meta">
                      <span>
                        {item.author} ·{" "}
                        <time dateTime={item.date} lang={english ? LANG_TAG.hi : undefined}>
                          {formatDate(item.date, lang)}
                        </time>
                      </span>
                    </p>
                    <h2 id={`news-${item.id}`} className="card-title">
                      {item.title}
                    </h2>
                    <p className="card-text">{item.description}</p>
                    <ul className="tag-list" aria-label={m.pages_news_tags_label({}, locale)}>
                      {item.tags.map((tag) => (
                        <li key={tag} className="chip chip--muted">
                          {tag}
                        </li>
                      ))}
                    </ul>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
