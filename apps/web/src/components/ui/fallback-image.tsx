import { useState } from 'react';
import { pictureSrc, pictureWidthFor } from '@/lib/picture-src';

interface FallbackImageProps {
  src: string;
  alt: string;
  /** Letter shown on the coloured placeholder when the image fails (document 1 §8). */
  label: string;
  className?: string;
  width: number;
  height: number;
  /**
   * The page's main picture, likely its largest paint (LCP): fetched at once and first, not
   * lazily after layout (issue 17). Everything else stays lazy.
   */
  priority?: boolean;
}

export function FallbackImage({
  src,
  alt,
  label,
  className = '',
  width,
  height,
  priority = false,
}: FallbackImageProps) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <span
        aria-hidden={alt === '' ? true : undefined}
        role={alt === '' ? undefined : 'img'}
        aria-label={alt === '' ? undefined : alt}
        className={`grid place-items-center bg-jungle-100 font-semibold text-jungle-800 ${className}`}
        style={{ width, height }}
      >
        {label.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={pictureSrc(src, pictureWidthFor(width))}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      onError={() => setBroken(true)}
    />
  );
}
