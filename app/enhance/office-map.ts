import type { Enhancer } from "./types";

/**
 * The contact page's map: the "Show map" link (to openstreetmap.org) becomes a
 * button that inserts the embed in place, so nothing loads from OpenStreetMap
 * until the visitor asks.
 */
export const enhance: Enhancer = (root) => {
  const link = root.querySelector<HTMLAnchorElement>("a.btn");
  const embed = root.dataset.embed;
  const label = root.dataset.label ?? "our office";
  // The page sends its texts in its own language (app/components/sections/office-map.tsx).
  const text = root.dataset;
  if (!link || !embed?.startsWith("https://www.openstreetmap.org/")) return;

  const button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  // The same icon as the link; the text drops "(opens in a new tab)".
  const icon = link.querySelector("svg");
  if (icon) button.appendChild(icon.cloneNode(true));
  const hidden = document.createElement("span");
  hidden.className = "visually-hidden";
  hidden.textContent = text.textShowHidden ?? ` for ${label}`;
  button.appendChild(document.createTextNode(` ${text.textShow ?? "Show map"}`));
  button.appendChild(hidden);

  button.addEventListener("click", () => {
    const frame = document.createElement("iframe");
    frame.title = text.textFrame ?? `Map: ${label}`;
    frame.src = embed;
    frame.width = "600";
    frame.height = "320";
    frame.loading = "lazy";
    frame.referrerPolicy = "no-referrer";
    const larger = document.createElement("a");
    larger.href = link.href;
    larger.target = "_blank";
    larger.rel = "noopener noreferrer";
    larger.className = "office-map-link";
    const note = document.createElement("span");
    note.className = "visually-hidden";
    note.textContent = text.textLargerHidden ?? ` of ${label} (opens in a new tab)`;
    larger.appendChild(document.createTextNode(text.textLarger ?? "View a larger map"));
    larger.appendChild(note);
    root.classList.remove("office-map--placeholder");
    root.replaceChildren(frame, larger);
    // The button the visitor pressed is gone: keep their place on the map.
    frame.focus();
  });
  link.replaceWith(button);
};
