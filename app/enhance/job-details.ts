import type { Enhancer } from "./types";

/**
 * See More / See Less on a job page (`a[data-enhance="job-details"]`). It is
 * a link to ?expanded=1 and back; here it toggles in place: the description
 * (aria-controls) opens, the related jobs waiting in the template named by
 * `data-more` join the list named by `data-related`, and the address bar
 * follows, so a reload keeps the state.
 */
export const enhance: Enhancer = (root) => {
  const link = root as HTMLAnchorElement;
  const description = document.getElementById(link.getAttribute("aria-controls") ?? "");
  if (!description) return;
  const list = document.getElementById(link.dataset.related ?? "");
  const template = document.getElementById(link.dataset.more ?? "") as HTMLTemplateElement | null;
  // The extra related jobs: from the template (collapsed page) or already in the list (?expanded=1).
  const extra: Element[] = template
    ? Array.from(template.content.children)
    : Array.from(list?.querySelectorAll(":scope > [data-more]") ?? []);
  template?.remove();
  // The page's own words, in its language (the server renders them beside the link).
  const labels = { open: link.dataset.labelOpen ?? link.textContent ?? "", closed: link.dataset.labelClosed ?? "" };
  const href = { open: new URL(link.href), closed: new URL(link.href) };
  href.open.searchParams.set("expanded", "1");
  href.closed.searchParams.delete("expanded");

  function render(open: boolean) {
    description?.classList.toggle("job-description--collapsed", !open);
    link.setAttribute("aria-expanded", String(open));
    link.textContent = open ? labels.open : labels.closed;
    link.href = (open ? href.closed : href.open).toString();
    for (const item of extra) {
      if (!open) item.remove();
      else if (!item.isConnected) list?.appendChild(item);
    }
  }

  link.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const open = link.getAttribute("aria-expanded") !== "true";
    const url = open ? href.open : href.closed;
    history.replaceState(history.state, "", url.pathname + url.search + window.location.hash);
    render(open);
  });
  link.dataset.enhanced = "";
};
