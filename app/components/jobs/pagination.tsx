import { Icon } from "#app/components/icons/icon";
import { pageWindow } from "#app/lib/pagination";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

/**
 * Real links (?page=N keeping the filters); shown only when there is more
 * than one page. Plain links, not the router's: the job search island renders
 * them too, and searches in place when one marked `data-search-link` is clicked.
 */
export function Pagination({
  page,
  numPages,
  params,
  lang = "en",
}: {
  page: number;
  numPages: number;
  params: URLSearchParams;
  lang?: Lang;
}) {
  if (numPages <= 1) return null;
  const locale = { locale: lang };
  const previous = m.jobs_page_previous({}, locale);
  const next = m.jobs_page_next({}, locale);
  const href = (p: number) => {
    const query = new URLSearchParams(params);
    query.set("page", String(p));
    return `?${query.toString()}`;
  };
  const items = pageWindow(page, numPages);
  return (
    <nav className="pagination" aria-label={m.jobs_pages_label({}, locale)}>
      <ul>
        <li>
          {page > 1 ? (
            <a
              href={href(Math.min(page - 1, numPages))}
              data-search-link=""
              className="page-link page-link--step"
              rel="prev"
            >
              <Icon name="chevron-left" />
              {previous}
            </a>
          ) : (
            <span className="page-link page-link--step" aria-disabled="true">
              <Icon name="chevron-left" />
              {previous}
            </span>
          )}
        </li>
        {items.map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span className="page-link" aria-current="page">
                  <span className="visually-hidden">{`${m.jobs_page_word({}, locale)} `}</span>
                  {item}
                </span>
              ) : (
                <a
                  href={href(item)}
                  data-search-link=""
                  className="page-link"
                  aria-label={m.jobs_page_n({ page: item }, locale)}
                >
                  {item}
                </a>
              )}
            </li>
          ),
        )}
        <li>
          {page < numPages ? (
            <a href={href(page + 1)} data-search-link="" className="page-link page-link--step" rel="next">
              {next}
              <Icon name="chevron-right" />
            </a>
          ) : (
            <span className="page-link page-link--step" aria-disabled="true">
              {next}
              <Icon name="chevron-right" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
