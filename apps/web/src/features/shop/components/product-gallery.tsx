import { useState, type MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ThumbnailStrip } from '@/components/ui/thumbnail-strip';

/** Hovering the picture magnifies it this many times around the pointer (document 2 §9). */
export const GALLERY_ZOOM = 2;

interface ProductGalleryProps {
  images: readonly string[];
  name: string;
}

/** The selected colour's pictures: one large with hover zoom, thumbnails to switch. */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t } = useTranslation('shop');
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const current = images[Math.min(index, images.length - 1)] ?? '';

  const onMove = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };

  return (
    <div className="flex flex-col gap-3" data-testid="product-gallery">
      <div
        className="relative aspect-square cursor-zoom-in overflow-hidden rounded-3xl border border-sand-200 bg-white"
        onMouseMove={onMove}
        onMouseLeave={() => setZoom(null)}
        data-zoomed={zoom ? 'true' : 'false'}
      >
        <FallbackImage
          key={current}
          src={current}
          alt={t('gallery.image', { name, index: Math.min(index, images.length - 1) + 1 })}
          label={name}
          width={640}
          height={640}
          priority
          className="size-full object-contain p-4 transition-transform duration-150 ease-out"
        />
        {zoom && (
          // The same picture, scaled around the pointer; pointer events pass to the frame.
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-white"
            style={{
              backgroundImage: `url("${current}")`,
              backgroundRepeat: 'no-repeat',
              backgroundSize: `${GALLERY_ZOOM * 100}%`,
              backgroundPosition: `${zoom.x}% ${zoom.y}%`,
            }}
          />
        )}
      </div>
      {images.length > 1 && (
        <ThumbnailStrip
          look="product"
          photos={images}
          current={index}
          onPick={setIndex}
          label={t('gallery.thumbnails')}
          itemLabel={(position) => t('gallery.show', { index: position + 1 })}
        />
      )}
    </div>
  );
}
