/** The id of the header's drawing of the mark, which the footer's copy reuses. */
const BRAND_ART = "brand-art";

/**
 * The agency's mark: a rising horizon ("kshitij") over a baseline. The
 * header draws it (`<g id>`); the footer's copy points at that drawing with
 * `<use>` (`reuse`), so a page carries its paths once (decision 072). Every
 * page has both, and the header comes first.
 */
export function BrandMark({ size = 36, reuse = false }: { size?: number; reuse?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false" className="brand-mark">
      {reuse ? (
        <use href={`#${BRAND_ART}`} />
      ) : (
        <g id={BRAND_ART} strokeLinecap="round">
          <rect width="36" height="36" rx="9" fill="#312e81" />
          <path d="M7 24a11 11 0 0 1 22 0" fill="none" stroke="#f59e0b" strokeWidth="3.2" />
          <path d="M12 24a6 6 0 0 1 12 0" fill="#38bdf8" />
          <path d="M6 27.5h24" stroke="#fff" strokeWidth="2.4" />
        </g>
      )}
    </svg>
  );
}
