import { useTranslation } from '@/lib/i18n-react';
import {
  hasDigit,
  hasLower,
  hasSpecial,
  hasUpper,
  passwordScore,
  strengthLevel,
  type StrengthLevel,
} from '@camtour/shared/domain/password-strength';

const LEVEL_STYLES: Record<StrengthLevel, { bar: string; text: string }> = {
  weak: { bar: 'bg-red-600', text: 'text-red-700' },
  medium: { bar: 'bg-sand-500', text: 'text-sand-800' },
  strong: { bar: 'bg-jungle-600', text: 'text-jungle-700' },
};

export const REQUIREMENTS = [
  { key: 'length', test: (pw: string) => pw.length >= 8 },
  { key: 'upper', test: hasUpper },
  { key: 'lower', test: hasLower },
  { key: 'digit', test: hasDigit },
  { key: 'special', test: hasSpecial },
] as const;

/**
 * The registration and reset meter (document 1 §5): the shared score 0-100 and its level, and
 * the requirement checklist. With `requireAll` (reset) every item is a requirement; otherwise
 * they are advice and the score must reach `minScore`.
 */
export function PasswordStrength({
  password,
  requireAll = false,
  id,
}: {
  password: string;
  requireAll?: boolean;
  id: string;
}) {
  const { t } = useTranslation('accounts');
  const score = passwordScore(password);
  const level = strengthLevel(score);
  const styles = LEVEL_STYLES[level];
  return (
    <div
      id={id}
      className="rounded-2xl border border-sand-200 bg-sand-50 p-3"
      data-testid="password-strength"
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="text-ink-muted">{t('strength.label')}</span>
        <span
          className={`font-semibold ${password ? styles.text : 'text-ink-muted'}`}
          aria-live="polite"
        >
          {password ? t(`strength.${level}`) : t('strength.empty')}
        </span>
      </div>
      <div
        role="meter"
        aria-label={t('strength.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={password ? t(`strength.${level}`) : t('strength.empty')}
        className="mt-2 h-2 overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ${styles.bar}`}
          style={{ width: `${password ? Math.max(score, 8) : 0}%` }}
        />
      </div>
      <p className="mt-3 text-xs font-semibold text-ink-muted">
        {requireAll ? t('requirements.title.all') : t('requirements.title.advice')}
      </p>
      <ul className="mt-1 grid gap-1 text-sm sm:grid-cols-2">
        {REQUIREMENTS.map((item) => {
          const met = item.test(password);
          return (
            <li
              key={item.key}
              data-met={met}
              className={`flex items-center gap-2 ${met ? 'text-jungle-700' : 'text-ink-muted'}`}
            >
              <span aria-hidden="true" className="w-4 text-center font-bold">
                {met ? '✓' : '○'}
              </span>
              <span>
                {t(`requirements.${item.key}`)}
                <span className="sr-only">
                  {' '}
                  {met ? t('requirements.met') : t('requirements.unmet')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
