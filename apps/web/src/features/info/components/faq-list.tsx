export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** Native details/summary: keyboard and screen-reader behaviour for free, and no script needed. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="flex max-w-3xl flex-col gap-3">
      {items.map((item, index) => (
        <details
          key={item.id}
          open={index === 0}
          className="group rounded-2xl border border-sand-200 bg-white shadow-sm open:border-jungle-200"
        >
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-jungle-900 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <span
              aria-hidden="true"
              className="mt-0.5 text-xl leading-none text-sand-600 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="px-5 pb-5 text-ink-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
