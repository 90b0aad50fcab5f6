import { useEffect, useState } from 'react';
import type * as QrLibrary from 'qrcode';
import { useTranslation } from '@/lib/i18n-react';
import { QR_WIDTH_PX } from '@camtour/shared/domain/khqr';
import { Spinner } from '@/components/ui/spinner';

/** The quiet zone around the code, in modules: what scanners expect (ISO/IEC 18004). */
const QUIET_MODULES = 4;

interface QrDrawing {
  value: string;
  size: number;
  path: string;
}

/** One path of unit squares, one per dark module: a crisp SVG at any size. */
async function drawQr(value: string): Promise<QrDrawing> {
  // The QR library loads only when a QR is shown: never in the first chunk.
  // A CommonJS module: its functions are named exports or sit on `default`, by bundler.
  const library: typeof QrLibrary & { default?: typeof QrLibrary } = await import('qrcode');
  const create = library.create ?? library.default?.create;
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) path += `M${col + QUIET_MODULES} ${row + QUIET_MODULES}h1v1h-1z`;
  return { value, size: modules.size + 2 * QUIET_MODULES, path };
}

/**
 * A KHQR drawn in the page (DECISIONS D8: no external QR image service), QR_WIDTH_PX wide
 * (document 2 §9). `label` names it for screen readers ("KHQR code for $12.00").
 */
export function KhqrCode({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const [drawing, setDrawing] = useState<QrDrawing | null>(null);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    let current = true;
    drawQr(value).then(
      (next) => {
        if (current) setDrawing(next);
      },
      (error: unknown) => {
        console.error(error);
        if (current) setBroken(true);
      },
    );
    return () => {
      current = false;
    };
  }, [value]);

  const box = { width: QR_WIDTH_PX, height: QR_WIDTH_PX };
  if (!drawing || drawing.value !== value) {
    return (
      <div style={box} className="grid place-items-center rounded-xl bg-sand-50">
        {broken ? (
          <p role="alert" className="p-3 text-center text-sm text-red-800">
            {t('bakong.qr-broken')}
          </p>
        ) : (
          <Spinner label={tCommon('state.loading')} />
        )}
      </div>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="khqr-code"
      width={QR_WIDTH_PX}
      height={QR_WIDTH_PX}
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      shapeRendering="crispEdges"
      className="block"
    >
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}
