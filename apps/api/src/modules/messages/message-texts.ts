import type { Language } from '@portal/contracts';

// Texts of the messages we send, per language. SMS texts are short and fixed: gateways approve templates.

export type CodePurpose = 'email_verify' | 'password_reset' | 'phone_change';

interface LanguageTexts {
  subject: Record<Exclude<CodePurpose, 'phone_change'>, string>;
  intro: Record<Exclude<CodePurpose, 'phone_change'>, string>;
  codeLine: string;
  validity: string;
  ignore: string;
  sms: string;
}

const TEXTS: Record<Language, LanguageTexts> = {
  uz: {
    subject: { email_verify: 'E-pochtani tasdiqlash kodi', password_reset: 'Parolni tiklash kodi' },
    intro: {
      email_verify: 'E-pochta manzilingizni tasdiqlash uchun quyidagi koddan foydalaning.',
      password_reset: 'Parolingizni tiklash uchun quyidagi koddan foydalaning.',
    },
    codeLine: 'Kod',
    validity: 'Kod 15 daqiqa amal qiladi.',
    ignore: 'Agar buni siz soʻramagan boʻlsangiz, ushbu xatni eʼtiborsiz qoldiring.',
    sms: 'Telefon raqamini oʻzgartirish kodi: {code}. 15 daqiqa amal qiladi.',
  },
  uzc: {
    subject: { email_verify: 'Э-почтани тасдиқлаш коди', password_reset: 'Паролни тиклаш коди' },
    intro: {
      email_verify: 'Э-почта манзилингизни тасдиқлаш учун қуйидаги коддан фойдаланинг.',
      password_reset: 'Паролингизни тиклаш учун қуйидаги коддан фойдаланинг.',
    },
    codeLine: 'Код',
    validity: 'Код 15 дақиқа амал қилади.',
    ignore: 'Агар буни сиз сўрамаган бўлсангиз, ушбу хатни эътиборсиз қолдиринг.',
    sms: 'Телефон рақамини ўзгартириш коди: {code}. 15 дақиқа амал қилади.',
  },
  ru: {
    subject: { email_verify: 'Код подтверждения почты', password_reset: 'Код восстановления пароля' },
    intro: {
      email_verify: 'Чтобы подтвердить адрес электронной почты, введите этот код.',
      password_reset: 'Чтобы восстановить пароль, введите этот код.',
    },
    codeLine: 'Код',
    validity: 'Код действует 15 минут.',
    ignore: 'Если вы этого не запрашивали, просто проигнорируйте письмо.',
    sms: 'Код для смены номера телефона: {code}. Действует 15 минут.',
  },
  en: {
    subject: { email_verify: 'Your e-mail verification code', password_reset: 'Your password reset code' },
    intro: {
      email_verify: 'Use this code to verify your e-mail address.',
      password_reset: 'Use this code to reset your password.',
    },
    codeLine: 'Code',
    validity: 'The code is valid for 15 minutes.',
    ignore: 'If you did not ask for this, you can ignore this message.',
    sms: 'Your phone number change code: {code}. Valid for 15 minutes.',
  },
  tj: {
    subject: { email_verify: 'Рамзи тасдиқи почта', password_reset: 'Рамзи барқарорсозии парол' },
    intro: {
      email_verify: 'Барои тасдиқи суроғаи почтаи электронӣ ин рамзро истифода баред.',
      password_reset: 'Барои барқарор кардани парол ин рамзро истифода баред.',
    },
    codeLine: 'Рамз',
    validity: 'Рамз 15 дақиқа эътибор дорад.',
    ignore: 'Агар шумо инро дархост накарда бошед, ин мактубро нодида гиред.',
    sms: 'Рамзи иваз кардани рақами телефон: {code}. 15 дақиқа эътибор дорад.',
  },
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export function codeEmail(purpose: Exclude<CodePurpose, 'phone_change'>, language: Language, code: string) {
  const t = TEXTS[language];
  const text = `${t.intro[purpose]}\n\n${t.codeLine}: ${code}\n\n${t.validity}\n${t.ignore}\n`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(t.intro[purpose])}</p>`,
    `<p style="font-size:24px;letter-spacing:4px"><strong>${escapeHtml(code)}</strong></p>`,
    `<p>${escapeHtml(t.validity)}</p><p>${escapeHtml(t.ignore)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: t.subject[purpose], text, html } satisfies EmailContent;
}

export const codeSms = (language: Language, code: string): string =>
  TEXTS[language].sms.replace('{code}', code);

/** The SMS subject column is not sent; it names the message in the outbox. */
export const SMS_SUBJECT = 'SMS';
