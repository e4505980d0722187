/** The puzzle-piece mark (same artwork as the favicon), drawn inline so it needs no request. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#6d28d9" />
      <path
        d="M14 14h16v8a5 5 0 1 0 4 0v-8h16v16h-8a5 5 0 1 0 0 4h8v16H34v-8a5 5 0 1 0-4 0v8H14V34h8a5 5 0 1 0 0-4h-8z"
        fill="#fde68a"
      />
    </svg>
  );
}
