// What staff are told when something needs them (modules/alerts): one subject and text per alert kind, for the
// e-mail to the owners and the staff chat; i18n.ts joins each language's block as namespace `alerts`.

const uz = {
  job_failed: {
    subject: 'Fon vazifasi barcha urinishlardan keyin bajarilmadi',
    text: '«{{job}}» vazifasi (#{{id}}) {{attempts}} urinishdan keyin toʻxtatildi. Xato: {{error}}. Konsolning «Tizim» sahifasida uni qayta ishga tushirish mumkin.',
  },
  payment_unreconciled: {
    subject: 'Toʻlovlar solishtirilmadi',
    text: '{{count}} ta toʻlov koʻrib chiqishni kutmoqda (bekor qilingan Click toʻlovlari, notoʻgʻri summali chaqiruvlar, qaytarilgan toʻlovlar bonuslari). Konsolning «Solishtirish» sahifasini oching.',
  },
  registrar_balance_low: {
    subject: 'Registrator hisobida mablagʻ kam',
    text: 'Registrator hisobida {{balance}} USD qoldi, chegara {{threshold}} USD. Hisobni toʻldiring, aks holda domenlarni roʻyxatdan oʻtkazish va uzaytirish rad etiladi.',
  },
  ledger_check_failed: {
    subject: 'Hisob-kitob tekshiruvi oʻtmadi',
    text: '{{accounts}} ta hisobdan {{mismatches}} tasining balansi yozuvlar yigʻindisiga teng emas. `npm run check:ledger -w @portal/api` ni ishga tushiring.',
  },
  ticket_overdue: {
    subject: 'Murojaatlarga javob kechikmoqda',
    text: '{{count}} ta murojaatga birinchi javob muddati oʻtib ketdi. Konsoldagi murojaatlar navbatini oching.',
  },
  certificate_lapsed: {
    subject: 'Sertifikatlar yangilanmadi',
    text: '{{count}} ta bepul sertifikatning muddati oʻtdi, panel ularni yangilamadi. Ularning nomlari hali serverga yoʻnaltirilganini tekshiring.',
  },
};

const uzc = {
  job_failed: {
    subject: 'Фон вазифаси барча уринишлардан кейин бажарилмади',
    text: '«{{job}}» вазифаси (#{{id}}) {{attempts}} уринишдан кейин тўхтатилди. Хато: {{error}}. Консолнинг «Тизим» саҳифасида уни қайта ишга тушириш мумкин.',
  },
  payment_unreconciled: {
    subject: 'Тўловлар солиштирилмади',
    text: '{{count}} та тўлов кўриб чиқишни кутмоқда (бекор қилинган Click тўловлари, нотўғри суммали чақирувлар, қайтарилган тўловлар бонуслари). Консолнинг «Солиштириш» саҳифасини очинг.',
  },
  registrar_balance_low: {
    subject: 'Регистратор ҳисобида маблағ кам',
    text: 'Регистратор ҳисобида {{balance}} USD қолди, чегара {{threshold}} USD. Ҳисобни тўлдиринг, акс ҳолда доменларни рўйхатдан ўтказиш ва узайтириш рад этилади.',
  },
  ledger_check_failed: {
    subject: 'Ҳисоб-китоб текшируви ўтмади',
    text: '{{accounts}} та ҳисобдан {{mismatches}} тасининг баланси ёзувлар йиғиндисига тенг эмас. `npm run check:ledger -w @portal/api` ни ишга туширинг.',
  },
  ticket_overdue: {
    subject: 'Мурожаатларга жавоб кечикмоқда',
    text: '{{count}} та мурожаатга биринчи жавоб муддати ўтиб кетди. Консолдаги мурожаатлар навбатини очинг.',
  },
  certificate_lapsed: {
    subject: 'Сертификатлар янгиланмади',
    text: '{{count}} та бепул сертификатнинг муддати ўтди, панел уларни янгиламади. Уларнинг номлари ҳали серверга йўналтирилганини текширинг.',
  },
};

