import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A card whose title link covers it all (see `CardTitleLink`): hover lifts it, focus rings it. */
export const cardClass =
  'group relative flex overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-jungle-600/40 hover:shadow-md';

/**
 * The card's title as its one link, stretched over the whole card, so the card is one tab stop
 * and one name for screen readers. Buttons above it (a favorite heart) sit on a higher layer.
 */
export function CardTitleLink({
  to,
  as: Heading = 'h3',
  className,
  children,
}: {
  to: string;
  as?: 'h2' | 'h3';
  className: string;
  children: ReactNode;
}) {
  return (
    <Heading className={className}>
      <Link to={to} className="outline-none after:absolute after:inset-0 hover:underline">
        {children}
      </Link>
    </Heading>
  );
}
