import { useTranslation } from '@/lib/i18n-react';
import {
  INBOX_BOXES,
  INBOX_STATES,
  type InboxBooking,
  type InboxBox,
  type InboxCounts,
  type InboxFeedback,
  type InboxHotelBooking,
} from '@camtour/shared/schemas/admin-content';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FilterBar } from '@/components/admin/filter-bar';
import { FormError } from '@/components/admin/form-error';
import { Pager } from '@/components/admin/pager';
import { useListParams, type ListParams } from '@/components/admin/use-list-params';
import { inputStyles } from '@/components/ui/form-controls';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useFormat } from '@/lib/format';
import { useInbox } from '../api/inbox';
import { BookingDetails, FeedbackDetails, HotelBookingDetails } from './inbox-details';
import { InboxItem } from './inbox-item';

const DEFAULTS = { box: 'feedback', state: 'unhandled' };

function StateFilter({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin-content');
  return (
    <FilterBar onReset={list.reset}>
      <div className="flex min-w-0 flex-col gap-1 md:w-56">
        <label htmlFor="inbox-state" className="text-xs font-semibold text-ink-muted">
          {t('inbox.show')}
        </label>
        <select
          id="inbox-state"
          className={`${inputStyles} py-2 text-sm`}
          value={list.values.state}
          onChange={(event) => list.set('state', event.target.value)}
        >
          {INBOX_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`inbox.state-${state}`)}
            </option>
          ))}
        </select>
      </div>
    </FilterBar>
  );
}

function BoxList({ box, list }: { box: InboxBox; list: ListParams }) {
  const { t, i18n } = useTranslation('admin-content');
  const inbox = useInbox(box, { state: list.values.state, page: list.page });
  if (inbox.isError) return <FormError error={inbox.error} />;
  if (!inbox.data) {
    return (
      <div className="grid min-h-40 place-items-center">
        <Spinner label={t('loading')} showLabel />
      </div>
    );
  }
  const km = i18n.language === 'km';
  const { items, pagination } = inbox.data;
  return (
    <div aria-busy={inbox.isFetching || undefined}>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 bg-white p-8 text-center text-ink-muted">
          {t(`inbox.empty-${list.values.state === 'all' ? 'all' : 'filtered'}`)}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {box === 'feedback'
            ? (items as InboxFeedback[]).map((item) => (
                <li key={item.id}>
                  <InboxItem
                    box="feedback"
                    item={item}
                    summary={
                      <>
                        <span className="block truncate">{item.comment}</span>
                        <span className="block text-xs font-normal text-ink-muted">
                          {item.user_name ?? t('inbox.anonymous')} · {item.page}
                        </span>
                      </>
                    }
                  >
                    <FeedbackDetails item={item} />
                  </InboxItem>
                </li>
              ))
            : box === 'hotel-bookings'
              ? (items as InboxHotelBooking[]).map((item) => (
                  <li key={item.id}>
                    <InboxItem
                      box="hotel-bookings"
                      item={item}
                      summary={
                        <>
                          <span className="block">
                            {km ? item.hotel_name_km : item.hotel_name_en} ·{' '}
                            {km ? item.room_title_km : item.room_title_en}
                          </span>
                          <span className="block text-xs font-normal text-ink-muted">
                            {t('inbox.hotel-booking-line', {
                              name: item.name,
                              count: item.guests,
                              stay: t('inbox.nights-count', { count: item.nights }),
                            })}
                          </span>
                        </>
                      }
                    >
                      <HotelBookingDetails item={item} />
                    </InboxItem>
                  </li>
                ))
              : (items as InboxBooking[]).map((item) => (
                  <li key={item.id}>
                    <InboxItem
                      box="bookings"
                      item={item}
                      summary={
                        <>
                          <span className="block">
                            {km ? item.activity_name_km : item.activity_name_en}
                          </span>
                          <span className="block text-xs font-normal text-ink-muted">
                            {t('inbox.booking-line', {
                              name: item.name,
                              count: item.party_size,
                            })}
                          </span>
                        </>
                      }
                    >
                      <BookingDetails item={item} />
                    </InboxItem>
                  </li>
                ))}
        </ul>
      )}
      {pagination.total > 0 && <Pager pagination={pagination} onPage={list.setPage} />}
    </div>
  );
}

function TabLabel({ label, counts }: { label: string; counts: InboxCounts | undefined }) {
  const { t } = useTranslation('admin-content');
  const format = useFormat();
  return (
    <span className="inline-flex items-center gap-2">
      {label}
      {counts && counts.unread > 0 && (
        <span
          className="rounded-full bg-jungle-700 px-2 py-0.5 text-xs font-bold text-white"
          aria-label={t('inbox.unread-count', { count: counts.unread })}
        >
          {format.number(counts.unread)}
        </span>
      )}
    </span>
  );
}

const isBox = (value: string | undefined): value is InboxBox =>
  (INBOX_BOXES as readonly (string | undefined)[]).includes(value);

/**
 * /admin/inbox: feedback, activity booking requests and requests to book a hotel room; opening
 * one reads it, then mark it handled.
 */
export function InboxPage() {
  const { t } = useTranslation('admin-content');
  const list = useListParams(DEFAULTS);
  const box: InboxBox = isBox(list.values.box) ? list.values.box : 'feedback';
  // Every tab's badge: the open tab's counts come with its list, the others' from their first page.
  const feedback = useInbox(
    'feedback',
    box === 'feedback' ? { state: list.values.state, page: list.page } : {},
  );
  const bookings = useInbox(
    'bookings',
    box === 'bookings' ? { state: list.values.state, page: list.page } : {},
  );
  const hotelBookings = useInbox(
    'hotel-bookings',
    box === 'hotel-bookings' ? { state: list.values.state, page: list.page } : {},
  );
  const content = (
    <>
      <StateFilter list={list} />
      <BoxList box={box} list={list} />
    </>
  );
  return (
    <>
      <AdminPageHeader title={t('inbox.title')} description={t('inbox.intro')} />
      <Tabs
        value={box}
        onValueChange={(next) => list.set('box', next)}
        label={t('inbox.boxes')}
        layout="section"
        tabs={[
          {
            value: 'feedback',
            label: <TabLabel label={t('inbox.feedback')} counts={feedback.data?.counts} />,
            content: box === 'feedback' && content,
          },
          {
            value: 'bookings',
            label: <TabLabel label={t('inbox.bookings')} counts={bookings.data?.counts} />,
            content: box === 'bookings' && content,
          },
          {
            value: 'hotel-bookings',
            label: (
              <TabLabel label={t('inbox.hotel-bookings')} counts={hotelBookings.data?.counts} />
            ),
            content: box === 'hotel-bookings' && content,
          },
        ]}
      />
    </>
  );
}
