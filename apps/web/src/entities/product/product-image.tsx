import { FallbackImage } from '@/components/ui/fallback-image';

/** A product's picture in a card: whole (contained), a little larger while the card is hovered. */
export function ProductImage({ src, name, size }: { src: string; name: string; size: number }) {
  return (
    <FallbackImage
      src={src}
      alt=""
      label={name}
      width={size}
      height={size}
      className="size-full object-contain p-3 transition-transform duration-300 group-hover:scale-105"
    />
  );
}
