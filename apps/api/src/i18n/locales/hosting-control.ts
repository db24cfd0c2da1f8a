// Texts of an order's sites, certificates and DNS records (docs/hosting-control.md): their error and field codes,
// joined into `errors` by i18n.ts, and namespace `hosting`: why an order is read-only, why a certificate was
// not issued, which limit was reached.

const uz = {
  codes: {
    HOSTING_LIMIT_REACHED:
      'Tarifingiz bundan ortigʻiga ruxsat bermaydi. Koʻproq qoʻshish uchun kattaroq tarifni tanlang.',
    HOSTING_OBJECT_EXISTS: 'Bu serverda allaqachon mavjud.',
    HOSTING_ORDER_READ_ONLY: 'Bu buyurtmani hozir oʻzgartirib boʻlmaydi.',
    HOSTING_PANEL_UNAVAILABLE:
      'Hosting serveri javob bermayapti. Hech narsa oʻzgarmadi: bir daqiqadan keyin qayta urinib koʻring.',
  },
  fields: {
    site_taken: 'Bu sayt serverda boshqa hisobda mavjud.',
    site_domain_unproven:
      'Bu domen sizniki emas: uni bizda roʻyxatdan oʻtkazing yoki avval uning NS yoki A yozuvini serverga yoʻnaltiring.',
    alias_invalid: 'Har bir taxallus uchun toʻgʻri domen nomini kiriting.',
    alias_duplicate: 'Har bir taxallus bir marta yozilishi kerak.',
    php_version_unsupported: 'Bu server PHP ning bu versiyasini taklif qilmaydi.',
    ipv4_invalid: 'IPv4 manzilini kiriting.',
    ipv6_invalid: 'IPv6 manzilini kiriting.',
    hostname_invalid: 'Xost nomini kiriting (harflar, raqamlar, chiziqcha va nuqtalar).',
    dns_name_invalid: 'Harflar, raqamlar va chiziqchadan iborat nom yoki domenning oʻzi uchun @ kiriting.',
    dns_cname_conflict: 'CNAME yozuvi boshqa yozuvlar bilan bir nomda yoki domenning oʻzida boʻla olmaydi.',
    dns_ttl_invalid: 'TTL 300 dan 86400 soniyagacha boʻlishi kerak.',
    dns_record_taken: 'Bunday yozuv allaqachon mavjud.',
    caa_invalid: 'CAA qiymatini bayroq, teg va qiymat sifatida yozing.',
    mailbox_name_invalid:
      'Quti nomida faqat kichik lotin harflari, raqamlar, nuqta, chiziqcha va pastki chiziq boʻlsin.',
    mailbox_address_invalid: 'Toʻgʻri pochta manzilini kiriting.',
    mailbox_taken: 'Bunday manzilli quti allaqachon mavjud.',
    mail_domain_not_site: 'Pochta domeni shu buyurtmaning saytlaridan biri boʻlishi kerak.',
    mail_domain_taken: 'Bu pochta domeni serverda boshqa hisobda mavjud.',
    forward_invalid: 'Har bir yoʻnaltirish uchun toʻgʻri pochta manzilini kiriting.',
    forward_duplicate: 'Har bir manzil bir marta yozilishi kerak.',
    quota_invalid: 'Hajmni 1 dan 102400 MB gacha butun son bilan kiriting.',
    database_name_invalid:
      'Nom kichik lotin harfi bilan boshlansin va faqat harflar, raqamlar va pastki chiziqdan iborat boʻlsin.',
    database_user_invalid:
      'Foydalanuvchi nomi kichik lotin harfi bilan boshlansin va faqat harflar, raqamlar va pastki chiziqdan iborat boʻlsin.',
    database_charset_invalid: 'Roʻyxatdagi kodlashlardan birini tanlang.',
    database_taken: 'Bunday nomli maʼlumotlar bazasi yoki foydalanuvchi serverda allaqachon mavjud.',
  },
  hosting: {
    read_only: {
      support_session: 'Yordam xizmati seansida bu sozlamalarni koʻrish mumkin, oʻzgartirib boʻlmaydi.',
      order_suspended:
        'Buyurtma bloklangan: uning saytlari va yozuvlarini koʻrish mumkin, oʻzgartirib boʻlmaydi. Blokni olib tashlash uchun yordam xizmatiga murojaat qiling.',
      order_expired:
        'Buyurtma muddati tugagan: uning saytlari va yozuvlarini koʻrish mumkin, oʻzgartirib boʻlmaydi. Ularni yana oʻzgartirish uchun buyurtmani uzaytiring.',
      order_not_ready: 'Buyurtma hali sozlanmoqda: bir daqiqa kuting.',
      order_cancelled: 'Buyurtma bekor qilingan: uning saytlari va yozuvlarini endi oʻzgartirib boʻlmaydi.',
    },
    ssl: {
      not_pointing:
        '{{name}} nomi hali bu serverga yoʻnaltirilmagan. DNS provayderingizda {{record}} yozuvini qoʻshing, u tarqalishini kuting va qayta urinib koʻring.',
      panel_error: 'Sertifikat berilmadi. Keyinroq qayta urinib koʻring yoki yordam xizmatiga yozing.',
    },
    limit: {
      with_tariff:
        'Tarifingiz bundan ortiq {{what}} qoʻshishga ruxsat bermaydi. «{{tariff}}» tarifi koʻproq beradi.',
      without: 'Tarifingiz bundan ortiq {{what}} qoʻshishga ruxsat bermaydi.',
    },
    limits: {
      limit_webdomains: 'sayt',
      limit_domains: 'DNS zonasi',
      limit_ssl: 'sertifikat',
      limit_emaildomains: 'pochta domeni',
      limit_emails: 'pochta qutisi',
      limit_email_quota: 'hajmli quti',
      limit_db: 'maʼlumotlar bazasi',
      limit_db_users: 'baza foydalanuvchisi',
      other: 'bunday obyekt',
    },
  },
};

