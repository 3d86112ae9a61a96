import { ICON_SPRITE_URL } from "#app/components/icons/sprite-url";

/**
 * The icons' drawings (decision 053). Pages draw each icon with
 * `<use href="#i-<name>">` (app/components/icons/icon.tsx) and carry no
 * drawing themselves: this adds the sprite's symbols to the page once it has
 * been painted, so the sprite never delays the first paint. The file is the
 * one cached for a year under /assets/, shared by every page; boxes do not
 * move when the drawings arrive (CSS sizes every icon).
 */
export function addIconSprite(): Promise<void> {
  if (document.querySelector("svg[data-icon-sprite]")) return Promise.resolve();
  return fetch(ICON_SPRITE_URL)
    .then((res) => {
      if (!res.ok) throw new Error(`${ICON_SPRITE_URL}: ${res.status}`);
      return res.text();
    })
    .then((text) => {
      const sprite = new DOMParser().parseFromString(text, "image/svg+xml").documentElement;
      if (sprite.localName !== "svg") throw new Error(`${ICON_SPRITE_URL} is not an SVG document`);
      const svg = document.importNode(sprite, true);
      svg.setAttribute("aria-hidden", "true");
      svg.dataset.iconSprite = "";
      // Never shown itself: only its symbols are drawn, where pages use them.
      svg.style.cssText = "position:absolute;width:0;height:0;overflow:hidden";
      document.body.appendChild(svg);
    })
    .catch((error: unknown) => console.error("Could not add the icons:", error));
}
