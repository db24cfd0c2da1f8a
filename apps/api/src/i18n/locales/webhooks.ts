// Texts of webhooks: their error codes and field errors, joined into `errors` by i18n.ts, and the notification
// that an endpoint was switched off, joined into `notifications`.

const uz = {
  codes: {
    WEBHOOK_LIMIT_REACHED: 'Hisobda 10 tadan ortiq webhook manzili boʻla olmaydi. Keraksizini oʻchiring.',
    WEBHOOK_DISABLED: 'Bu webhook oʻchirilgan. Avval uni yoqing.',
  },
  fields: {
    webhook_url_invalid: 'https:// bilan boshlanadigan toʻliq manzil kiriting.',
    webhook_address_refused:
      'Bu manzil ichki tarmoqqa yoki shu serverning oʻziga olib boradi: webhook faqat internetdagi manzilga yuboriladi.',
    webhook_events_required: 'Kamida bitta hodisani tanlang.',
  },
  notifications: {
    webhook_disabled: {
      subject: 'Webhook oʻchirildi',
      text: '{{url}} manzili 3 kun davomida birorta xabarni qabul qilmadi, shuning uchun webhook oʻchirildi. Manzilni tekshirib, uni «Webhooklar» sahifasida qayta yoqing.',
    },
  },
};

const uzc: typeof uz = {
  codes: {
    WEBHOOK_LIMIT_REACHED: 'Ҳисобда 10 тадан ортиқ вебҳук манзили бўла олмайди. Кераксизини ўчиринг.',
    WEBHOOK_DISABLED: 'Бу вебҳук ўчирилган. Аввал уни ёқинг.',
  },
  fields: {
    webhook_url_invalid: 'https:// билан бошланадиган тўлиқ манзил киритинг.',
    webhook_address_refused:
      'Бу манзил ички тармоққа ёки шу серверга олиб боради: вебҳук фақат интернетдаги манзилга юборилади.',
    webhook_events_required: 'Камида битта ҳодисани танланг.',
  },
  notifications: {
    webhook_disabled: {
      subject: 'Вебҳук ўчирилди',
      text: '{{url}} манзили 3 кун давомида бирорта хабарни қабул қилмади, шунинг учун вебҳук ўчирилди. Манзилни текшириб, уни «Вебҳуклар» саҳифасида қайта ёқинг.',
    },
  },
};

const ru: typeof uz = {
  codes: {
    WEBHOOK_LIMIT_REACHED: 'В аккаунте может быть не больше 10 адресов вебхуков. Удалите ненужный.',
    WEBHOOK_DISABLED: 'Этот вебхук выключен. Сначала включите его.',
  },
  fields: {
    webhook_url_invalid: 'Введите полный адрес, начинающийся с https://.',
    webhook_address_refused:
      'Этот адрес ведёт во внутреннюю сеть или на сам сервер: вебхуки отправляются только на адреса в интернете.',
    webhook_events_required: 'Выберите хотя бы одно событие.',
  },
  notifications: {
    webhook_disabled: {
      subject: 'Вебхук выключен',
      text: 'Адрес {{url}} не принял ни одного сообщения за 3 дня, поэтому вебхук выключен. Проверьте адрес и включите его снова на странице «Вебхуки».',
    },
  },
};

const en: typeof uz = {
  codes: {
    WEBHOOK_LIMIT_REACHED: 'An account can have at most 10 webhook endpoints. Remove one you no longer need.',
    WEBHOOK_DISABLED: 'This webhook is switched off. Switch it on first.',
  },
  fields: {
    webhook_url_invalid: 'Enter a full address starting with https://.',
    webhook_address_refused:
      'This address leads into a private network or to this server itself: webhooks go only to addresses on the internet.',
    webhook_events_required: 'Choose at least one event.',
  },
  notifications: {
    webhook_disabled: {
      subject: 'Webhook switched off',
      text: '{{url}} accepted no message for 3 days, so the webhook was switched off. Check the address and switch it on again on the Webhooks page.',
    },
  },
};

const tj: typeof uz = {
  codes: {
    WEBHOOK_LIMIT_REACHED: 'Дар ҳисоб зиёда аз 10 нишонии вебҳук буда наметавонад. Нолозимашро нест кунед.',
    WEBHOOK_DISABLED: 'Ин вебҳук хомӯш аст. Аввал онро фаъол кунед.',
  },
  fields: {
    webhook_url_invalid: 'Нишонии пурраро, ки бо https:// оғоз мешавад, ворид кунед.',
    webhook_address_refused:
      'Ин нишонӣ ба шабакаи дохилӣ ё ба худи ҳамин сервер мебарад: вебҳукҳо танҳо ба нишониҳои интернетӣ фиристода мешаванд.',
    webhook_events_required: 'Ақаллан як ҳодисаро интихоб кунед.',
  },
  notifications: {
    webhook_disabled: {
      subject: 'Вебҳук хомӯш карда шуд',
      text: 'Нишонии {{url}} дар давоми 3 рӯз ягон паёмро қабул накард, бинобар ин вебҳук хомӯш карда шуд. Нишониро санҷед ва онро дар саҳифаи «Вебҳукҳо» дубора фаъол кунед.',
    },
  },
};

export const webhooksTexts = { uz, uzc, ru, en, tj };
