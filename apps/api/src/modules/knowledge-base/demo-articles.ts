import type { KbArticleRequest } from '@portal/contracts';

// The first articles of the knowledge base, written in each of the five languages: the four questions support
// hears most (topping up, pointing a domain, the control panel, a forgotten password).

export const TOP_UP: KbArticleRequest = {
  slug: 'top-up-with-payme-or-click',
  category: 'billing',
  status: 'published',
  texts: {
    uz: {
      title: 'Balansni Payme yoki Click orqali toʻldirish',
      body: `Hisobingizni bir necha daqiqada toʻldirish mumkin.

1. Kabinetga kiring va **Balansni toʻldirish** sahifasini oching.
2. Toʻlov usulini tanlang: **Payme** yoki **Click**.
3. Summani soʻmda kiriting va **Toʻlash** tugmasini bosing.
4. Toʻlov tizimi sahifasida karta maʼlumotlarini kiriting va SMS kod bilan tasdiqlang.

Toʻlov tasdiqlanishi bilan pul balansga tushadi va kabinetda bildirishnoma paydo boʻladi. Agar pul 15 daqiqa ichida tushmasa, toʻlov kvitansiyasi bilan qoʻllab-quvvatlash xizmatiga yozing.`,
    },
    uzc: {
      title: 'Балансни Payme ёки Click орқали тўлдириш',
      body: `Ҳисобингизни бир неча дақиқада тўлдириш мумкин.

1. Кабинетга киринг ва **Балансни тўлдириш** саҳифасини очинг.
2. Тўлов усулини танланг: **Payme** ёки **Click**.
3. Суммани сўмда киритинг ва **Тўлаш** тугмасини босинг.
4. Тўлов тизими саҳифасида карта маълумотларини киритинг ва SMS код билан тасдиқланг.

Тўлов тасдиқланиши билан пул балансга тушади ва кабинетда билдиришнома пайдо бўлади. Агар пул 15 дақиқа ичида тушмаса, тўлов квитанцияси билан қўллаб-қувватлаш хизматига ёзинг.`,
    },
    ru: {
      title: 'Пополнение баланса через Payme или Click',
      body: `Пополнить счёт можно за несколько минут.

1. Войдите в кабинет и откройте страницу **Пополнить баланс**.
2. Выберите способ оплаты: **Payme** или **Click**.
3. Введите сумму в сумах и нажмите **Оплатить**.
4. На странице платёжной системы введите данные карты и подтвердите оплату кодом из SMS.

Как только платёж подтверждён, деньги поступают на баланс, а в кабинете появляется уведомление. Если деньги не поступили в течение 15 минут, напишите в поддержку и приложите квитанцию об оплате.`,
    },
    en: {
      title: 'Top up your balance with Payme or Click',
      body: `Topping up your account takes a few minutes.

1. Sign in and open the **Top up balance** page.
2. Choose the payment method: **Payme** or **Click**.
3. Enter the amount in som and press **Pay**.
4. On the payment system's page, enter your card details and confirm with the code from the SMS.

As soon as the payment is confirmed, the money is on your balance and a notification appears in your cabinet. If it has not arrived within 15 minutes, write to support and attach the payment receipt.`,
    },
    tj: {
      title: 'Пур кардани тавозун тавассути Payme ё Click',
      body: `Ҳисобро дар чанд дақиқа пур кардан мумкин аст.

1. Ба кабинет ворид шавед ва саҳифаи **Пур кардани тавозун**-ро кушоед.
2. Усули пардохтро интихоб кунед: **Payme** ё **Click**.
3. Маблағро бо сӯм ворид кунед ва тугмаи **Пардохт**-ро пахш намоед.
4. Дар саҳифаи низоми пардохт маълумоти кортро ворид кунед ва бо рамзи SMS тасдиқ намоед.

Баробари тасдиқи пардохт пул ба тавозун мегузарад ва дар кабинет огоҳинома пайдо мешавад. Агар пул дар давоми 15 дақиқа наояд, бо квитансияи пардохт ба хадамоти дастгирӣ нависед.`,
    },
  },
};

