// Facts of docs/product/overview.md and docs/product/limits.md that the content screens show. Kept as data so the texts only carry words.

export const PHP_VERSIONS = ['5.4', '5.6', '7.2', '7.4', '8.0'] as const;

/** Support hours in Tashkent time (docs/product/limits.md). */
export const SUPPORT_HOURS = [
  { day: 'weekdays', from: '12:00', to: '22:00' },
  { day: 'saturday', from: '18:00', to: '22:00' },
  { day: 'sunday', from: '20:00', to: '22:00' },
] as const;

export type PaymentMethodStatus = 'top_up' | 'soon';

export type PaymentMethod = { name: string; status?: PaymentMethodStatus };

// Brand names are written the same in every language. docs/product/overview.md: only Click and Payme top up the balance;
// Uzum and Paynet are announced but not yet supported.
export const LOCAL_PAYMENT_METHODS: readonly PaymentMethod[] = [
  { name: 'Click', status: 'top_up' },
  { name: 'Payme', status: 'top_up' },
  { name: 'Uzum', status: 'soon' },
  { name: 'Paynet', status: 'soon' },
  { name: 'Uzcard' },
  { name: 'Humo' },
];

export const INTERNATIONAL_PAYMENT_METHODS: readonly PaymentMethod[] = [
  { name: 'Visa' },
  { name: 'Mastercard' },
  { name: 'UnionPay' },
  { name: 'Mir' },
];
