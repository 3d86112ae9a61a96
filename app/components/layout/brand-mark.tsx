/** The agency's mark: a rising horizon ("kshitij") over a baseline. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false" className="brand-mark">
      <rect width="36" height="36" rx="9" fill="#312e81" />
      <path d="M7 24a11 11 0 0 1 22 0" fill="none" stroke="#f59e0b" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M12 24a6 6 0 0 1 12 0" fill="#38bdf8" />
      <path d="M6 27.5h24" stroke="#ffffff" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
