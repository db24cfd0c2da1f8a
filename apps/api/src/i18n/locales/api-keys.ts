// Texts of personal API keys: their error codes and field code, joined into `errors` by i18n.ts, and their
// security notifications (in-app, e-mail, Telegram), joined into `notifications`.

const uz = {
  codes: {
    API_KEY_FORBIDDEN:
      'Bu API kalitining ruxsatlari bunga yetmaydi. Xavfsizlik, jamoa va kalitlar sozlamalari faqat saytda oʻzgartiriladi.',
    API_KEY_LIMIT_REACHED: 'Koʻpi bilan 20 ta API kaliti boʻlishi mumkin. Avval keraksizini bekor qiling.',
  },
  fields: {
    api_key_expiry_invalid: 'Amal qilish muddati kelajakda va bir yildan oshmasligi kerak.',
  },
  notifications: {
    api_key_created: {
      subject: 'Yangi API kaliti yaratildi',
      text: 'Hisobingiz uchun “{{api_key}}” API kaliti yaratildi ({{ip}} manzilidan). Agar buni siz qilmagan boʻlsangiz, kalitni xavfsizlik sozlamalarida bekor qiling, parolni almashtiring va qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    },
    api_key_revoked: {
      subject: 'API kaliti bekor qilindi',
      text: '“{{api_key}}” API kaliti bekor qilindi va endi ishlamaydi. Agar buni siz qilmagan boʻlsangiz, parolni almashtiring va qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    },
  },
};

const uzc: typeof uz = {
  codes: {
    API_KEY_FORBIDDEN:
      'Бу API калитининг рухсатлари бунга етмайди. Хавфсизлик, жамоа ва калитлар созламалари фақат сайтда ўзгартирилади.',
    API_KEY_LIMIT_REACHED: 'Кўпи билан 20 та API калити бўлиши мумкин. Аввал кераксизини бекор қилинг.',
  },
  fields: {
    api_key_expiry_invalid: 'Амал қилиш муддати келажакда ва бир йилдан ошмаслиги керак.',
  },
  notifications: {
    api_key_created: {
      subject: 'Янги API калити яратилди',
      text: 'Ҳисобингиз учун «{{api_key}}» API калити яратилди ({{ip}} манзилидан). Агар буни сиз қилмаган бўлсангиз, калитни хавфсизлик созламаларида бекор қилинг, паролни алмаштиринг ва қўллаб-қувватлаш хизматига мурожаат қилинг.',
    },
    api_key_revoked: {
      subject: 'API калити бекор қилинди',
      text: '«{{api_key}}» API калити бекор қилинди ва энди ишламайди. Агар буни сиз қилмаган бўлсангиз, паролни алмаштиринг ва қўллаб-қувватлаш хизматига мурожаат қилинг.',
    },
  },
};

const ru: typeof uz = {
  codes: {
    API_KEY_FORBIDDEN:
      'Прав этого ключа API для этого недостаточно. Безопасность, команда и ключи меняются только на сайте.',
    API_KEY_LIMIT_REACHED: 'Можно держать не больше 20 ключей API. Сначала отзовите ненужный.',
  },
  fields: {
    api_key_expiry_invalid: 'Срок действия должен быть в будущем и не дальше чем через год.',
  },
  notifications: {
    api_key_created: {
      subject: 'Создан новый ключ API',
      text: 'Для вашего аккаунта создан ключ API «{{api_key}}» (с адреса {{ip}}). Если это были не вы, отзовите ключ в настройках безопасности, смените пароль и обратитесь в поддержку.',
    },
    api_key_revoked: {
      subject: 'Ключ API отозван',
      text: 'Ключ API «{{api_key}}» отозван и больше не работает. Если это были не вы, смените пароль и обратитесь в поддержку.',
    },
  },
};

const en: typeof uz = {
  codes: {
    API_KEY_FORBIDDEN:
      'This API key’s scopes do not allow this. Security, team and key settings change on the website only.',
    API_KEY_LIMIT_REACHED: 'You can keep at most 20 API keys. Revoke one you no longer need first.',
  },
  fields: {
    api_key_expiry_invalid: 'The expiry must be in the future and at most a year ahead.',
  },
  notifications: {
    api_key_created: {
      subject: 'New API key created',
      text: 'The API key “{{api_key}}” was created for your account (from {{ip}}). If this was not you, revoke it in the security settings, change your password and contact support.',
    },
    api_key_revoked: {
      subject: 'API key revoked',
      text: 'The API key “{{api_key}}” was revoked and no longer works. If this was not you, change your password at once and contact support.',
    },
  },
};

const tj: typeof uz = {
  codes: {
    API_KEY_FORBIDDEN:
      'Иҷозатҳои ин калиди API барои ин кифоя нестанд. Танзимоти амният, даста ва калидҳо танҳо дар сомона иваз мешаванд.',
    API_KEY_LIMIT_REACHED:
      'Зиёда аз 20 калиди API нигоҳ доштан мумкин нест. Аввал калиди нолозимро бекор кунед.',
  },
  fields: {
    api_key_expiry_invalid: 'Мӯҳлати амал бояд дар оянда ва на дертар аз як сол бошад.',
  },
  notifications: {
    api_key_created: {
      subject: 'Калиди нави API сохта шуд',
      text: 'Барои ҳисоби шумо калиди API «{{api_key}}» сохта шуд (аз суроғаи {{ip}}). Агар ин шумо набошед, калидро дар танзимоти амният бекор кунед, паролро иваз кунед ва ба хадамоти дастгирӣ муроҷиат кунед.',
    },
    api_key_revoked: {
      subject: 'Калиди API бекор карда шуд',
      text: 'Калиди API «{{api_key}}» бекор карда шуд ва дигар кор намекунад. Агар ин шумо набошед, фавран паролро иваз кунед ва ба хадамоти дастгирӣ муроҷиат кунед.',
    },
  },
};

export const apiKeysTexts = { uz, uzc, ru, en, tj };
