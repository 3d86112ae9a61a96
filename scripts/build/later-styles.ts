// Decision 051: a page inlines only the CSS its first screen needs. Rules that
// are never on a first screen sit in `@supports (--later: 1) { … }` blocks
// (always true, so they apply wherever the whole file is loaded); the inlined
// copy of each stylesheet leaves those blocks out. Plain TypeScript that Node
// runs as is (type stripping), used by plugins/inline-styles.ts.

/** The opening of a later block as written or as the minifier leaves it: `@supports (--later: 1) {`. */
const LATER_OPEN = /@supports\s*\(\s*--later\s*:\s*1\s*\)\s*\{/y;

/**
 * The stylesheet without its later blocks. Strings and comments are skipped
 * when matching braces; a later block nested inside another rule would be
 * kept by mistake, so it is an error (write it at the top level).
 */
export function firstScreenCss(css: string, file = "stylesheet"): string {
  let out = "";
  let depth = 0;
  let i = 0;
  let keptFrom = 0;
  while (i < css.length) {
    const skipped = skipStringOrComment(css, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = css[i];
    if (c === "@") {
      LATER_OPEN.lastIndex = i;
      if (LATER_OPEN.test(css)) {
        if (depth > 0) throw new Error(`${file}: an @supports (--later: 1) block must be at the top level`);
        const end = endOfBlock(css, LATER_OPEN.lastIndex, file);
        out += css.slice(keptFrom, i);
        i = end;
        keptFrom = end;
        continue;
      }
    }
    if (c === "{") depth++;
    else if (c === "}") depth--;
    i++;
  }
  return out + css.slice(keptFrom);
}

/** The index after the string or comment that starts at `i`, or `i` if none does. */
function skipStringOrComment(css: string, i: number): number {
  const c = css[i];
  if (c === '"' || c === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== c) j += css[j] === "\\" ? 2 : 1;
    return j + 1;
  }
  if (c === "/" && css[i + 1] === "*") {
    const end = css.indexOf("*/", i + 2);
    return end === -1 ? css.length : end + 2;
  }
  return i;
}

/** The index just after the `}` that closes the block whose body starts at `from`. */
function endOfBlock(css: string, from: number, file: string): number {
  let depth = 1;
  let i = from;
  while (i < css.length) {
    const skipped = skipStringOrComment(css, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = css[i];
    if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i + 1;
    i++;
  }
  throw new Error(`${file}: an @supports (--later: 1) block is not closed`);
}