const uzc: typeof uz = {
  codes: {
    HOSTING_LIMIT_REACHED:
      'Тарифингиз бундан ортиғига рухсат бермайди. Кўпроқ қўшиш учун каттароқ тарифни танланг.',
    HOSTING_OBJECT_EXISTS: 'Бу серверда аллақачон мавжуд.',
    HOSTING_ORDER_READ_ONLY: 'Бу буюртмани ҳозир ўзгартириб бўлмайди.',
    HOSTING_PANEL_UNAVAILABLE:
      'Хостинг сервери жавоб бермаяпти. Ҳеч нарса ўзгармади: бир дақиқадан кейин қайта уриниб кўринг.',
  },
  fields: {
    site_taken: 'Бу сайт серверда бошқа ҳисобда мавжуд.',
    site_domain_unproven:
      'Бу домен сизники эмас: уни бизда рўйхатдан ўтказинг ёки аввал унинг NS ёки A ёзувини серверга йўналтиринг.',
    alias_invalid: 'Ҳар бир тахаллус учун тўғри домен номини киритинг.',
    alias_duplicate: 'Ҳар бир тахаллус бир марта ёзилиши керак.',
    php_version_unsupported: 'Бу сервер PHP нинг бу версиясини таклиф қилмайди.',
    ipv4_invalid: 'IPv4 манзилини киритинг.',
    ipv6_invalid: 'IPv6 манзилини киритинг.',
    hostname_invalid: 'Хост номини киритинг (ҳарфлар, рақамлар, чизиқча ва нуқталар).',
    dns_name_invalid: 'Ҳарфлар, рақамлар ва чизиқчадан иборат ном ёки доменнинг ўзи учун @ киритинг.',
    dns_cname_conflict: 'CNAME ёзуви бошқа ёзувлар билан бир номда ёки доменнинг ўзида бўла олмайди.',
    dns_ttl_invalid: 'TTL 300 дан 86400 сониягача бўлиши керак.',
    dns_record_taken: 'Бундай ёзув аллақачон мавжуд.',
    caa_invalid: 'CAA қийматини байроқ, тег ва қиймат сифатида ёзинг.',
    mailbox_name_invalid:
      'Қути номида фақат кичик лотин ҳарфлари, рақамлар, нуқта, чизиқча ва пастки чизиқ бўлсин.',
    mailbox_address_invalid: 'Тўғри почта манзилини киритинг.',
    mailbox_taken: 'Бундай манзилли қути аллақачон мавжуд.',
    mail_domain_not_site: 'Почта домени шу буюртманинг сайтларидан бири бўлиши керак.',
    mail_domain_taken: 'Бу почта домени серверда бошқа ҳисобда мавжуд.',
    forward_invalid: 'Ҳар бир йўналтириш учун тўғри почта манзилини киритинг.',
    forward_duplicate: 'Ҳар бир манзил бир марта ёзилиши керак.',
    quota_invalid: 'Ҳажмни 1 дан 102400 МБ гача бутун сон билан киритинг.',
    database_name_invalid:
      'Ном кичик лотин ҳарфи билан бошлансин ва фақат ҳарфлар, рақамлар ва пастки чизиқдан иборат бўлсин.',
    database_user_invalid:
      'Фойдаланувчи номи кичик лотин ҳарфи билан бошлансин ва фақат ҳарфлар, рақамлар ва пастки чизиқдан иборат бўлсин.',
    database_charset_invalid: 'Рўйхатдаги кодлашлардан бирини танланг.',
    database_taken: 'Бундай номли маълумотлар базаси ёки фойдаланувчи серверда аллақачон мавжуд.',
  },
  hosting: {
    read_only: {
      support_session: 'Ёрдам хизмати сеансида бу созламаларни кўриш мумкин, ўзгартириб бўлмайди.',
      order_suspended:
        'Буюртма блокланган: унинг сайтлари ва ёзувларини кўриш мумкин, ўзгартириб бўлмайди. Блокни олиб ташлаш учун ёрдам хизматига мурожаат қилинг.',
      order_expired:
        'Буюртма муддати тугаган: унинг сайтлари ва ёзувларини кўриш мумкин, ўзгартириб бўлмайди. Уларни яна ўзгартириш учун буюртмани узайтиринг.',
      order_not_ready: 'Буюртма ҳали созланмоқда: бир дақиқа кутинг.',
      order_cancelled: 'Буюртма бекор қилинган: унинг сайтлари ва ёзувларини энди ўзгартириб бўлмайди.',
    },
    ssl: {
      not_pointing:
        '{{name}} номи ҳали бу серверга йўналтирилмаган. DNS провайдерингизда {{record}} ёзувини қўшинг, у тарқалишини кутинг ва қайта уриниб кўринг.',
      panel_error: 'Сертификат берилмади. Кейинроқ қайта уриниб кўринг ёки ёрдам хизматига ёзинг.',
    },
    limit: {
      with_tariff:
        'Тарифингиз бундан ортиқ {{what}} қўшишга рухсат бермайди. «{{tariff}}» тарифи кўпроқ беради.',
      without: 'Тарифингиз бундан ортиқ {{what}} қўшишга рухсат бермайди.',
    },
    limits: {
      limit_webdomains: 'сайт',
      limit_domains: 'DNS зонаси',
      limit_ssl: 'сертификат',
      limit_emaildomains: 'почта домени',
      limit_emails: 'почта қутиси',
      limit_email_quota: 'ҳажмли қути',
      limit_db: 'маълумотлар базаси',
      limit_db_users: 'база фойдаланувчиси',
      other: 'бундай объект',
    },
  },
};