export const POINT_DOMAIN: KbArticleRequest = {
  slug: 'point-a-domain-at-hosting',
  category: 'domains',
  status: 'published',
  texts: {
    uz: {
      title: 'Domenni hostingga yoʻnaltirish',
      body: `Sayt domeningiz orqali ochilishi uchun domen hosting serverimizga yoʻnaltirilishi kerak.

1. **Buyurtmalarim** sahifasida hosting serveringizning **NS1** va **NS2** nomlarini koʻring.
2. Domen bizda boʻlsa: **Mening domenlarim** sahifasida domenni oching va NS serverlar maydoniga shu ikki nomni kiriting.
3. Domen boshqa registratorda boʻlsa: oʻsha registratorning panelida xuddi shu NS serverlarni koʻrsating.
4. Boshqaruv panelida domenni saytingizga qoʻshing.

Oʻzgarish internetda 24 soatgacha (baʼzan 48 soatgacha) tarqaladi. Shu vaqt ichida sayt baʼzi tarmoqlarda ochilmasligi mumkin.`,
    },
    uzc: {
      title: 'Доменни хостингга йўналтириш',
      body: `Сайт доменингиз орқали очилиши учун домен хостинг серверимизга йўналтирилиши керак.

1. **Буюртмаларим** саҳифасида хостинг серверингизнинг **NS1** ва **NS2** номларини кўринг.
2. Домен бизда бўлса: **Менинг доменларим** саҳифасида доменни очинг ва NS серверлар майдонига шу икки номни киритинг.
3. Домен бошқа регистраторда бўлса: ўша регистраторнинг панелида худди шу NS серверларни кўрсатинг.
4. Бошқарув панелида доменни сайтингизга қўшинг.

Ўзгариш интернетда 24 соатгача (баъзан 48 соатгача) тарқалади. Шу вақт ичида сайт баъзи тармоқларда очилмаслиги мумкин.`,
    },
    ru: {
      title: 'Как направить домен на хостинг',
      body: `Чтобы сайт открывался по вашему домену, домен нужно направить на наш сервер хостинга.

1. На странице **Мои заказы** посмотрите имена **NS1** и **NS2** вашего сервера хостинга.
2. Если домен куплен у нас: откройте его на странице **Мои домены** и впишите эти два имени в поле NS-серверов.
3. Если домен у другого регистратора: укажите те же NS-серверы в его панели.
4. В панели управления добавьте домен к своему сайту.

Изменение расходится по интернету до 24 часов (иногда до 48). В это время сайт может не открываться в некоторых сетях.`,
    },
    en: {
      title: 'Point a domain at your hosting',
      body: `For your site to open at your domain, the domain must point at our hosting server.

1. On **My orders**, find the **NS1** and **NS2** names of your hosting server.
2. If the domain is registered with us: open it on **My domains** and enter those two names as its name servers.
3. If the domain is with another registrar: set the same name servers in that registrar's panel.
4. In the control panel, add the domain to your site.

The change spreads through the internet within 24 hours (sometimes 48). Until then the site may not open on some networks.`,
    },
    tj: {
      title: 'Равона кардани домен ба хостинг',
      body: `Барои он ки сайт бо домени шумо кушода шавад, доменро ба сервери хостинги мо равона кардан лозим аст.

1. Дар саҳифаи **Фармоишҳои ман** номҳои **NS1** ва **NS2**-и сервери хостинги худро бинед.
2. Агар домен аз мо харида шуда бошад: онро дар саҳифаи **Доменҳои ман** кушоед ва ин ду номро ҳамчун серверҳои NS ворид кунед.
3. Агар домен дар бақайдгири дигар бошад: ҳамин серверҳои NS-ро дар панели он бақайдгир нишон диҳед.
4. Дар панели идоракунӣ доменро ба сайти худ илова кунед.

Тағйирот дар интернет то 24 соат (баъзан то 48 соат) паҳн мешавад. Дар ин муддат сайт дар баъзе шабакаҳо кушода нашуданаш мумкин аст.`,
    },
  },
};

