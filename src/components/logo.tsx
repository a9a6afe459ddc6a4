/** The bank's mark (the favicon's N) beside its name; the name stays real text for search engines and translators. */
export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={`logo${className ? ` ${className}` : ''}`}>
      <svg
        className="logo__mark"
        viewBox="0 0 64 64"
        width="40"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path d="M18 46V18h6l16 18V18h6v28h-6L24 28v18z" fill="#fff" />
      </svg>
      <span className="logo__name">{name}</span>
    </span>
  );
}