const ru: typeof uz = {
  codes: {
    HOSTING_LIMIT_REACHED: 'Ваш тариф не позволяет добавить больше. Выберите тариф побольше.',
    HOSTING_OBJECT_EXISTS: 'Это уже есть на сервере.',
    HOSTING_ORDER_READ_ONLY: 'Этот заказ сейчас нельзя изменить.',
    HOSTING_PANEL_UNAVAILABLE: 'Сервер хостинга не отвечает. Ничего не изменено: попробуйте через минуту.',
  },
  fields: {
    site_taken: 'Этот сайт уже есть на сервере в другой учётной записи.',
    site_domain_unproven:
      'Этот домен не ваш у нас: зарегистрируйте его у нас или сначала направьте его запись NS или A на сервер.',
    alias_invalid: 'Введите правильное доменное имя для каждого псевдонима.',
    alias_duplicate: 'Каждый псевдоним указывается один раз.',
    php_version_unsupported: 'Этот сервер не предлагает такую версию PHP.',
    ipv4_invalid: 'Введите адрес IPv4.',
    ipv6_invalid: 'Введите адрес IPv6.',
    hostname_invalid: 'Введите имя хоста (буквы, цифры, дефисы и точки).',
    dns_name_invalid: 'Введите имя из букв, цифр и дефисов или @ для самого домена.',
    dns_cname_conflict:
      'Запись CNAME не может иметь то же имя, что другие записи, или стоять на самом домене.',
    dns_ttl_invalid: 'TTL должен быть от 300 до 86400 секунд.',
    dns_record_taken: 'Такая запись уже есть.',
    caa_invalid: 'Запишите значение CAA как флаги, тег и значение.',
    mailbox_name_invalid:
      'В имени ящика допустимы только строчные латинские буквы, цифры, точка, дефис и подчёркивание.',
    mailbox_address_invalid: 'Введите правильный адрес электронной почты.',
    mailbox_taken: 'Ящик с таким адресом уже существует.',
    mail_domain_not_site: 'Почтовый домен должен быть одним из сайтов этого заказа.',
    mail_domain_taken: 'Этот почтовый домен уже есть на сервере у другой учётной записи.',
    forward_invalid: 'Для каждой пересылки введите правильный адрес электронной почты.',
    forward_duplicate: 'Каждый адрес нужно указать один раз.',
    quota_invalid: 'Укажите размер целым числом от 1 до 102400 МБ.',
    database_name_invalid:
      'Имя должно начинаться со строчной латинской буквы и состоять из букв, цифр и подчёркиваний.',
    database_user_invalid:
      'Имя пользователя должно начинаться со строчной латинской буквы и состоять из букв, цифр и подчёркиваний.',
    database_charset_invalid: 'Выберите одну из кодировок списка.',
    database_taken: 'База данных или пользователь с таким именем уже есть на сервере.',
  },
  hosting: {
    read_only: {
      support_session: 'В сеансе поддержки эти настройки можно смотреть, но нельзя менять.',
      order_suspended:
        'Заказ заблокирован: его сайты и записи можно смотреть, но нельзя менять. Чтобы снять блокировку, обратитесь в поддержку.',
      order_expired:
        'Срок заказа истёк: его сайты и записи можно смотреть, но нельзя менять. Продлите заказ, чтобы снова их менять.',
      order_not_ready: 'Заказ ещё настраивается: подождите минуту.',
      order_cancelled: 'Заказ отменён: его сайты и записи больше нельзя менять.',
    },
    ssl: {
      not_pointing:
        'Имя {{name}} ещё не направлено на этот сервер. Добавьте запись {{record}} у своего DNS-провайдера, дождитесь её распространения и попробуйте снова.',
      panel_error: 'Сертификат не выпущен. Попробуйте позже или напишите в поддержку.',
    },
    limit: {
      with_tariff: 'Ваш тариф не позволяет добавить больше: {{what}}. Тариф «{{tariff}}» позволяет больше.',
      without: 'Ваш тариф не позволяет добавить больше: {{what}}.',
    },
    limits: {
      limit_webdomains: 'сайты',
      limit_domains: 'зоны DNS',
      limit_ssl: 'сертификаты',
      limit_emaildomains: 'почтовые домены',
      limit_emails: 'почтовые ящики',
      limit_email_quota: 'размер ящика',
      limit_db: 'базы данных',
      limit_db_users: 'пользователи баз данных',
      other: 'объекты этого вида',
    },
  },
};

