import { useState } from 'react';

interface AvatarProps {
  /** Photo address; without one (or when it fails to load) the initials show. */
  src?: string | null;
  initials: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

const SIZES = {
  sm: 'size-9 text-sm',
  md: 'size-12 text-base',
  lg: 'size-20 text-2xl',
  xl: 'size-28 text-3xl',
} as const;

/**
 * Decorative: the name beside it (or the button's label) says who it is. The initials are drawn
 * by CSS, not written as text: a button holding the avatar and a name would otherwise have "DT
 * Demo" as its visible text, which its accessible name cannot start with (axe
 * label-content-name-mismatch, issue 18 item 9).
 */
export function Avatar({ src, initials, size = 'sm', className = '' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = src && failed !== src;
  return (
    <span
      aria-hidden="true"
      data-testid="avatar"
      data-initials={showPhoto ? undefined : initials}
      className={`relative inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-jungle-700 font-semibold text-white ring-2 ring-white ${showPhoto ? '' : 'before:content-[attr(data-initials)]'} ${SIZES[size]} ${className}`}
    >
      {showPhoto ? (
        <img
          src={src}
          alt=""
          className="size-full object-cover"
          decoding="async"
          onError={() => setFailed(src)}
        />
      ) : null}
    </span>
  );
}
