import type { ReactNode } from 'react';

export interface InfoSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Long-form text pages (privacy, terms, about): numbered sections with an in-page index. */
export function InfoSections({
  sections,
  indexLabel,
}: {
  sections: readonly InfoSection[];
  indexLabel: string;
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
      <nav aria-label={indexLabel} className="hidden lg:block">
        <ol className="sticky top-28 space-y-2 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-ink-muted hover:text-jungle-700 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex max-w-3xl flex-col gap-8">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-28"
          >
            <h2
              id={`${section.id}-title`}
              className="text-xl font-semibold leading-display text-jungle-900"
            >
              {section.title}
            </h2>
            <div className="mt-2 space-y-3 text-ink">{section.body}</div>
          </section>
        ))}
      </div>
    </div>
  );
}
