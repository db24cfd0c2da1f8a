// The support desk's words: the two notification kinds (joined to the `notifications` namespace) and the e-mails
// and chat messages of namespace `support`, one block per language; i18n.ts joins each to its language.

const uz = {
  notifications: {
    ticket_answered: {
      subject: '№{{ticket}} murojaatga javob',
      text: 'Jamoa «{{subject}}» (№{{ticket}}) murojaatingizga javob berdi:\n\n{{excerpt}}\n\nShu xabarga javob yozing yoki portalda davom eting.',
    },
    ticket_auto_closed: {
      subject: '№{{ticket}} murojaat yopildi',
      text: '«{{subject}}» (№{{ticket}}) murojaatingiz javobsiz qolgani uchun yopildi. Uni 14 kun ichida portalda qayta ochishingiz mumkin.',
    },
  },
  support: {
    telegram: {
      added: 'Javobingiz №{{ticket}} murojaatga qoʻshildi.',
      closed: '№{{ticket}} murojaat yopilgan: uni portalda qayta oching.',
      empty: 'Javob matnini yozing.',
      file_too_large: 'Fayl juda katta: har bir fayl 10 MB gacha boʻlishi mumkin. Javob qoʻshilmadi.',
      file_type: 'Bu turdagi fayl qabul qilinmaydi: rasm, PDF yoki matn yuboring. Javob qoʻshilmadi.',
      file_failed: 'Faylni olib boʻlmadi: uni qaytadan yuboring. Javob qoʻshilmadi.',
    },
    footer: 'E-pochta orqali javob berish uchun shu xatga javob yozing yoki {{address}} manziliga yuboring.',
    thread_link: 'Murojaatni portalda ochish: {{url}}',
    guest_created: {
      subject: '№{{ticket}} murojaatingiz qabul qilindi',
      text: 'Salom, {{name}}! «{{subject}}» murojaatingizni oldik va {{hours}} soat ichida javob beramiz. Yozishmani shu havola orqali oʻqing va javob yozing: {{link}}\nHavolani hech kimga bermang: u orqali murojaatni oʻqish mumkin.',
    },
    guest_answered: {
      subject: '№{{ticket}} murojaatga javob',
      text: 'Jamoa «{{subject}}» murojaatingizga javob berdi:\n\n{{excerpt}}\n\nShu xatga javob yozing yoki birinchi xatimizdagi havolani oching.',
    },
    confirm_ticket: {
      subject: '№{{ticket}} murojaat sizning nomingizdan yuborildi: tasdiqlang',
      text: 'Manzilingizdan «{{subject}}» (№{{ticket}}) murojaati keldi, lekin uni aynan siz yuborganingizni tekshirib boʻlmadi. Agar bu siz boʻlsangiz, murojaatni hisobingizga oʻtkazish uchun havolani oching (bir marta, {{days}} kun amal qiladi): {{link}}\nAgar bizga yozmagan boʻlsangiz, bu xatni eʼtiborsiz qoldiring: murojaat hisobingizga qoʻshilmaydi va uning fayllari sizga koʻrsatilmaydi.',
    },
    staff_due_soon: {
      subject: '№{{ticket}} murojaatga javob muddati 4 soatdan keyin tugaydi',
      text: '«{{subject}}» (№{{ticket}}, {{department}}) murojaatiga birinchi javob {{due}} gacha (Toshkent vaqti) berilishi kerak.',
    },
    staff_overdue: {
      subject: '№{{ticket}} murojaatga javob kechikdi',
      text: '«{{subject}}» (№{{ticket}}, {{department}}) murojaatiga birinchi javob muddati {{due}} da (Toshkent vaqti) tugadi.',
    },
  },
};

