import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FallbackImage } from './fallback-image';

const COVERS = {
  /** A landscape photo: a place, a hotel, a room. */
  wide: { width: 480, height: 300, className: 'aspect-[16/10] w-full object-cover', frame: '' },
  /** A photo as wide as a video: an activity. */
  video: { width: 480, height: 270, className: 'aspect-video w-full object-cover', frame: '' },
  /** A product, whole, on a light ground. */
  product: {
    width: 320,
    height: 320,
    className: 'aspect-square w-full object-contain p-3',
    frame: 'bg-sand-50',
  },
} as const;

// A card off screen is left undrawn until it nears the viewport (grids and carousels of a dozen).
const box =
  'render-near flex h-full flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white [--render-near-height:380px]';

interface MediaCardProps {
  image: string;
  /** The card's name: the picture is decorative, and falls back to this name's first letter. */
  name: string;
  /** The picture's shape: `wide` unless said otherwise. */
  cover?: keyof typeof COVERS;
  /** The whole card is one link (its hover lifts it and underlines a `group-hover` title). */
  to?: string;
  state?: unknown;
  /** Sits on the picture's corner (a type, a label); it places itself. */
  badge?: ReactNode;
  /** `row`: the picture at the left from the small breakpoint on. */
  layout?: 'column' | 'row';
  /** The body's spacing ("gap-2 p-5"). */
  bodyClassName: string;
  /** The first card of a list that opens the page: its picture is likely the largest paint. */
  priority?: boolean;
  children: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/** A card with a picture above (or beside) its text: a hotel, a room, a place, an activity. */
export function MediaCard({
  image,
  name,
  cover = 'wide',
  to,
  state,
  badge,
  layout = 'column',
  bodyClassName,
  priority = false,
  children,
  ...data
}: MediaCardProps) {
  const { frame, ...picture } = COVERS[cover];
  const row = layout === 'row';
  const className = `${box} ${row ? 'sm:flex-row' : ''}`;
  let media = (
    <FallbackImage
      src={image}
      alt=""
      label={name}
      priority={priority}
      {...picture}
      className={row ? `${picture.className} sm:w-64` : picture.className}
    />
  );
  if (badge || frame) {
    media = (
      <span className={`relative block ${frame}`}>
        {media}
        {badge}
      </span>
    );
  }
  const body = `flex flex-1 flex-col ${bodyClassName}`;
  if (to === undefined) {
    return (
      <article className={className} {...data}>
        {media}
        <div className={body}>{children}</div>
      </article>
    );
  }
  return (
    <Link
      to={to}
      state={state}
      className={`group ${className} hover:border-jungle-300 hover:shadow-md`}
      {...data}
    >
      {media}
      <span className={body}>{children}</span>
    </Link>
  );
}
