import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import type {
  InboxBooking,
  InboxFeedback,
  InboxHotelBooking,
} from '@camtour/shared/schemas/admin-content';
import { useFormat } from '@/lib/format';
import { DATE_TIME } from './inbox-item';

function Pairs({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted sm:text-sm sm:normal-case sm:tracking-normal">
            {label}
          </dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A feedback message in full: the text, the page it was sent from, the sender if signed in. */
export function FeedbackDetails({ item }: { item: InboxFeedback }) {
  const { t } = useTranslation('admin-content');
  const format = useFormat();
  return (
    <>
      <p className="whitespace-pre-line break-words">{item.comment}</p>
      <Pairs
        rows={[
          [t('inbox.page'), <span className="break-all font-mono text-xs">{item.page}</span>],
          [
            t('inbox.from'),
            item.user_email ? (
              <>
                {item.user_name} ·{' '}
                <a
                  className="break-all text-jungle-800 underline"
                  href={`mailto:${item.user_email}`}
                >
                  {item.user_email}
                </a>
              </>
            ) : (
              t('inbox.anonymous')
            ),
          ],
          [
            t('inbox.user-agent'),
            <span className="break-all text-xs text-ink-muted">{item.user_agent ?? '—'}</span>,
          ],
          [t('inbox.received'), format.date(item.created_at, DATE_TIME)],
          ...(item.handled_at
            ? ([[t('inbox.handled-on'), format.date(item.handled_at, DATE_TIME)]] as [
                string,
                ReactNode,
              ][])
            : []),
        ]}
      />
    </>
  );
}

/** A booking request in full: the activity and place, who, when, how many, and their note. */
export function BookingDetails({ item }: { item: InboxBooking }) {
  const { t, i18n } = useTranslation('admin-content');
  const format = useFormat();
  const km = i18n.language === 'km';
  return (
    <>
      <Pairs
        rows={[
          [t('inbox.activity'), km ? item.activity_name_km : item.activity_name_en],
          [
            t('inbox.location'),
            <Link
              to={`/location/detail/${item.location_id}`}
              target="_blank"
              rel="noopener"
              className="text-jungle-800 underline"
            >
              {km ? item.location_name_km : item.location_name_en}
            </Link>,
          ],
          [t('inbox.name'), item.name],
          [
            t('inbox.email'),
            <a className="break-all text-jungle-800 underline" href={`mailto:${item.email}`}>
              {item.email}
            </a>,
          ],
          [
            t('inbox.date'),
            format.date(`${item.date}T00:00:00+07:00`, {
              year: 'numeric',
              month: 'long',
              day: 'numeric',
              weekday: 'short',
              timeZone: 'Asia/Phnom_Penh',
            }),
          ],
          [t('inbox.party'), format.number(item.party_size)],
          [t('inbox.lang'), t(`inbox.lang-${item.lang === 'km' ? 'km' : 'en'}`)],
          [
            t('inbox.note'),
            item.note ? <span className="whitespace-pre-line">{item.note}</span> : '—',
          ],
          [t('inbox.received'), format.date(item.created_at, DATE_TIME)],
          ...(item.handled_at
            ? ([[t('inbox.handled-on'), format.date(item.handled_at, DATE_TIME)]] as [
                string,
                ReactNode,
              ][])
            : []),
        ]}
      />
    </>
  );
}

/** A request to book a hotel room in full: hotel, room, stay, guests, who and their note. */
export function HotelBookingDetails({ item }: { item: InboxHotelBooking }) {
  const { t, i18n } = useTranslation('admin-content');
  const format = useFormat();
  const km = i18n.language === 'km';
  const day = (value: string) =>
    format.date(`${value}T00:00:00+07:00`, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      weekday: 'short',
      timeZone: 'Asia/Phnom_Penh',
    });
  return (
    <Pairs
      rows={[
        [
          t('inbox.hotel'),
          <Link
            to={`/siem-reap/hotels/${item.hotel_id}`}
            target="_blank"
            rel="noopener"
            className="text-jungle-800 underline"
          >
            {km ? item.hotel_name_km : item.hotel_name_en}
          </Link>,
        ],
        [t('inbox.room'), km ? item.room_title_km : item.room_title_en],
        [t('inbox.check-in'), day(item.check_in)],
        [t('inbox.check-out'), day(item.check_out)],
        [t('inbox.nights'), format.number(item.nights)],
        [t('inbox.guests'), format.number(item.guests)],
        [t('inbox.name'), item.name],
        [
          t('inbox.email'),
          <a className="break-all text-jungle-800 underline" href={`mailto:${item.email}`}>
            {item.email}
          </a>,
        ],
        [
          t('inbox.phone'),
          item.phone ? (
            <a className="text-jungle-800 underline" href={`tel:${item.phone.replace(/\s+/g, '')}`}>
              {item.phone}
            </a>
          ) : (
            '—'
          ),
        ],
        [t('inbox.lang'), t(`inbox.lang-${item.lang === 'km' ? 'km' : 'en'}`)],
        [
          t('inbox.note'),
          item.note ? <span className="whitespace-pre-line">{item.note}</span> : '—',
        ],
        [t('inbox.received'), format.date(item.created_at, DATE_TIME)],
        ...(item.handled_at
          ? ([[t('inbox.handled-on'), format.date(item.handled_at, DATE_TIME)]] as [
              string,
              ReactNode,
            ][])
          : []),
      ]}
    />
  );
}