const en: typeof uz = {
  codes: {
    HOSTING_LIMIT_REACHED: 'Your tariff allows no more of these. Choose a bigger tariff to add more.',
    HOSTING_OBJECT_EXISTS: 'This already exists on the server.',
    HOSTING_ORDER_READ_ONLY: 'This order cannot be changed now.',
    HOSTING_PANEL_UNAVAILABLE:
      'The hosting server is not answering. Nothing was changed: try again in a minute.',
  },
  fields: {
    site_taken: 'This site already exists on the server under another account.',
    site_domain_unproven:
      'This domain is not yours here: register it with us, or first point its NS or A record at the server.',
    alias_invalid: 'Enter a valid domain name for each alias.',
    alias_duplicate: 'List each alias once.',
    php_version_unsupported: 'This server does not offer this PHP version.',
    ipv4_invalid: 'Enter an IPv4 address.',
    ipv6_invalid: 'Enter an IPv6 address.',
    hostname_invalid: 'Enter a host name (letters, digits, hyphens and dots).',
    dns_name_invalid: 'Enter a name of letters, digits and hyphens, or @ for the domain itself.',
    dns_cname_conflict:
      'A CNAME record cannot share its name with other records or stand on the domain itself.',
    dns_ttl_invalid: 'TTL must be between 300 and 86400 seconds.',
    dns_record_taken: 'This record already exists.',
    caa_invalid: 'Write the CAA value as flags, tag and value.',
    mailbox_name_invalid:
      'Use only lowercase Latin letters, digits, dots, hyphens and underscores in the box name.',
    mailbox_address_invalid: 'Enter a valid e-mail address.',
    mailbox_taken: 'A mailbox with this address already exists.',
    mail_domain_not_site: 'The mail domain must be one of this order’s sites.',
    mail_domain_taken: 'Another account on the server already has this mail domain.',
    forward_invalid: 'Enter a valid e-mail address for each forwarding target.',
    forward_duplicate: 'Write each address only once.',
    quota_invalid: 'Enter the size as a whole number from 1 to 102400 MB.',
    database_name_invalid:
      'The name must start with a lowercase Latin letter and hold only letters, digits and underscores.',
    database_user_invalid:
      'The user name must start with a lowercase Latin letter and hold only letters, digits and underscores.',
    database_charset_invalid: 'Choose one of the listed character sets.',
    database_taken: 'A database or database user with this name already exists on the server.',
  },
  hosting: {
    read_only: {
      support_session: 'In a support session these settings can be viewed but not changed.',
      order_suspended:
        'The order is blocked: its sites and records can be viewed but not changed. Contact support to lift the block.',
      order_expired:
        'The order has expired: its sites and records can be viewed but not changed. Extend the order to change them again.',
      order_not_ready: 'The order is still being set up: wait a minute.',
      order_cancelled: 'The order is cancelled: its sites and records can no longer be changed.',
    },
    ssl: {
      not_pointing:
        'The name {{name}} does not point at this server yet. Add the record {{record}} at your DNS provider, wait for it to spread and try again.',
      panel_error: 'The certificate was not issued. Try again later or write to support.',
    },
    limit: {
      with_tariff: 'Your tariff allows no more {{what}}. The {{tariff}} tariff allows more.',
      without: 'Your tariff allows no more {{what}}.',
    },
    limits: {
      limit_webdomains: 'sites',
      limit_domains: 'DNS zones',
      limit_ssl: 'certificates',
      limit_emaildomains: 'mail domains',
      limit_emails: 'mailboxes',
      limit_email_quota: 'mailbox size',
      limit_db: 'databases',
      limit_db_users: 'database users',
      other: 'objects of this kind',
    },
  },
};

