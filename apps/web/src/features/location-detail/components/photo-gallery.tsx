import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Lightbox } from '@/components/ui/lightbox';
import { SectionHeading } from '@/components/ui/section';

/** The place's photos as a grid; a click opens the lightbox on that photo. */
export function PhotoGallery({ photos, name }: { photos: readonly string[]; name: string }) {
  const { t } = useTranslation('travel');
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="gallery-title">
      <SectionHeading id="gallery-title" className="mb-3">
        {t('gallery.title')}
      </SectionHeading>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="photo-gallery">
        {photos.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('gallery.open', { index: index + 1 })}
              className="block aspect-[4/3] w-full overflow-hidden rounded-2xl bg-sand-100 ring-jungle-600 hover:opacity-90 focus-visible:ring-2"
            >
              <FallbackImage
                src={src}
                alt=""
                label={name}
                width={320}
                height={240}
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        photos={photos}
        index={open}
        onIndex={setOpen}
        title={t('gallery.lightbox', { name })}
        alt={(index) => t('hero.photo', { name, index: index + 1, total: photos.length })}
      />
    </section>
  );
}
