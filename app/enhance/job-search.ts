import { fetchPage, swapChildren, syncText } from "./job-fetch";
import { locateCity } from "./job-location";
import type { Enhancer } from "./types";

export const SEARCH_DEBOUNCE_MS = 500;
export const OFFLINE_MESSAGE = "Could not search jobs. Check your connection and try again.";

/**
 * The /job search form (`form[data-enhance="job-search"]`, its results region
 * named by `data-results`). Typing searches after a 500 ms pause; Enter and
 * "Use Current Location" search at once; both boxes empty means the whole
 * list, at once. Each search fetches the /job URL the form would load, swaps
 * in the server-rendered results, count and field errors, and writes the URL
 * into the address bar. A newer search aborts an older one.
 */
export const enhance: Enhancer = (root) => {
  const form = root as HTMLFormElement;
  const results = document.getElementById(form.dataset.results ?? "");
  const query = form.querySelector<HTMLInputElement>("input[name=query]");
  const place = form.querySelector<HTMLInputElement>("input[name=location]");
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!results || !query || !place || !submit) return;
  const heading = results.querySelector("h2");
  let label = submit.textContent ?? "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: AbortController | undefined;

  function searchURL(): URL {
    const url = new URL(form.action || "/job", window.location.href);
    url.hash = "";
    if (!query?.value.trim() && !place?.value.trim()) {
      url.search = "";
      return url;
    }
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
    url.search = params.toString();
    return url;
  }

  function setBusy(busy: boolean) {
    results?.setAttribute("aria-busy", String(busy));
    if (!submit) return;
    submit.disabled = busy;
    submit.textContent = busy ? "Searching..." : label;
  }

  function showFields(doc: Document) {
    for (const input of [query, place]) {
      if (!input) continue;
      const fresh = doc.getElementById(input.id);
      for (const attr of ["aria-invalid", "aria-describedby"]) {
        const value = fresh?.getAttribute(attr);
        if (value == null) input.removeAttribute(attr);
        else input.setAttribute(attr, value);
      }
      const errorId = `${input.id}-error`;
      const old = document.getElementById(errorId);
      const next = doc.getElementById(errorId);
      if (!next) old?.remove();
      else if (old) old.parentNode?.replaceChild(document.importNode(next, true), old);
      else {
        const box = input.closest(".input-with-icon");
        box?.parentNode?.insertBefore(document.importNode(next, true), box.nextSibling);
      }
    }
  }

  function show(doc: Document) {
    const fresh = doc.getElementById(results?.id ?? "");
    if (!results || !fresh) return false;
    syncText(heading, fresh.querySelector("h2"));
    swapChildren(results, fresh, "h2");
    label = doc.querySelector(`#${form.id} button[type=submit]`)?.textContent ?? label;
    showFields(doc);
    if (doc.title) document.title = doc.title;
    return true;
  }

  function showOffline() {
    if (!results) return;
    const notice = document.createElement("p");
    notice.className = "notice notice--error";
    notice.setAttribute("role", "alert");
    notice.textContent = OFFLINE_MESSAGE;
    for (const node of Array.from(results.childNodes)) if (node !== heading) node.remove();
    results.appendChild(notice);
  }

  async function search(url: URL) {
    current?.abort();
    const mine = new AbortController();
    current = mine;
    setBusy(true);
    try {
      const doc = await fetchPage(url, mine.signal);
      if (mine.signal.aborted) return;
      if (!doc || !show(doc)) {
        window.location.assign(url);
        return;
      }
      history.replaceState(history.state, "", url.pathname + url.search);
    } catch {
      if (!mine.signal.aborted) showOffline();
    } finally {
      if (current === mine) setBusy(false);
    }
  }

  function run(immediate: boolean) {
    clearTimeout(timer);
    const url = searchURL();
    if (immediate || !url.search) void search(url);
    else timer = setTimeout(() => void search(searchURL()), SEARCH_DEBOUNCE_MS);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    run(true);
  });
  query.addEventListener("input", () => run(false));
  place.addEventListener("input", () => run(false));

  const geo = form.querySelector<HTMLButtonElement>(".geo-button");
  const status = form.querySelector<HTMLElement>(".geo-status");
  geo?.addEventListener("click", async () => {
    geo.disabled = true;
    geo.dataset.locating = "";
    status?.replaceChildren();
    const found = await locateCity();
    geo.disabled = false;
    delete geo.dataset.locating;
    const note = document.createElement("span");
    if ("error" in found) {
      note.className = "field-error";
      note.textContent = found.error;
    } else {
      place.value = found.city;
      if (found.attribution) {
        note.className = "geo-credit";
        note.textContent = `Location data ${found.attribution}`;
      }
      run(true);
    }
    if (note.textContent) status?.appendChild(note);
  });

  // The form is live from here on (and the location button shows).
  form.dataset.enhanced = "";
  // Typed into before this script arrived: search for it now.
  if (query.value !== query.defaultValue || place.value !== place.defaultValue) run(false);
};
