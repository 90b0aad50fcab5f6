import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { InboxBox, InboxMark } from '@camtour/shared/schemas/admin-content';
import { FormError } from '@/components/admin/form-error';
import { StatusPill } from '@/components/admin/status-pill';
import { buttonStyles } from '@/components/ui/button-styles';
import { useFormat } from '@/lib/format';
import { useInboxMark } from '../api/inbox';

export const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Phnom_Penh',
};

interface InboxItemProps {
  box: InboxBox;
  item: { id: number; created_at: string; read_at: string | null; handled_at: string | null };
  /** The line shown while folded (who, about what). */
  summary: ReactNode;
  /** What unfolds: the whole message and its details. */
  children: ReactNode;
}

/**
 * One message of the inbox, folded to a line. Unfolding it marks it read (once: an item
 * already read is not sent again); handled and unread are buttons inside.
 */
export function InboxItem({ box, item, summary, children }: InboxItemProps) {
  const { t } = useTranslation('admin-content');
  const format = useFormat();
  const mark = useInboxMark(box);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const unread = item.read_at === null;
  const handled = item.handled_at !== null;
  const send = (what: InboxMark) => mark.mutate({ id: item.id, mark: what });
  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && unread && !mark.isPending) send('read');
  };
  return (
    <article
      className={`rounded-2xl border bg-white shadow-sm ${unread ? 'border-jungle-300' : 'border-sand-200'}`}
      data-testid="inbox-item"
      data-unread={unread || undefined}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="flex w-full flex-wrap items-start justify-between gap-2 rounded-2xl p-4 text-left hover:bg-sand-50"
      >
        <span className="flex min-w-0 flex-1 items-start gap-2">
          {unread && (
            <span
              aria-hidden="true"
              className="mt-1.5 size-2.5 shrink-0 rounded-full bg-jungle-600"
            />
          )}
          <span className={`min-w-0 break-words ${unread ? 'font-semibold' : ''}`}>{summary}</span>
        </span>
        <span className="flex shrink-0 flex-wrap items-center gap-2 text-xs text-ink-muted">
          {unread && <StatusPill tone="info">{t('inbox.unread')}</StatusPill>}
          {handled && <StatusPill tone="good">{t('inbox.handled')}</StatusPill>}
          <time dateTime={item.created_at}>{format.date(item.created_at, DATE_TIME)}</time>
        </span>
      </button>
      {open && (
        <div id={panelId} className="flex flex-col gap-4 border-t border-sand-200 p-4">
          {children}
          <FormError error={mark.error} />
          <div className="flex flex-wrap gap-2">
            {handled ? (
              <button
                type="button"
                className={buttonStyles.small}
                disabled={mark.isPending}
                onClick={() => send('unhandled')}
              >
                {t('inbox.mark-unhandled')}
              </button>
            ) : (
              <button
                type="button"
                className={buttonStyles.primary}
                disabled={mark.isPending}
                onClick={() => send('handled')}
              >
                {t('inbox.mark-handled')}
              </button>
            )}
            {!unread && (
              <button
                type="button"
                className={buttonStyles.ghost}
                disabled={mark.isPending}
                onClick={() => send('unread')}
              >
                {t('inbox.mark-unread')}
              </button>
            )}
          </div>
        </div>
      )}
    </article>
  );
}
