/**
 * Every variable production requires (config/production-config.ts), filled in as an operator would fill the env
 * file; throw-away values, and no provider is ever reached with them in a test.
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  APP_URL: 'https://portal.example.uz',
  DATABASE_URL: 'postgres://portal_app:secret@db.internal:5432/portal',
  TRUST_PROXY: '127.0.0.1',
  CODE_SECRET: 'production-code-secret-of-32-characters',
  HOSTING_SECRET_KEY: 'production-hosting-secret-of-32-chars!',
  PAYME_MERCHANT_ID: '5f1a2b3c4d5e6f7a8b9c0d1e',
  PAYME_KEY: 'payme-key',
  CLICK_SERVICE_ID: '12345',
  CLICK_MERCHANT_ID: '67890',
  CLICK_SECRET_KEY: 'click-secret',
  CLICK_MERCHANT_USER_ID: '30003',
  REGISTRAR_API_URL: 'https://httpapi.com',
  REGISTRAR_USER_ID: '100',
  REGISTRAR_API_KEY: 'registrar-key',
  REGISTRAR_CUSTOMER_ID: '200',
  REGISTRAR_CONTACT_ID: '300',
  SMTP_URL: 'smtps://portal:secret@mail.example.uz:465',
  ESKIZ_EMAIL: 'sms@portal.uz',
  ESKIZ_PASSWORD: 'eskiz-password',
  FISCAL_IKPU_TOP_UP: '10305008002000000',
  FISCAL_PACKAGE_CODE: '1501143',
  VAT_PERCENT: '12',
  SELLER_LEGAL_NAME: '"Portal Hosting" MChJ',
  SELLER_STIR: '305123456',
  SELLER_ADDRESS: 'Toshkent sh., Yunusobod t., Amir Temur koʻchasi, 108',
  SELLER_BANK_ACCOUNT: '20208000900123456001',
  SELLER_MFO: '00873',
};
