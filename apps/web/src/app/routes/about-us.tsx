import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { SupportContact } from '@/components/ui/support-contact';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';
import { RoutePage } from '../route-page';

const VALUES = ['local', 'bilingual', 'honest'] as const;

export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage intro={t('about.intro')}>
      <div className="flex flex-col gap-10">
        <section aria-labelledby="about-story" className="max-w-3xl space-y-3">
          <h2 id="about-story" className="text-2xl font-bold leading-display text-jungle-900">
            {t('about.story.title')}
          </h2>
          <p>{t('about.story.body1')}</p>
          <p>{t('about.story.body2')}</p>
        </section>
        <ul className="grid gap-4 md:grid-cols-3">
          {VALUES.map((value) => (
            <li key={value} className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold leading-display text-jungle-900">
                {t(`about.value.${value}.title`)}
              </h3>
              <p className="mt-2 text-ink-muted">{t(`about.value.${value}.body`)}</p>
            </li>
          ))}
        </ul>
        <ContactSection />
        <FeedbackSection />
      </div>
    </RoutePage>
  );
}

/** The FAQ sends people here for our address: the deployment's own (env SUPPORT_*). */
function ContactSection() {
  const { t } = useTranslation();
  return (
    <section
      id="contact"
      aria-labelledby="about-contact"
      className="max-w-3xl scroll-mt-28 space-y-3"
    >
      <h2 id="about-contact" className="text-2xl font-bold leading-display text-jungle-900">
        {t('about.contact.title')}
      </h2>
      <p>{t('about.contact.body')}</p>
      <SupportContact withAddress testId="about-contact" />
    </section>
  );
}

function FeedbackSection() {
  const { t } = useTranslation('feedback');
  return (
    <section
      id="feedback"
      aria-labelledby="feedback-title"
      className="grid scroll-mt-28 gap-6 rounded-3xl border border-jungle-200 bg-jungle-50 p-5 sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10"
    >
      <div className="space-y-3">
        <h2 id="feedback-title" className="text-2xl font-bold leading-display text-jungle-900">
          {t('title')}
        </h2>
        <p className="text-ink-muted">{t('intro')}</p>
        <p className="text-ink-muted">
          {t('faq')}{' '}
          <Link to="/faq" className="font-semibold text-jungle-700 hover:underline">
            {t('route.faq', { ns: 'common' })}
          </Link>
        </p>
      </div>
      <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <FeedbackForm />
      </div>
    </section>
  );
}
