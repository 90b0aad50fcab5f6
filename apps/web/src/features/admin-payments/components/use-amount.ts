import type { Currency } from '@camtour/shared/domain/checkout';
import { useFormat } from '@/lib/format';

/** An amount in major units as the other admin pages show money: $10.35, or whole riel. */
export function useAmount(): (amount: number, currency: Currency) => string {
  const format = useFormat();
  return (amount, currency) => (currency === 'KHR' ? format.khr(amount) : format.usd(amount));
}