const ru = {
  job_failed: {
    subject: 'Фоновая задача не выполнилась после всех попыток',
    text: 'Задача «{{job}}» (#{{id}}) остановлена после {{attempts}} попыток. Ошибка: {{error}}. Запустить её снова можно на странице «Система» консоли.',
  },
  payment_unreconciled: {
    subject: 'Платежи не сходятся',
    text: 'Ждут разбора платежей: {{count}} (отменённые Click после траты, вызовы с неверной суммой, бонусы отменённых пополнений). Откройте страницу сверки в консоли.',
  },
  registrar_balance_low: {
    subject: 'На счёте регистратора мало денег',
    text: 'На счёте регистратора осталось {{balance}} USD при пороге {{threshold}} USD. Пополните счёт, иначе регистрации и продления доменов будут отклонены.',
  },
  ledger_check_failed: {
    subject: 'Проверка журнала не прошла',
    text: 'У {{mismatches}} из {{accounts}} счетов баланс не равен сумме записей журнала. Запустите `npm run check:ledger -w @portal/api`.',
  },
  ticket_overdue: {
    subject: 'Обращения ждут ответа дольше обещанного',
    text: 'Просрочен первый ответ по обращениям: {{count}}. Откройте очередь обращений в консоли.',
  },
  certificate_lapsed: {
    subject: 'Сертификаты не продлены',
    text: 'Бесплатных сертификатов с истёкшим сроком: {{count}}. Панель их не продлила: проверьте, что их имена всё ещё направлены на сервер.',
  },
};

const en = {
  job_failed: {
    subject: 'A background job failed its last attempt',
    text: 'Job "{{job}}" (#{{id}}) was given up after {{attempts}} attempts. Error: {{error}}. It can be run again from the console’s System page.',
  },
  payment_unreconciled: {
    subject: 'Payments do not reconcile',
    text: '{{count}} payment items wait for review (Click top-ups cancelled after the money was spent, callbacks with a wrong amount, bonuses of reversed top-ups). Open the console’s reconciliation page.',
  },
  registrar_balance_low: {
    subject: 'The registrar account is running low',
    text: 'The registrar account holds {{balance}} USD, below the threshold of {{threshold}} USD. Top it up, or domain registrations and renewals will be refused.',
  },
  ledger_check_failed: {
    subject: 'The ledger check failed',
    text: '{{mismatches}} of {{accounts}} accounts have a balance that differs from the sum of their ledger. Run `npm run check:ledger -w @portal/api`.',
  },
  ticket_overdue: {
    subject: 'Tickets are past their first-answer time',
    text: '{{count}} tickets are past the time their first answer was due. Open the ticket queue in the console.',
  },
  certificate_lapsed: {
    subject: 'Certificates were not renewed',
    text: 'Free certificates past their last day: {{count}}. The panel did not renew them: check that their names still point at the server.',
  },
};

const tj = {
  job_failed: {
    subject: 'Вазифаи пасзамина пас аз ҳамаи кӯшишҳо иҷро нашуд',
    text: 'Вазифаи «{{job}}» (#{{id}}) пас аз {{attempts}} кӯшиш қатъ шуд. Хато: {{error}}. Онро дар саҳифаи «Система»-и консол аз нав оғоз кардан мумкин аст.',
  },
  payment_unreconciled: {
    subject: 'Пардохтҳо мувофиқат намекунанд',
    text: '{{count}} пардохт барраси интизоранд (пардохтҳои бекоршудаи Click, даъватҳо бо маблағи нодуруст, бонусҳои пуркуниҳои баргардонидашуда). Саҳифаи муқоисаро дар консол кушоед.',
  },
  registrar_balance_low: {
    subject: 'Дар ҳисоби қайдкунанда маблағ кам аст',
    text: 'Дар ҳисоби қайдкунанда {{balance}} USD монд, ҳадди поён {{threshold}} USD. Ҳисобро пур кунед, вагарна бақайдгирӣ ва тамдиди доменҳо рад карда мешаванд.',
  },
  ledger_check_failed: {
    subject: 'Санҷиши дафтари ҳисоб нагузашт',
    text: 'Дар {{mismatches}} аз {{accounts}} ҳисоб бақия ба ҷамъи сабтҳо баробар нест. `npm run check:ledger -w @portal/api`-ро иҷро кунед.',
  },
  ticket_overdue: {
    subject: 'Ба муроҷиатҳо ҷавоб дер мешавад',
    text: 'Мӯҳлати ҷавоби аввал ба {{count}} муроҷиат гузашт. Навбати муроҷиатҳоро дар консол кушоед.',
  },
  certificate_lapsed: {
    subject: 'Сертификатҳо нав нашуданд',
    text: 'Мӯҳлати {{count}} сертификати ройгон гузашт, панел онҳоро нав накард. Санҷед, ки номҳои онҳо ҳанӯз ба сервер равона шудаанд.',
  },
};

export const alertsTexts = { uz, uzc, ru, en, tj };
