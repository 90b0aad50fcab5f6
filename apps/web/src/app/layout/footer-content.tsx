import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { FOOTER_PROVINCES } from '@camtour/shared/constants';
import { useFormat } from '@/lib/format';
import { kickerStyles } from '@/components/ui/section';
import { SupportContact } from '@/components/ui/support-contact';
import { usePublicConfig } from '@/lib/public-config';
import { BrandLogo } from './brand-logo';

const INFO_LINKS = [
  { to: '/about-us', key: 'route.aboutUs' },
  { to: '/faq', key: 'route.faq' },
  { to: '/privacy', key: 'route.privacy' },
  { to: '/terms', key: 'route.terms' },
] as const;

const headingClass = kickerStyles.onDark;
const linkClass = 'rounded text-jungle-100 hover:text-white hover:underline';

/** The site footer; footer.tsx loads it after the page's own code. */
export function FooterContent() {
  const { t } = useTranslation();
  const format = useFormat();
  const config = usePublicConfig().data;
  // Text links only, and only to profiles the deployment names (env SOCIAL_LINKS): no third-party
  // images or scripts (CSP img-src 'self').
  const social = config?.social_links ?? [];
  const year = format.date(new Date(), { year: 'numeric' });

  return (
    <footer
      className="mt-auto bg-jungle-900 text-jungle-100 print:hidden"
      data-testid="site-footer"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_1.6fr_1fr_1fr] lg:px-8">
        <div className="space-y-4">
          <div className="inline-flex rounded-2xl bg-sand-50 px-3 py-2">
            <BrandLogo />
          </div>
          <p className="max-w-xs text-sm text-jungle-100">{t('footer.tagline')}</p>
        </div>

        <nav aria-labelledby="footer-provinces">
          <h2 id="footer-provinces" className={headingClass}>
            {t('footer.provinces')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {FOOTER_PROVINCES.map((province) => (
              <li key={province.id}>
                <Link to={`/adventure?province_id=${province.id}`} className={linkClass}>
                  {t(`province.${province.slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>{t('footer.contact')}</h2>
          <div className="mt-4 space-y-2 text-sm">
            <p className="font-semibold text-white">CamTour</p>
            <SupportContact withAddress linkClassName={linkClass} className="space-y-2" />
          </div>
        </div>

        <div className="space-y-8">
          <nav aria-labelledby="footer-info">
            <h2 id="footer-info" className={headingClass}>
              {t('footer.information')}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {INFO_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {social.length > 0 && (
            <nav aria-labelledby="footer-social">
              <h2 id="footer-social" className={headingClass}>
                {t('footer.follow')}
              </h2>
              <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                {social.map((link) => (
                  <li key={link.name}>
                    <a
                      href={link.url}
                      className={linkClass}
                      rel="noopener noreferrer"
                      target="_blank"
                      lang="en"
                    >
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-jungle-200 sm:px-6 lg:px-8">
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