const uzc: typeof uz = {
  notifications: {
    ticket_answered: {
      subject: '№{{ticket}} мурожаатга жавоб',
      text: 'Жамоа «{{subject}}» (№{{ticket}}) мурожаатингизга жавоб берди:\n\n{{excerpt}}\n\nШу хабарга жавоб ёзинг ёки порталда давом этинг.',
    },
    ticket_auto_closed: {
      subject: '№{{ticket}} мурожаат ёпилди',
      text: '«{{subject}}» (№{{ticket}}) мурожаатингиз жавобсиз қолгани учун ёпилди. Уни 14 кун ичида порталда қайта очишингиз мумкин.',
    },
  },
  support: {
    telegram: {
      added: 'Жавобингиз №{{ticket}} мурожаатга қўшилди.',
      closed: '№{{ticket}} мурожаат ёпилган: уни порталда қайта очинг.',
      empty: 'Жавоб матнини ёзинг.',
      file_too_large: 'Файл жуда катта: ҳар бир файл 10 МБ гача бўлиши мумкин. Жавоб қўшилмади.',
      file_type: 'Бу турдаги файл қабул қилинмайди: расм, PDF ёки матн юборинг. Жавоб қўшилмади.',
      file_failed: 'Файлни олиб бўлмади: уни қайтадан юборинг. Жавоб қўшилмади.',
    },
    footer: 'Э-почта орқали жавоб бериш учун шу хатга жавоб ёзинг ёки {{address}} манзилига юборинг.',
    thread_link: 'Мурожаатни порталда очиш: {{url}}',
    guest_created: {
      subject: '№{{ticket}} мурожаатингиз қабул қилинди',
      text: 'Салом, {{name}}! «{{subject}}» мурожаатингизни олдик ва {{hours}} соат ичида жавоб берамиз. Ёзишмани шу ҳавола орқали ўқинг ва жавоб ёзинг: {{link}}\nҲаволани ҳеч кимга берманг: у орқали мурожаатни ўқиш мумкин.',
    },
    guest_answered: {
      subject: '№{{ticket}} мурожаатга жавоб',
      text: 'Жамоа «{{subject}}» мурожаатингизга жавоб берди:\n\n{{excerpt}}\n\nШу хатга жавоб ёзинг ёки биринчи хатимиздаги ҳаволани очинг.',
    },
    confirm_ticket: {
      subject: '№{{ticket}} мурожаат сизнинг номингиздан юборилди: тасдиқланг',
      text: 'Манзилингиздан «{{subject}}» (№{{ticket}}) мурожаати келди, лекин уни айнан сиз юборганингизни текшириб бўлмади. Агар бу сиз бўлсангиз, мурожаатни ҳисобингизга ўтказиш учун ҳаволани очинг (бир марта, {{days}} кун амал қилади): {{link}}\nАгар бизга ёзмаган бўлсангиз, бу хатни эътиборсиз қолдиринг: мурожаат ҳисобингизга қўшилмайди ва унинг файллари сизга кўрсатилмайди.',
    },
    staff_due_soon: {
      subject: '№{{ticket}} мурожаатга жавоб муддати 4 соатдан кейин тугайди',
      text: '«{{subject}}» (№{{ticket}}, {{department}}) мурожаатига биринчи жавоб {{due}} гача (Тошкент вақти) берилиши керак.',
    },
    staff_overdue: {
      subject: '№{{ticket}} мурожаатга жавоб кечикди',
      text: '«{{subject}}» (№{{ticket}}, {{department}}) мурожаатига биринчи жавоб муддати {{due}} да (Тошкент вақти) тугади.',
    },
  },
};

