/** A printer, for the printable medication list's link (one small SVG; no icon library). */
export function PrinterIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
      <path d="M7 9V3h10v6" strokeLinejoin="round" />
      <rect x="3" y="9" width="18" height="8" rx="1.5" />
      <path d="M7 14h10v7H7z" strokeLinejoin="round" />
    </svg>
  );
}
