import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/lib/error-message';
import type { GuideTips } from '@camtour/shared/schemas/travel';
import { useLocationGuide } from '../api/get-location-guide';

const CONTACT_KEYS = [
  'tourist_police',
  'police',
  'hospital',
  'fire',
  'tourist_info',
  'ambulance',
] as const;

function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section className="rounded-3xl border border-sand-200 bg-white p-5" data-testid={testId}>
      <h3 className="text-lg font-bold leading-display text-jungle-900">{title}</h3>
      <div className="mt-2 text-sm text-ink">{children}</div>
    </section>
  );
}

function NotAvailable() {
  const { t } = useTranslation('travel');
  return (
    <p className="text-ink-muted" data-testid="tip-not-available">
      {t('tips.not-available')}
    </p>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Pairs({ rows }: { rows: [string, string | undefined][] }) {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]?.trim()));
  if (shown.length === 0) return <NotAvailable />;
  return (
    <dl className="space-y-2">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt className="font-semibold text-jungle-900">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Words of a key nobody translated ("tourist_police" → "Tourist police"). */
const humanize = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function Guide({ tips }: { tips: Partial<GuideTips> }) {
  const { t } = useTranslation('travel');
  const contactLabel = (key: string) =>
    (CONTACT_KEYS as readonly string[]).includes(key)
      ? t(`tips.contact.${key as (typeof CONTACT_KEYS)[number]}`)
      : humanize(key);
  const budget = tips.currency_and_budget;
  const transport = tips.local_transportation;
  const etiquette = tips.local_etiquette;
  const contacts = tips.local_contacts ? Object.entries(tips.local_contacts) : [];
  return (
    <div className="grid gap-5 md:grid-cols-2" data-testid="travel-guide">
      <Section title={t('tips.best-time')} testId="tip-best-time">
        {tips.best_time_to_visit ? <p>{tips.best_time_to_visit}</p> : <NotAvailable />}
      </Section>
      <Section title={t('tips.contacts')} testId="tip-contacts">
        <Pairs rows={contacts.map(([key, value]) => [contactLabel(key), value])} />
      </Section>
      <Section title={t('tips.currency')} testId="tip-currency">
        {budget ? (
          <Pairs
            rows={[
              [t('tips.currency.currency'), budget.currency],
              [t('tips.currency.budget'), budget.budget],
              [t('tips.currency.atms'), budget.ATMs],
              [t('tips.currency.notes'), budget.notes],
            ]}
          />
        ) : (
          <NotAvailable />
        )}
      </Section>
      <Section title={t('tips.transport')} testId="tip-transport">
        {transport ? (
          <Pairs
            rows={[
              [t('tips.transport.short'), transport.shortDistances],
              [t('tips.transport.long'), transport.longDistances],
              [t('tips.transport.tip'), transport.tip],
            ]}
          />
        ) : (
          <NotAvailable />
        )}
      </Section>
      <Section title={t('tips.pack')} testId="tip-pack">
        {tips.what_to_pack && tips.what_to_pack.length > 0 ? (
          <List items={tips.what_to_pack} />
        ) : (
          <NotAvailable />
        )}
      </Section>
      <Section title={t('tips.etiquette')} testId="tip-etiquette">
        {etiquette && (etiquette.greeting || (etiquette.customs?.length ?? 0) > 0) ? (
          <div className="space-y-2">
            {etiquette.greeting && <p>{etiquette.greeting}</p>}
            {etiquette.customs && etiquette.customs.length > 0 && (
              <List items={etiquette.customs} />
            )}
          </div>
        ) : (
          <NotAvailable />
        )}
      </Section>
      <Section title={t('tips.on-sale')} testId="tip-on-sale">
        {tips.what_on_sale && tips.what_on_sale.length > 0 ? (
          <List items={tips.what_on_sale} />
        ) : (
          <NotAvailable />
        )}
      </Section>
    </div>
  );
}

/** The travel guide (document 3 §2): loading, error with try again, or the seven sections. */
export function TipsTab({ locationId }: { locationId: number }) {
  const { i18n } = useTranslation('travel');
  const common = useTranslation().t;
  const message = useErrorMessage();
  const guide = useLocationGuide(locationId, i18n.language === 'km' ? 'km' : 'en');
  if (guide.isPending) {
    return (
      <div className="grid gap-5 md:grid-cols-2" data-testid="tips-loading">
        <span className="sr-only" role="status">
          {common('state.loading')}
        </span>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-36" />
        ))}
      </div>
    );
  }
  if (guide.isError) {
    return (
      <ErrorState
        message={message(guide.error)}
        onRetry={() => void guide.refetch()}
        retrying={guide.isFetching}
      />
    );
  }
  return <Guide tips={guide.data[0]?.tips ?? {}} />;
}
