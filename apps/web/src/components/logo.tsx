/** The Trellis mark: a small diamond lattice beside the word. */
export function Logo() {
  return (
    <span className="trellis-logo d-inline-flex align-items-center gap-2">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <g fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round">
          <path d="M8 16l8-8 8 8-8 8z" />
          <path d="M12 12l8 8M20 12l-8 8" />
        </g>
      </svg>
      <span className="trellis-logo-word">Trellis</span>
    </span>
  );
}
