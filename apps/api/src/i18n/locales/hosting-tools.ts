// Texts of an order's FTP accounts, cron jobs and usage (docs/hosting-control.md), namespace `hosting`: a cron
// schedule in words (the simple choices in every language; five fields the library cannot word in Uzbek are
// shown as they are) and the names of the limits a create may reach.

const uz = {
  fields: {
    ftp_name_invalid:
      'Kichik lotin harflari, raqamlar, _ va - dan iborat nom (harf bilan boshlanadi, 32 belgigacha).',
    ftp_home_invalid:
      'Papka hisobingizning uy papkasi ichida boʻlishi kerak: .. va boshqa joyga olib boruvchi yoʻl mumkin emas.',
    ftp_user_taken: 'Bunday FTP foydalanuvchisi allaqachon bor.',
    ftp_main_account: 'Asosiy FTP hisobini oʻchirib boʻlmaydi.',
    cron_schedule_invalid: 'Jadvalni beshta cron maydoni sifatida yozing, masalan: 0 3 * * *',
    cron_too_frequent: 'Vazifa 5 daqiqada bir martadan koʻp ishga tushmasligi kerak.',
    cron_command_invalid:
      'Buyruq bitta qatorda boʻlishi kerak: yangi qator va boshqaruv belgilari mumkin emas.',
    cron_time_invalid: 'Vaqtni SS:DD koʻrinishida kiriting, masalan 03:00.',
  },
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
  fields: {
    ftp_name_invalid:
      'Кичик лотин ҳарфлари, рақамлар, _ ва - дан иборат ном (ҳарф билан бошланади, 32 белгигача).',
    ftp_home_invalid:
      'Папка ҳисобингизнинг уй папкаси ичида бўлиши керак: .. ва бошқа жойга олиб борувчи йўл мумкин эмас.',
    ftp_user_taken: 'Бундай FTP фойдаланувчиси аллақачон бор.',
    ftp_main_account: 'Асосий FTP ҳисобини ўчириб бўлмайди.',
    cron_schedule_invalid: 'Жадвални бешта cron майдони сифатида ёзинг, масалан: 0 3 * * *',
    cron_too_frequent: 'Вазифа 5 дақиқада бир мартадан кўп ишга тушмаслиги керак.',
    cron_command_invalid: 'Буйруқ битта қаторда бўлиши керак: янги қатор ва бошқарув белгилари мумкин эмас.',
    cron_time_invalid: 'Вақтни СС:ДД кўринишида киритинг, масалан 03:00.',
  },
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
  fields: {
    ftp_name_invalid: 'Имя из строчных латинских букв, цифр, _ и - (начинается с буквы, до 32 символов).',
    ftp_home_invalid: 'Папка должна быть внутри домашней папки аккаунта: без .. и без пути в другое место.',
    ftp_user_taken: 'Такой пользователь FTP уже есть.',
    ftp_main_account: 'Основной FTP-аккаунт удалить нельзя.',
    cron_schedule_invalid: 'Запишите расписание пятью полями cron, например: 0 3 * * *',
    cron_too_frequent: 'Задание может запускаться не чаще раза в 5 минут.',
    cron_command_invalid: 'Команда должна быть одной строкой: без переводов строки и управляющих символов.',
    cron_time_invalid: 'Введите время как ЧЧ:ММ, например 03:00.',
  },
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
  fields: {
    ftp_name_invalid: 'Use lowercase Latin letters, digits, _ and - (a letter first, up to 32 characters).',
    ftp_home_invalid: "The folder must be inside the account's home folder: no .. and no path elsewhere.",
    ftp_user_taken: 'An FTP user with this name already exists.',
    ftp_main_account: 'The main FTP account cannot be deleted.',
    cron_schedule_invalid: 'Write the schedule as five cron fields, for example: 0 3 * * *',
    cron_too_frequent: 'A job may run at most once every 5 minutes.',
    cron_command_invalid: 'The command must be one line: no line breaks or control characters.',
    cron_time_invalid: 'Enter the time as HH:MM, for example 03:00.',
  },
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
  fields: {
    ftp_name_invalid: 'Номе аз ҳарфҳои хурди лотинӣ, рақамҳо, _ ва - (аз ҳарф сар мешавад, то 32 аломат).',
    ftp_home_invalid: 'Ҷузвдон бояд дар дохили ҷузвдони хонагии ҳисоб бошад: бе .. ва бе роҳ ба ҷои дигар.',
    ftp_user_taken: 'Чунин корбари FTP аллакай ҳаст.',
    ftp_main_account: 'Ҳисоби асосии FTP-ро нест кардан мумкин нест.',
    cron_schedule_invalid: 'Ҷадвалро бо панҷ майдони cron нависед, масалан: 0 3 * * *',
    cron_too_frequent: 'Вазифа наметавонад зиёда аз як бор дар 5 дақиқа иҷро шавад.',
    cron_command_invalid: 'Фармон бояд як сатр бошад: бе сатри нав ва аломатҳои идоракунӣ.',
    cron_time_invalid: 'Вақтро ҳамчун СС:ДД ворид кунед, масалан 03:00.',
  },
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
