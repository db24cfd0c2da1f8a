// Texts of an order's FTP accounts, cron jobs and usage (docs/hosting-control.md), namespace `hosting`: a cron
// schedule in words (the simple choices in every language; five fields the library cannot word in Uzbek are
// shown as they are) and the names of the limits a create may reach.

const uz = {
  cron: {
    every_minutes: 'har {{minutes}} daqiqada',
    hourly: 'har soatda, {{minute}}-daqiqada',
    daily: 'har kuni soat {{time}} da',
    weekly: 'har {{weekday}} soat {{time}} da',
    custom: 'cron jadvali: {{expression}}',
    weekdays: {
      d0: 'yakshanba',
      d1: 'dushanba',
      d2: 'seshanba',
      d3: 'chorshanba',
      d4: 'payshanba',
      d5: 'juma',
      d6: 'shanba',
    },
  },
  limits: { limit_ftp_users: 'FTP foydalanuvchisi', limit_scheduler: 'cron vazifasi' },
};

const uzc: typeof uz = {
  cron: {
    every_minutes: 'ҳар {{minutes}} дақиқада',
    hourly: 'ҳар соатда, {{minute}}-дақиқада',
    daily: 'ҳар куни соат {{time}} да',
    weekly: 'ҳар {{weekday}} соат {{time}} да',
    custom: 'cron жадвали: {{expression}}',
    weekdays: {
      d0: 'якшанба',
      d1: 'душанба',
      d2: 'сешанба',
      d3: 'чоршанба',
      d4: 'пайшанба',
      d5: 'жума',
      d6: 'шанба',
    },
  },
  limits: { limit_ftp_users: 'FTP фойдаланувчиси', limit_scheduler: 'cron вазифаси' },
};

const ru: typeof uz = {
  cron: {
    every_minutes: 'каждые {{minutes}} минут',
    hourly: 'каждый час в {{minute}} минут',
    daily: 'каждый день в {{time}}',
    weekly: 'каждую неделю: {{weekday}} в {{time}}',
    custom: 'расписание cron: {{expression}}',
    weekdays: {
      d0: 'воскресенье',
      d1: 'понедельник',
      d2: 'вторник',
      d3: 'среда',
      d4: 'четверг',
      d5: 'пятница',
      d6: 'суббота',
    },
  },
  limits: { limit_ftp_users: 'пользователей FTP', limit_scheduler: 'заданий cron' },
};

const en: typeof uz = {
  cron: {
    every_minutes: 'every {{minutes}} minutes',
    hourly: 'every hour at minute {{minute}}',
    daily: 'every day at {{time}}',
    weekly: 'every {{weekday}} at {{time}}',
    custom: 'cron schedule: {{expression}}',
    weekdays: {
      d0: 'Sunday',
      d1: 'Monday',
      d2: 'Tuesday',
      d3: 'Wednesday',
      d4: 'Thursday',
      d5: 'Friday',
      d6: 'Saturday',
    },
  },
  limits: { limit_ftp_users: 'FTP users', limit_scheduler: 'cron jobs' },
};

const tj: typeof uz = {
  cron: {
    every_minutes: 'ҳар {{minutes}} дақиқа',
    hourly: 'ҳар соат дар дақиқаи {{minute}}',
    daily: 'ҳар рӯз соати {{time}}',
    weekly: 'ҳар {{weekday}} соати {{time}}',
    custom: 'ҷадвали cron: {{expression}}',
    weekdays: {
      d0: 'якшанбе',
      d1: 'душанбе',
      d2: 'сешанбе',
      d3: 'чоршанбе',
      d4: 'панҷшанбе',
      d5: 'ҷумъа',
      d6: 'шанбе',
    },
  },
  limits: { limit_ftp_users: 'корбари FTP', limit_scheduler: 'вазифаи cron' },
};

export const hostingToolsTexts = { uz, uzc, ru, en, tj };
