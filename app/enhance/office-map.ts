import type { Enhancer } from "./types";

/**
 * The contact page's map (app/components/sections/office-map.tsx): its
 * "Show map" button inserts the OpenStreetMap embed in place, so nothing
 * loads from OpenStreetMap until the visitor asks. This module itself loads
 * on the first touch, focus or press of the map's box (`data-enhance-on`);
 * a press that came first is replayed on the button once this has run.
 */
export const enhance: Enhancer = (root) => {
  const button = root.querySelector<HTMLButtonElement>("button");
  const embed = root.dataset.embed;
  const page = root.dataset.page;
  // The page sends its texts in its own language.
  const text = root.dataset;
  if (!button || !embed?.startsWith("https://www.openstreetmap.org/") || !page) return;

  button.addEventListener("click", () => {
    const frame = document.createElement("iframe");
    frame.title = text.textFrame ?? "Map";
    frame.src = embed;
    frame.width = "600";
    frame.height = "320";
    frame.loading = "lazy";
    frame.referrerPolicy = "no-referrer";
    const larger = document.createElement("a");
    larger.href = page;
    larger.target = "_blank";
    larger.rel = "noopener noreferrer";
    larger.className = "office-map-link";
    const note = document.createElement("span");
    note.className = "visually-hidden";
    note.textContent = text.textLargerHidden ?? " (opens in a new tab)";
    larger.appendChild(document.createTextNode(text.textLarger ?? "View a larger map"));
    larger.appendChild(note);
    root.classList.remove("office-map--placeholder");
    root.replaceChildren(frame, larger);
    // The button the visitor pressed is gone: keep their place on the map.
    frame.focus();
  });
};
