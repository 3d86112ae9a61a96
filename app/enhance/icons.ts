import { ICON_SPRITE_URL } from "#app/components/icons/sprite-url";

/**
 * The icons' drawings (decision 053). Pages draw each icon with
 * `<use href="#i-<name>">` (app/components/icons/icon.tsx) and carry no
 * drawing themselves: this adds the sprite's symbols to the page once it has
 * been painted, so the sprite never delays the first paint. The file is the
 * one cached for a year under /assets/, shared by every page; boxes do not
 * move when the drawings arrive (CSS sizes every icon).
 */
export function addIconSprite(): void {
  fetch(ICON_SPRITE_URL)
    .then((res) => (res.ok ? res.text() : Promise.reject(new Error(`${res.status}`))))
    .then((text) => {
      const box = document.createElement("div");
      box.innerHTML = text;
      const sprite = box.firstElementChild;
      if (!(sprite instanceof SVGSVGElement)) throw new Error("not an SVG");
      sprite.setAttribute("aria-hidden", "true");
      // Never shown itself, nor any box: only its symbols are drawn, where the page uses them.
      sprite.style.cssText = "position:absolute;width:0;height:0;overflow:hidden";
      document.body.appendChild(sprite);
    })
    .catch((error: unknown) => console.error("Could not add the icons:", error));
}
