import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
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
        <Notice
          tone="soon"
          title={t('about.feedback.title')}
          actions={
            <>
              <a href="mailto:hello@camtour.example" className={buttonStyles.primary}>
                {t('about.feedback.email')}
              </a>
              <Link to="/faq" className={buttonStyles.secondary}>
                {t('route.faq')}
              </Link>
            </>
          }
        >
          <p>{t('about.feedback.body')}</p>
        </Notice>
      </div>
    </RoutePage>
  );
}
