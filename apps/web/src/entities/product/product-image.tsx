import { FallbackImage } from '@/components/ui/fallback-image';

/** A product's picture in a card: whole (contained), a little larger while the card is hovered. */
export function ProductImage({
  src,
  name,
  size,
  priority = false,
}: {
  src: string;
  name: string;
  size: number;
  /** The first card of the shop's list: likely the page's largest paint (issue 17). */
  priority?: boolean;
}) {
  return (
    <FallbackImage
      src={src}
      alt=""
      label={name}
      width={size}
      height={size}
      priority={priority}
      className="size-full object-contain p-3 transition-transform duration-300 group-hover:scale-105"
    />
  );
}