export const OPEN_PANEL: KbArticleRequest = {
  slug: 'open-the-control-panel',
  category: 'hosting',
  status: 'published',
  texts: {
    uz: {
      title: 'Hosting boshqaruv paneliga kirish',
      body: `Saytingiz fayllari, pochta qutilari va maʼlumotlar bazalari ISPmanager boshqaruv panelida boshqariladi.

1. Kabinetda **Buyurtmalarim** sahifasini oching.
2. Faol buyurtma yonidagi **Panelni ochish** tugmasini bosing.
3. Panel yangi oynada ochiladi: siz parolsiz, bir martalik havola orqali kirasiz.

Havola faqat bir marta va qisqa vaqt ishlaydi, shuning uchun uni saqlab qoʻymang: keyingi safar tugmani yana bosing. Panelga toʻgʻridan-toʻgʻri kirish uchun login va parol ham buyurtma kartasida koʻrsatilgan. Buyurtma toʻxtatilgan boʻlsa, avval uni uzaytiring.`,
    },
    uzc: {
      title: 'Хостинг бошқарув панелига кириш',
      body: `Сайтингиз файллари, почта қутилари ва маълумотлар базалари ISPmanager бошқарув панелида бошқарилади.

1. Кабинетда **Буюртмаларим** саҳифасини очинг.
2. Фаол буюртма ёнидаги **Панелни очиш** тугмасини босинг.
3. Панел янги ойнада очилади: сиз паролсиз, бир марталик ҳавола орқали кирасиз.

Ҳавола фақат бир марта ва қисқа вақт ишлайди, шунинг учун уни сақлаб қўйманг: кейинги сафар тугмани яна босинг. Панелга тўғридан-тўғри кириш учун логин ва пароль ҳам буюртма картасида кўрсатилган. Буюртма тўхтатилган бўлса, аввал уни узайтиринг.`,
    },
    ru: {
      title: 'Как открыть панель управления хостингом',
      body: `Файлы сайта, почтовые ящики и базы данных управляются в панели ISPmanager.

1. Откройте в кабинете страницу **Мои заказы**.
2. Нажмите **Открыть панель** у активного заказа.
3. Панель откроется в новой вкладке: вы входите без пароля, по одноразовой ссылке.

Ссылка работает один раз и недолго, поэтому не сохраняйте её: в следующий раз нажмите кнопку снова. Для прямого входа в панель логин и пароль тоже указаны в карточке заказа. Если заказ приостановлен, сначала продлите его.`,
    },
    en: {
      title: 'Open the hosting control panel',
      body: `Your site's files, mailboxes and databases are managed in the ISPmanager control panel.

1. In your cabinet, open **My orders**.
2. Press **Open the panel** next to an active order.
3. The panel opens in a new tab: you are signed in by a one-time link, without a password.

The link works once and only for a short time, so do not save it: press the button again next time. The panel login and password are also shown on the order card, for signing in directly. If the order is suspended, extend it first.`,
    },
    tj: {
      title: 'Кушодани панели идоракунии хостинг',
      body: `Файлҳои сайт, қуттиҳои почта ва пойгоҳҳои додаҳо дар панели идоракунии ISPmanager идора карда мешаванд.

1. Дар кабинет саҳифаи **Фармоишҳои ман**-ро кушоед.
2. Дар назди фармоиши фаъол тугмаи **Кушодани панел**-ро пахш кунед.
3. Панел дар равзанаи нав кушода мешавад: шумо бе парол, бо истиноди яккарата ворид мешавед.

Истинод танҳо як бор ва муддати кӯтоҳ кор мекунад, бинобар ин онро нигоҳ надоред: дафъаи дигар тугмаро боз пахш кунед. Барои вуруди мустақим логин ва пароли панел низ дар корти фармоиш нишон дода шудаанд. Агар фармоиш боздошта шуда бошад, аввал онро дароз кунед.`,
    },
  },
};

