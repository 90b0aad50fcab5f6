/** A complete Bakong merchant configuration, as production requires (D8); nothing is called. */
export const PRODUCTION_BAKONG = {
  BAKONG_API_URL: 'http://127.0.0.1:9/bakong',
  BAKONG_TOKEN: 'production-test-token',
  BAKONG_ACCOUNT_ID: 'camtour@abaa',
  BAKONG_MERCHANT_NAME: 'CamTour',
  BAKONG_MERCHANT_CITY: 'Phnom Penh',
} as const;
