// The icon sprite (decision 050): every icon app/components/icons/names.ts
// lists, drawn from the installed lucide-react's own data, as <symbol>s of
// one SVG file. Used by plugins/icon-sprite.ts (Vite bundles it with its
// config).
import { ICON_NAMES } from "../../app/components/icons/names.ts";

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** lucide's stroke style, set once per symbol (its children inherit it in <use>'s copy). */
const STROKE = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function element([tag, attributes]: IconNode[number]): string {
  const attrs = Object.entries(attributes)
    // `key` is React's list key, not an SVG attribute.
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join("");
  return `<${tag}${attrs}/>`;
}

/**
 * The sprite's text: one <symbol id="i-<name>"> per icon, in the list's order
 * (the ids the pages' <use href="#i-<name>"> look up once the symbols are in
 * the page, app/components/icons/icon.tsx).
 */
export async function iconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const name of ICON_NAMES) {
    const module = (await import(`lucide-react/icons/${name}`)) as {
      __iconData?: { size?: number; node: IconNode };
    };
    const data = module.__iconData;
    if (!data)
      throw new Error(
        `lucide-react has no icon data for "${name}": use its canonical name (app/components/icons/names.ts)`,
      );
    const size = data.size ?? 24;
    symbols.push(
      `<symbol id="i-${name}" viewBox="0 0 ${size} ${size}" ${STROKE}>${data.node.map(element).join("")}</symbol>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