const ru: typeof uz = {
  notifications: {
    ticket_answered: {
      subject: 'Ответ на обращение №{{ticket}}',
      text: 'Команда ответила на ваше обращение «{{subject}}» (№{{ticket}}):\n\n{{excerpt}}\n\nОтветьте на это сообщение или продолжите на портале.',
    },
    ticket_auto_closed: {
      subject: 'Обращение №{{ticket}} закрыто',
      text: 'Обращение «{{subject}}» (№{{ticket}}) закрыто, так как ответа от вас не было. В течение 14 дней его можно открыть снова на портале.',
    },
  },
  support: {
    telegram: {
      added: 'Ваш ответ добавлен в обращение №{{ticket}}.',
      closed: 'Обращение №{{ticket}} закрыто: откройте его снова на портале.',
      empty: 'Напишите текст ответа.',
      file_too_large: 'Файл слишком большой: каждый файл — до 10 МБ. Ответ не добавлен.',
      file_type: 'Такой файл не принимается: пришлите изображение, PDF или текст. Ответ не добавлен.',
      file_failed: 'Не удалось получить файл: отправьте его ещё раз. Ответ не добавлен.',
    },
    footer: 'Чтобы ответить по почте, ответьте на это письмо или напишите на {{address}}.',
    thread_link: 'Открыть обращение на портале: {{url}}',
    guest_created: {
      subject: 'Обращение №{{ticket}} принято',
      text: 'Здравствуйте, {{name}}! Мы получили ваше обращение «{{subject}}» и ответим в течение {{hours}} ч. Читать переписку и отвечать можно по ссылке: {{link}}\nНикому не передавайте ссылку: по ней можно прочитать обращение.',
    },
    guest_answered: {
      subject: 'Ответ на обращение №{{ticket}}',
      text: 'Команда ответила на ваше обращение «{{subject}}»:\n\n{{excerpt}}\n\nОтветьте на это письмо или откройте ссылку из нашего первого письма.',
    },
    confirm_ticket: {
      subject: 'Обращение №{{ticket}} отправлено от вашего имени: подтвердите',
      text: 'С вашего адреса пришло обращение «{{subject}}» (№{{ticket}}), но мы не смогли проверить, что его отправили вы. Если это вы, откройте ссылку, чтобы перенести обращение в ваш кабинет (один раз, действует {{days}} дн.): {{link}}\nЕсли вы нам не писали, просто проигнорируйте письмо: обращение не попадёт в ваш кабинет, а его файлы вам не показываются.',
    },
    staff_due_soon: {
      subject: 'До срока ответа на обращение №{{ticket}} осталось 4 часа',
      text: 'Первый ответ на обращение «{{subject}}» (№{{ticket}}, {{department}}) нужно дать до {{due}} (по Ташкенту).',
    },
    staff_overdue: {
      subject: 'Ответ на обращение №{{ticket}} просрочен',
      text: 'Срок первого ответа на обращение «{{subject}}» (№{{ticket}}, {{department}}) истёк в {{due}} (по Ташкенту).',
    },
  },
};

const en: typeof uz = {
  notifications: {
    ticket_answered: {
      subject: 'Answer to ticket #{{ticket}}',
      text: 'The team answered your ticket “{{subject}}” (#{{ticket}}):\n\n{{excerpt}}\n\nReply to this message or continue in the portal.',
    },
    ticket_auto_closed: {
      subject: 'Ticket #{{ticket}} closed',
      text: 'Your ticket “{{subject}}” (#{{ticket}}) was closed because it had no reply from you. You can reopen it in the portal within 14 days.',
    },
  },
  support: {
    telegram: {
      added: 'Your reply was added to ticket #{{ticket}}.',
      closed: 'Ticket #{{ticket}} is closed: reopen it in the portal.',
      empty: 'Please write your reply as text.',
      file_too_large: 'The file is too large: each file may be up to 10 MB. Your reply was not added.',
      file_type: 'This kind of file is not accepted: send an image, a PDF or text. Your reply was not added.',
      file_failed: 'The file could not be fetched: please send it again. Your reply was not added.',
    },
    footer: 'To reply by e-mail, answer this message or write to {{address}}.',
    thread_link: 'Open the ticket in the portal: {{url}}',
    guest_created: {
      subject: 'Ticket #{{ticket}} received',
      text: 'Hello, {{name}}! We received your ticket “{{subject}}” and will answer within {{hours}} hours. Read the thread and reply through this link: {{link}}\nKeep the link to yourself: anyone who has it can read the ticket.',
    },
    guest_answered: {
      subject: 'Answer to ticket #{{ticket}}',
      text: 'The team answered your ticket “{{subject}}”:\n\n{{excerpt}}\n\nReply to this e-mail or open the link from our first e-mail.',
    },
    confirm_ticket: {
      subject: 'Ticket №{{ticket}} was sent in your name: please confirm',
      text: 'A ticket “{{subject}}” (№{{ticket}}) arrived from your address, but we could not verify that you sent it. If it was you, open this link to move it into your account (once, valid for {{days}} days): {{link}}\nIf you did not write to us, ignore this e-mail: the ticket stays out of your account and its files are not shown to you.',
    },
    staff_due_soon: {
      subject: 'Ticket #{{ticket}} is due in 4 hours',
      text: 'The first answer to “{{subject}}” (#{{ticket}}, {{department}}) is due by {{due}} (Tashkent time).',
    },
    staff_overdue: {
      subject: 'Ticket #{{ticket}} is overdue',
      text: 'The first answer to “{{subject}}” (#{{ticket}}, {{department}}) was due at {{due}} (Tashkent time).',
    },
  },
};

