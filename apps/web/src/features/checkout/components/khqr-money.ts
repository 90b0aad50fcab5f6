import type { Currency } from '@camtour/shared/domain/checkout';
import { countdownParts } from '@camtour/shared/domain/khqr';
import type { useFormat } from '@/lib/format';

type Format = ReturnType<typeof useFormat>;

/** A KHQR's amount as the page shows money: dollars with cents, or whole riel. */
export function khqrMoney(format: Format, amount: number, currency: Currency): string {
  return currency === 'KHR' ? format.khr(amount) : format.usd(amount);
}

/** "9:05": the time a QR has left. */
export function countdownText(format: Format, seconds: number): string {
  const parts = countdownParts(seconds);
  return `${format.number(parts.minutes)}:${format.number(parts.seconds, { minimumIntegerDigits: 2 })}`;
}