const tj: typeof uz = {
  codes: {
    HOSTING_LIMIT_REACHED:
      'Тарифи шумо зиёда аз инро иҷозат намедиҳад. Барои илова кардан тарифи калонтарро интихоб кунед.',
    HOSTING_OBJECT_EXISTS: 'Ин аллакай дар сервер мавҷуд аст.',
    HOSTING_ORDER_READ_ONLY: 'Ин фармоишро ҳоло тағйир додан мумкин нест.',
    HOSTING_PANEL_UNAVAILABLE:
      'Сервери хостинг ҷавоб намедиҳад. Ҳеҷ чиз тағйир наёфт: пас аз як дақиқа боз кӯшиш кунед.',
  },
  fields: {
    site_taken: 'Ин сайт аллакай дар сервер дар ҳисоби дигар мавҷуд аст.',
    site_domain_unproven:
      'Ин домен дар назди мо аз они шумо нест: онро дар назди мо сабт кунед ё аввал сабти NS ё A-и онро ба сервер равона кунед.',
    alias_invalid: 'Барои ҳар тахаллус номи дурусти доменро ворид кунед.',
    alias_duplicate: 'Ҳар тахаллусро як бор нависед.',
    php_version_unsupported: 'Ин сервер ин версияи PHP-ро пешниҳод намекунад.',
    ipv4_invalid: 'Суроғаи IPv4-ро ворид кунед.',
    ipv6_invalid: 'Суроғаи IPv6-ро ворид кунед.',
    hostname_invalid: 'Номи хостро ворид кунед (ҳарфҳо, рақамҳо, дефисҳо ва нуқтаҳо).',
    dns_name_invalid: 'Номе аз ҳарфҳо, рақамҳо ва дефисҳо ё @ барои худи доменро ворид кунед.',
    dns_cname_conflict: 'Сабти CNAME наметавонад бо сабтҳои дигар як ном дошта бошад ё дар худи домен истад.',
    dns_ttl_invalid: 'TTL бояд аз 300 то 86400 сония бошад.',
    dns_record_taken: 'Чунин сабт аллакай мавҷуд аст.',
    caa_invalid: 'Қимати CAA-ро ҳамчун парчамҳо, тег ва қимат нависед.',
    mailbox_name_invalid:
      'Дар номи қуттӣ танҳо ҳарфҳои хурди лотинӣ, рақамҳо, нуқта, хати тире ва зерхат истифода баред.',
    mailbox_address_invalid: 'Суроғаи дурусти почтаи электрониро ворид кунед.',
    mailbox_taken: 'Қуттӣ бо ҳамин суроға аллакай вуҷуд дорад.',
    mail_domain_not_site: 'Домени почта бояд яке аз сайтҳои ҳамин фармоиш бошад.',
    mail_domain_taken: 'Ин домени почта дар сервер аллакай дар ҳисоби дигар аст.',
    forward_invalid: 'Барои ҳар як интиқол суроғаи дурусти почтаи электрониро ворид кунед.',
    forward_duplicate: 'Ҳар суроғаро танҳо як маротиба нависед.',
    quota_invalid: 'Андозаро бо адади бутун аз 1 то 102400 МБ ворид кунед.',
    database_name_invalid:
      'Ном бояд бо ҳарфи хурди лотинӣ оғоз шавад ва танҳо аз ҳарфҳо, рақамҳо ва зерхат иборат бошад.',
    database_user_invalid:
      'Номи корбар бояд бо ҳарфи хурди лотинӣ оғоз шавад ва танҳо аз ҳарфҳо, рақамҳо ва зерхат иборат бошад.',
    database_charset_invalid: 'Яке аз рамзгузориҳои рӯйхатро интихоб кунед.',
    database_taken: 'Пойгоҳи додаҳо ё корбар бо ҳамин ном дар сервер аллакай вуҷуд дорад.',
  },
  hosting: {
    read_only: {
      support_session: 'Дар сеанси дастгирӣ ин танзимотро дидан мумкин аст, вале тағйир додан мумкин нест.',
      order_suspended:
        'Фармоиш баста шудааст: сайтҳо ва сабтҳои онро дидан мумкин аст, вале тағйир додан мумкин нест. Барои кушодан ба дастгирӣ муроҷиат кунед.',
      order_expired:
        'Мӯҳлати фармоиш ба охир расид: сайтҳо ва сабтҳои онро дидан мумкин аст, вале тағйир додан мумкин нест. Барои боз тағйир додан фармоишро дароз кунед.',
      order_not_ready: 'Фармоиш ҳанӯз танзим мешавад: як дақиқа интизор шавед.',
      order_cancelled: 'Фармоиш бекор шудааст: сайтҳо ва сабтҳои онро дигар тағйир додан мумкин нест.',
    },
    ssl: {
      not_pointing:
        'Номи {{name}} ҳанӯз ба ин сервер равона нашудааст. Сабти {{record}}-ро дар провайдери DNS худ илова кунед, паҳн шудани онро интизор шавед ва боз кӯшиш кунед.',
      panel_error: 'Сертификат дода нашуд. Баъдтар боз кӯшиш кунед ё ба дастгирӣ нависед.',
    },
    limit: {
      with_tariff: 'Тарифи шумо зиёда аз ин {{what}} иҷозат намедиҳад. Тарифи «{{tariff}}» бештар медиҳад.',
      without: 'Тарифи шумо зиёда аз ин {{what}} иҷозат намедиҳад.',
    },
    limits: {
      limit_webdomains: 'сайт',
      limit_domains: 'минтақаи DNS',
      limit_ssl: 'сертификат',
      limit_emaildomains: 'домени почта',
      limit_emails: 'қуттии почта',
      limit_email_quota: 'андозаи қуттӣ',
      limit_db: 'пойгоҳи додаҳо',
      limit_db_users: 'корбари пойгоҳ',
      other: 'объекти ин навъ',
    },
  },
};

export const hostingControlTexts = { uz, uzc, ru, en, tj };