export const RESET_PASSWORD: KbArticleRequest = {
  slug: 'reset-your-password',
  category: 'account',
  status: 'published',
  texts: {
    uz: {
      title: 'Parolni tiklash',
      body: `Parolni unutgan boʻlsangiz, uni elektron pochta orqali tiklashingiz mumkin.

1. Kirish sahifasida **Parolni unutdingizmi?** havolasini bosing.
2. Roʻyxatdan oʻtgan elektron pochtangizni va rasmdagi kodni kiriting.
3. Pochtangizga kelgan tasdiqlash kodini kiriting.
4. Yangi parolni ikki marta kiriting va saqlang.

Parol kamida 8 belgidan iborat boʻlishi, katta harf, raqam va maxsus belgini oʻz ichiga olishi kerak. Parol almashtirilgach, boshqa qurilmalardagi seanslar yopiladi. Xat kelmasa, *Spam* papkasini tekshiring.`,
    },
    uzc: {
      title: 'Паролни тиклаш',
      body: `Паролни унутган бўлсангиз, уни электрон почта орқали тиклашингиз мумкин.

1. Кириш саҳифасида **Паролни унутдингизми?** ҳаволасини босинг.
2. Рўйхатдан ўтган электрон почтангизни ва расмдаги кодни киритинг.
3. Почтангизга келган тасдиқлаш кодини киритинг.
4. Янги паролни икки марта киритинг ва сақланг.

Пароль камида 8 белгидан иборат бўлиши, катта ҳарф, рақам ва махсус белгини ўз ичига олиши керак. Пароль алмаштирилгач, бошқа қурилмалардаги сеанслар ёпилади. Хат келмаса, *Спам* папкасини текширинг.`,
    },
    ru: {
      title: 'Как восстановить пароль',
      body: `Если вы забыли пароль, его можно восстановить по электронной почте.

1. На странице входа нажмите **Забыли пароль?**.
2. Введите e-mail, с которым вы регистрировались, и код с картинки.
3. Введите код подтверждения из письма.
4. Дважды введите новый пароль и сохраните его.

Пароль должен быть не короче 8 символов и содержать заглавную букву, цифру и специальный символ. После смены пароля сеансы на других устройствах завершаются. Если письмо не пришло, проверьте папку *Спам*.`,
    },
    en: {
      title: 'Reset your password',
      body: `If you have forgotten your password, you can reset it by e-mail.

1. On the sign-in page, press **Forgot password?**.
2. Enter the e-mail you registered with and the code from the picture.
3. Enter the confirmation code from the e-mail we send.
4. Enter the new password twice and save it.

The password must be at least 8 characters long and contain an uppercase letter, a digit and a special character. Changing it ends your sessions on other devices. If the e-mail does not arrive, check your *Spam* folder.`,
    },
    tj: {
      title: 'Барқарор кардани парол',
      body: `Агар паролро фаромӯш карда бошед, онро тавассути почтаи электронӣ барқарор кардан мумкин аст.

1. Дар саҳифаи воридшавӣ истиноди **Паролро фаромӯш кардед?**-ро пахш кунед.
2. Почтаи электроние, ки бо он сабти ном шудаед, ва рамзи тасвирро ворид кунед.
3. Рамзи тасдиқро аз номае, ки ба почтаатон меояд, ворид кунед.
4. Пароли навро ду бор ворид кунед ва нигоҳ доред.

Парол бояд на камтар аз 8 аломат бошад ва ҳарфи калон, рақам ва аломати махсус дошта бошад. Пас аз ивази парол ҷаласаҳо дар дастгоҳҳои дигар қатъ мешаванд. Агар нома наояд, ҷузвдони *Спам*-ро санҷед.`,
    },
  },
};

export const DEMO_ARTICLES = [TOP_UP, POINT_DOMAIN, OPEN_PANEL, RESET_PASSWORD];
