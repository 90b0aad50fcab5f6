import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { toast, type ToastVariant } from './toast-store';

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  info: 'border-jungle-200 bg-white text-ink',
  success: 'border-jungle-300 bg-jungle-50 text-jungle-900',
  error: 'border-red-200 bg-red-50 text-red-900',
};

/* Drawn, not typed: a check mark or an "i" from a font is an emoji on some phones. */
const VARIANT_PATH: Record<ToastVariant, string> = {
  info: 'M12 11v6M12 7.5v.01',
  success: 'M6.5 12.5l3.5 3.5 7.5-8',
  error: 'M12 7v6M12 16.5v.01',
};

function ToastIcon({ variant }: { variant: ToastVariant }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="none">
      <path
        d={VARIANT_PATH[variant]}
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Global, stackable notifications (document 1 §2: "a transient notification (3 s) is global").
 * They start 5rem down: the site header and the cart drawer's title bar (4.5rem high) stay
 * readable while a toast shows, since adding to the cart raises one as the drawer opens.
 */
export function Toaster() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getSnapshot);

  return (
    <div
      aria-live="polite"
      aria-atomic="false"
      className="pointer-events-none fixed inset-x-0 top-20 z-[60] print:hidden flex flex-col items-center gap-2 px-4 sm:items-end sm:px-6"
    >
      {items.map((item) => (
        <div
          key={item.id}
          role="status"
          className={`pointer-events-auto flex w-full max-w-sm animate-toast-in items-start gap-3 rounded-2xl border px-4 py-3 shadow-lg ${VARIANT_CLASSES[item.variant]}`}
        >
          <span
            aria-hidden="true"
            className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-current/10"
            data-testid="toast-icon"
          >
            <ToastIcon variant={item.variant} />
          </span>
          <p className="min-w-0 flex-1 text-sm">{item.message}</p>
          <button
            type="button"
            onClick={() => toast.dismiss(item.id)}
            className="-mr-1 rounded-full px-1.5 text-lg leading-none text-ink-muted hover:text-ink"
            aria-label={t('toast.dismiss')}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
