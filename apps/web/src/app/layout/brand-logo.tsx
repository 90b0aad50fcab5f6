import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';

export function BrandLogo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-lg"
      aria-label={t('brand.home-link')}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 64 64"
        className={`shrink-0 transition-all ${compact ? 'size-8' : 'size-10'}`}
      >
        <rect width="64" height="64" rx="16" fill="#0f5f55" />
        <path
          d="M32 10l4 9h-2v5h4v-3h2l3 8h-2v5h3l4 10h-3v6H19v-6h-3l4-10h3v-5h-2l3-8h2v3h4v-5h-2z"
          fill="#f2c879"
        />
      </svg>
      <span className="text-xl font-bold tracking-tight text-jungle-900" lang="en">
        Cam<span className="text-sand-600">Tour</span>
      </span>
    </Link>
  );
}
