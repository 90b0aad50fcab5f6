import * as Slider from '@radix-ui/react-slider';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/format';

interface PriceSliderProps {
  /** Whole dollars: 500, or the highest price when that is higher (server's slider_max). */
  max: number;
  min: number | null;
  selectedMax: number | null;
  onCommit: (range: { minPrice: number | null; maxPrice: number | null }) => void;
}

/** Two thumbs from $0 to the slider maximum; the URL changes when a thumb is let go. */
export function PriceSlider({ max, min, selectedMax, onCommit }: PriceSliderProps) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const fromUrl: [number, number] = [Math.min(min ?? 0, max), Math.min(selectedMax ?? max, max)];
  const [value, setValue] = useState<[number, number]>(fromUrl);
  const [followed, setFollowed] = useState(fromUrl.join('-'));
  if (fromUrl.join('-') !== followed) {
    setFollowed(fromUrl.join('-'));
    setValue(fromUrl);
  }
  const dollars = (amount: number) => format.usd(amount).replace(/\.00(?=\D*$)/, '');

  return (
    <div className="flex flex-col gap-3">
      <div
        className="flex items-center justify-between text-sm font-medium text-ink"
        aria-hidden="true"
      >
        <span data-testid="price-min">{dollars(value[0])}</span>
        <span data-testid="price-max">
          {dollars(value[1])}
          {value[1] >= max ? '+' : ''}
        </span>
      </div>
      <Slider.Root
        name="price"
        className="relative flex h-6 touch-none select-none items-center"
        min={0}
        max={max}
        step={1}
        minStepsBetweenThumbs={1}
        value={value}
        onValueChange={(next) => setValue([next[0] ?? 0, next[1] ?? max])}
        onValueCommit={(next) => {
          const low = next[0] ?? 0;
          const high = next[1] ?? max;
          onCommit({ minPrice: low > 0 ? low : null, maxPrice: high < max ? high : null });
        }}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-sand-200">
          <Slider.Range className="absolute h-full rounded-full bg-jungle-600" />
        </Slider.Track>
        {[t('filters.price.min'), t('filters.price.max')].map((label, index) => (
          <Slider.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={dollars(value[index] ?? 0)}
            className="block size-5 rounded-full border-2 border-jungle-700 bg-white shadow focus:outline-none focus-visible:ring-4 focus-visible:ring-jungle-600/30"
          />
        ))}
      </Slider.Root>
    </div>
  );
}
