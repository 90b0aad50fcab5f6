import { DELIVERY_RULES, DELIVERY_TYPES, type DeliveryType } from '@camtour/shared/domain/checkout';
import { centsToDollars } from '@camtour/shared/domain/money';
import type { DeliveryOption } from '@camtour/shared/schemas/orders';

/** The words of each option of document 2 §9; fees and payment rules live in the shared rules. */
const WORDS: Record<
  DeliveryType,
  Pick<
    DeliveryOption,
    'name' | 'name_km' | 'description' | 'description_km' | 'estimatedTime' | 'estimated_time_km'
  >
> = {
  phnom_penh_delivery: {
    name: 'Phnom Penh local delivery',
    name_km: 'ដឹកជញ្ជូនក្នុងរាជធានីភ្នំពេញ',
    description:
      'Our rider brings your order to your door in Phnom Penh. Pay cash when it arrives.',
    description_km: 'អ្នកដឹករបស់យើងនាំការបញ្ជាទិញមកដល់ផ្ទះរបស់អ្នកក្នុងរាជធានីភ្នំពេញ។ បង់ប្រាក់សុទ្ធនៅពេលទទួលបាន។',
    estimatedTime: 'Same day, 2 to 6 hours',
    estimated_time_km: 'ក្នុងថ្ងៃតែមួយ 2 ទៅ 6 ម៉ោង',
  },
  jnt_express: {
    name: 'J&T Express',
    name_km: 'J&T Express',
    description: 'Nationwide parcel delivery to any province. Paid in advance with Bakong KHQR.',
    description_km: 'ដឹកជញ្ជូនកញ្ចប់ទូទាំងប្រទេសទៅគ្រប់ខេត្ត។ បង់ប្រាក់ជាមុនតាម Bakong KHQR។',
    estimatedTime: '1 to 3 business days',
    estimated_time_km: '1 ទៅ 3 ថ្ងៃធ្វើការ',
  },
  virak_buntham_express: {
    name: 'Virak Buntham Express',
    name_km: 'វីរៈ ប៊ុនថាំ អ៊ិចប្រេស',
    description: 'Express parcel service to provincial towns. Paid in advance with Bakong KHQR.',
    description_km: 'សេវាកញ្ចប់រហ័សទៅកាន់ទីរួមខេត្ត។ បង់ប្រាក់ជាមុនតាម Bakong KHQR។',
    estimatedTime: '1 to 2 business days',
    estimated_time_km: '1 ទៅ 2 ថ្ងៃធ្វើការ',
  },
};

export function deliveryOption(id: DeliveryType): DeliveryOption {
  const rule = DELIVERY_RULES[id];
  return {
    id,
    ...WORDS[id],
    fee: centsToDollars(rule.fee_cents),
    fee_cents: rule.fee_cents,
    paymentMethods: [...rule.paymentMethods],
    icon: rule.icon,
  };
}

export const deliveryOptions = (): DeliveryOption[] => DELIVERY_TYPES.map(deliveryOption);
