/** A busy indicator with its text for screen readers (and on screen when `label` shows). */
export function Spinner({
  label,
  showLabel = false,
  className = '',
}: {
  label: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span role="status" className={`inline-flex items-center gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-[3px] border-jungle-200 border-t-jungle-700"
      />
      <span className={showLabel ? 'text-ink-muted' : 'sr-only'}>{label}</span>
    </span>
  );
}
