export type PageItem = number | "gap";

/**
 * The page links to show: first and last always, one page either side of the
 * current one, and a gap (ellipsis) where pages are skipped. A gap that would
 * hide a single page shows that page instead.
 */
export function pageWindow(current: number, total: number): PageItem[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const wanted = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: PageItem[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === "number" && p - last === 2) out.push(last + 1);
    else if (typeof last === "number" && p - last > 2) out.push("gap");
    out.push(p);
  }
  return out;
}