const tj: typeof uz = {
  notifications: {
    ticket_answered: {
      subject: 'Ҷавоб ба муроҷиати №{{ticket}}',
      text: 'Даста ба муроҷиати шумо «{{subject}}» (№{{ticket}}) ҷавоб дод:\n\n{{excerpt}}\n\nБа ин паём ҷавоб нависед ё дар портал идома диҳед.',
    },
    ticket_auto_closed: {
      subject: 'Муроҷиати №{{ticket}} баста шуд',
      text: 'Муроҷиати «{{subject}}» (№{{ticket}}) баста шуд, зеро аз шумо ҷавоб наомад. Дар давоми 14 рӯз онро дар портал аз нав кушода метавонед.',
    },
  },
  support: {
    telegram: {
      added: 'Ҷавоби шумо ба муроҷиати №{{ticket}} илова шуд.',
      closed: 'Муроҷиати №{{ticket}} баста аст: онро дар портал аз нав кушоед.',
      empty: 'Матни ҷавобро нависед.',
      file_too_large: 'Файл хеле калон аст: ҳар файл то 10 МБ. Ҷавоб илова нашуд.',
      file_type: 'Ин навъи файл қабул намешавад: тасвир, PDF ё матн фиристед. Ҷавоб илова нашуд.',
      file_failed: 'Файлро гирифтан нашуд: онро боз фиристед. Ҷавоб илова нашуд.',
    },
    footer: 'Барои ҷавоб тавассути почта ба ин мактуб ҷавоб диҳед ё ба {{address}} нависед.',
    thread_link: 'Муроҷиатро дар портал кушоед: {{url}}',
    guest_created: {
      subject: 'Муроҷиати №{{ticket}} қабул шуд',
      text: 'Салом, {{name}}! Муроҷиати шумо «{{subject}}»-ро гирифтем ва дар давоми {{hours}} соат ҷавоб медиҳем. Мукотибаро тавассути ин пайванд хонед ва ҷавоб нависед: {{link}}\nПайвандро ба касе надиҳед: бо он муроҷиатро хондан мумкин аст.',
    },
    guest_answered: {
      subject: 'Ҷавоб ба муроҷиати №{{ticket}}',
      text: 'Даста ба муроҷиати шумо «{{subject}}» ҷавоб дод:\n\n{{excerpt}}\n\nБа ин мактуб ҷавоб диҳед ё пайвандро аз мактуби аввали мо кушоед.',
    },
    confirm_ticket: {
      subject: 'Муроҷиати №{{ticket}} аз номи шумо фиристода шуд: тасдиқ кунед',
      text: 'Аз суроғаи шумо муроҷиати «{{subject}}» (№{{ticket}}) омад, аммо мо тафтиш карда натавонистем, ки онро маҳз шумо фиристодаед. Агар ин шумо бошед, барои гузаронидани муроҷиат ба ҳисоби худ пайвандро кушоед (як маротиба, {{days}} рӯз эътибор дорад): {{link}}\nАгар ба мо нанавишта бошед, ин мактубро нодида гиред: муроҷиат ба ҳисоби шумо илова намешавад ва файлҳои он ба шумо нишон дода намешаванд.',
    },
    staff_due_soon: {
      subject: 'То мӯҳлати ҷавоб ба муроҷиати №{{ticket}} 4 соат монд',
      text: 'Ҷавоби аввал ба муроҷиати «{{subject}}» (№{{ticket}}, {{department}}) бояд то {{due}} (вақти Тошкент) дода шавад.',
    },
    staff_overdue: {
      subject: 'Ҷавоб ба муроҷиати №{{ticket}} дер шуд',
      text: 'Мӯҳлати ҷавоби аввал ба муроҷиати «{{subject}}» (№{{ticket}}, {{department}}) соати {{due}} (вақти Тошкент) гузашт.',
    },
  },
};

export const supportTexts = { uz, uzc, ru, en, tj } as const;
