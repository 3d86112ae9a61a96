import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageWindow } from "#app/lib/pagination";

/**
 * Real links (?page=N keeping the filters); shown only when there is more
 * than one page. Plain links, not the router's: the job search island renders
 * them too, and searches in place when one marked `data-search-link` is clicked.
 */
export function Pagination({ page, numPages, params }: { page: number; numPages: number; params: URLSearchParams }) {
  if (numPages <= 1) return null;
  const href = (p: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(p));
    return `?${next.toString()}`;
  };
  const items = pageWindow(page, numPages);
  return (
    <nav className="pagination" aria-label="Pages">
      <ul>
        <li>
          {page > 1 ? (
            <a
              href={href(Math.min(page - 1, numPages))}
              data-search-link=""
              className="page-link page-link--step"
              rel="prev"
            >
              <ChevronLeft aria-hidden="true" />
              Previous
            </a>
          ) : (
            <span className="page-link page-link--step" aria-disabled="true">
              <ChevronLeft aria-hidden="true" />
              Previous
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
                  <span className="visually-hidden">Page </span>
                  {item}
                </span>
              ) : (
                <a href={href(item)} data-search-link="" className="page-link" aria-label={`Page ${item}`}>
                  {item}
                </a>
              )}
            </li>
          ),
        )}
        <li>
          {page < numPages ? (
            <a href={href(page + 1)} data-search-link="" className="page-link page-link--step" rel="next">
              Next
              <ChevronRight aria-hidden="true" />
            </a>
          ) : (
            <span className="page-link page-link--step" aria-disabled="true">
              Next
              <ChevronRight aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
