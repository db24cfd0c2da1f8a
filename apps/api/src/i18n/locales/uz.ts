// Server texts in Uzbek (Latin script), the default and the fallback: i18next resources by namespace, {{placeholders}} and plural suffixes.

export const uz = {
  errors: {
    codes: {
      BAD_REQUEST: 'Soʻrov notoʻgʻri tuzilgan.',
      VALIDATION_FAILED: 'Belgilangan maydonlarni tekshiring.',
      INVALID_CREDENTIALS: 'Elektron pochta yoki parol notoʻgʻri. Tekshirib, qaytadan urinib koʻring!',
      UNAUTHENTICATED: 'Avtorizatsiyadan oʻtilmagan! Iltimos, tizimga kiring.',
      FORBIDDEN: 'Bu amalga ruxsatingiz yoʻq.',
      ACCOUNT_BLOCKED: 'Hisobingiz bloklangan. Qoʻllab-quvvatlash xizmatiga murojaat qiling.',
      SUPPORT_SESSION_FORBIDDEN: 'Yordam xizmati seansida bu amalni bajarib boʻlmaydi.',
      NOT_FOUND: 'Topilmadi.',
      CONFLICT: 'Amal joriy holatga zid. Sahifani yangilab, qaytadan urinib koʻring.',
      PAYLOAD_TOO_LARGE: 'Soʻrov hajmi juda katta.',
      HEADERS_TOO_LARGE: 'Soʻrov manzili yoki sarlavhalari juda uzun.',
      UNSUPPORTED_MEDIA_TYPE: 'Qoʻllab-quvvatlanmaydigan maʼlumot turi.',
      RATE_LIMITED: 'Urinishlar juda koʻp. Birozdan soʻng qaytadan urinib koʻring.',
      INTERNAL: 'Xatolik yuz berdi. Iltimos, qaytadan urinib koʻring.',
      SERVICE_UNAVAILABLE: 'Xizmat vaqtincha ishlamayapti. Keyinroq urinib koʻring.',
      CAPTCHA_REQUIRED: 'Muvaffaqiyatsiz urinishlar juda koʻp. Rasmdagi kodni kiriting.',
      MERCHANT_UNSUPPORTED: 'Bu toʻlov usuli hozircha qoʻllab-quvvatlanmaydi. Click yoki Payme ni tanlang.',
      INSUFFICIENT_FUNDS: 'Balansingizda mablagʻ yetarli emas.',
      DATA_EXPORT_NOT_READY: 'Maʼlumotlaringiz hali tayyorlanmoqda. Bir daqiqadan soʻng urinib koʻring.',
      DATA_EXPORT_EXPIRED: 'Bu yuklab olish muddati tugagan. Yangisini boshlang.',
      ACCOUNT_DELETE_BLOCKED:
        'Hisobni hozircha oʻchirib boʻlmaydi: avval roʻyxatdagi har bir bandni hal qiling.',
      ADJUSTMENT_OWN_REQUEST:
        'Bu tuzatish boʻyicha qarorni boshqa xodim qabul qiladi: uni siz soʻragansiz, shuning uchun tasdiqlay yoki rad eta olmaysiz.',
      ADJUSTMENT_ALREADY_DECIDED:
        'Bu tuzatish allaqachon tasdiqlangan yoki rad etilgan. Roʻyxatni yangilang.',
      PAYER_NOT_COMPANY:
        'Bank oʻtkazmasi uchun hisob-varaqni faqat kompaniya soʻrashi mumkin: toʻlovchi maʼlumotlarida kompaniyani tanlang.',
      BANK_INVOICE_ALREADY_PAID: 'Bu hisob-varaq allaqachon toʻlangan: toʻlov bir marta hisobga olinadi.',
      BANK_LINE_HANDLED:
        'Bu koʻchirma qatori allaqachon koʻrib chiqilgan (balki hamkasbingiz hozirgina koʻrib chiqqan): hech narsa oʻzgarmadi.',
      BANK_LINE_CUSTOMER_DELETED:
        'Bu mijozning hisobi oʻchirilgan: uning balansiga toʻlov tushirilmaydi. Qatorni boshqa mijozga tushiring yoki bizniki emas deb belgilang.',
      ORDER_NOT_ACTIVE: 'Faqat faol buyurtmani bekor qilish mumkin.',
      ORDER_CANCELLED: 'Bu buyurtma allaqachon bekor qilingan.',
      ORDER_CANCEL_SCHEDULED:
        'Bu buyurtma toʻlangan davr oxirida tugashi belgilangan. Avval oʻsha bekor qilishni qaytarib oling.',
      ORDER_CANCEL_NOT_SCHEDULED:
        'Qaytarib olinadigan rejalashtirilgan bekor qilish yoʻq: u soʻralmagan yoki allaqachon amalga oshgan.',
      CARD_NOT_VERIFIED: 'Karta SMS-kod bilan tasdiqlanmagan. Uni qaytadan qoʻshing.',
      CARD_DECLINED: 'Karta rad etildi, pul yechilmadi. Kartani tekshiring yoki boshqasidan foydalaning.',
      CARD_PROVIDER_UNAVAILABLE:
        'Hozir karta orqali toʻlov ishlamayapti. Pul yechilmadi, keyinroq urinib koʻring.',
      AUTOPAY_CONSENT_OUTDATED: 'Avtotoʻlov shartlari oʻzgardi. Ularni qayta oʻqing va tasdiqlang.',
    },
    fields: {
      required: 'Bu maydon toʻldirilishi shart.',
      invalid: 'Notoʻgʻri qiymat.',
      too_short: 'Juda qisqa.',
      too_long: 'Juda uzun.',
      email_invalid: 'Elektron pochta notoʻgʻri. Tekshirib, qaytadan urinib koʻring!',
      password_weak:
        'Parol kamida 8 belgidan iborat boʻlib, katta harf, raqam va maxsus belgini oʻz ichiga olishi kerak.',
      password_mismatch: 'Parollar mos kelmadi!',
      phone_invalid: 'Telefon raqami notoʻgʻri.',
      birthday_invalid: 'Haqiqiy tugʻilgan sanani kiriting (oʻtgan sana).',
      sex_invalid: 'Erkak yoki ayol jinsini tanlang.',
      email_taken: 'Bu elektron pochta band!',
      email_change_needs_password:
        'E-pochta manzilini oʻzgartirish uchun uni sozlamalarda joriy parol bilan tasdiqlang.',
      phone_taken: 'Raqam band!',
      invalid_credentials: 'Elektron pochta yoki parol notoʻgʻri. Tekshirib, qaytadan urinib koʻring!',
      code_invalid: 'Tasdiqlash kodi notoʻgʻri!',
      code_expired: 'Kodning muddati tugagan. Yangisini soʻrang.',
      code_attempts_exceeded: 'Notoʻgʻri urinishlar juda koʻp. Yangi kod soʻrang.',
      captcha_invalid: 'Captcha mos kelmadi.',
      session_not_found: 'Sessiya ID topilmadi. Iltimos, qaytadan urinib koʻring!',
      username_invalid:
        'Lotin harflari, raqamlar, nuqta, pastki chiziq yoki defisdan foydalaning; harf bilan boshlansin.',
      username_taken: 'Bu login band.',
      slug_taken: 'Bu manzil boshqa maqolada band.',
      password_wrong: 'Parol notoʻgʻri.',
      amount_invalid: 'Summani soʻmda, koʻpi bilan 2 ta kasr raqam bilan kiriting.',
      amount_too_small: 'Summa eng kam miqdordan kichik.',
      amount_too_large: 'Summa eng koʻp miqdordan katta.',
      merchant_invalid: 'Toʻlov usulini tanlang.',
      merchant_unsupported: 'Bu toʻlov usuli hozircha qoʻllab-quvvatlanmaydi.',
      promo_code_invalid: 'Bunday promokod yoʻq.',
      promo_code_expired: 'Bu promokod hozir amal qilmaydi.',
      promo_code_used_up: 'Bu promokodning foydalanish limiti tugagan.',
      promo_code_already_used: 'Siz bu promokoddan allaqachon foydalangansiz.',
      user_not_found: 'Bunday ID raqamli mijoz yoʻq.',
      recipient_blocked: 'Bu mijozga yozib boʻlmaydi.',
      file_type_invalid: 'JPEG, PNG yoki PDF fayl yuklang.',
      file_too_large: 'Fayl hajmi 5 MB dan oshmasligi kerak.',
      region_invalid: 'Roʻyxatdan viloyatni tanlang.',
      date_invalid: 'Oʻtgan sanani toʻgʻri kiriting.',
      period_too_long: 'Davr koʻpi bilan 5 yil boʻlishi mumkin.',
      passport_invalid: 'Pasport seriyasi va raqamini kiriting, masalan AA1234567.',
      domain_invalid: 'Domen nomi notoʻgʻri: lotin harflari, raqamlar va chiziqcha, 63 belgigacha.',
      domain_zone_restricted:
        'Bu zonadagi domenlar faqat maxsus egalarga beriladi (masalan, .pp.uz, .edu.uz, .gov.uz).',
      domain_zone_unsupported: 'Bu zonadagi domenlarni sotmaymiz.',
      domain_taken: 'Bu nom allaqachon band. Boshqasini tanlang.',
      domain_not_sold: 'Bu zonadagi domenni bunday muddatga sotmaymiz.',
      nameserver_invalid: 'Nom serveri notoʻgʻri: ns1.example.uz kabi xost nomini kiriting.',
      nameservers_minimum: 'Kamida ikkita nom serverini kiriting.',
      nameservers_maximum: 'Koʻpi bilan 13 ta nom serverini kiriting.',
      nameservers_duplicate: 'Har bir nom serveri faqat bir marta yozilishi kerak.',
      record_required:
        'Domen egasining anketasini tanlang: .uz domeni uchun pasport maʼlumotlari bor anketa kerak.',
      record_not_approved: 'Bu anketa hali xodimlarimiz tomonidan tasdiqlanmagan.',
      auth_code_invalid: 'Transfer kodi notoʻgʻri.',
      domain_operation_open: 'Bu domendagi boshqa oʻzgarish hali bajarilmoqda. U tugashini kuting.',
      domain_not_renewable: 'Bu domenni hozir uzaytirib boʻlmaydi.',
      domain_not_restorable: 'Faqat qayta tiklash davridagi domenni tiklash mumkin.',
      domain_transfer_code_manual:
        '.uz domenining transfer kodini reestr yozma ariza asosida beradi. Qoʻllab-quvvatlash xizmatiga murojaat qiling.',
      challenge_invalid: 'Bu kirish urinishi tugadi. Parolni qaytadan kiriting.',
      two_factor_already_enabled: 'Ikki bosqichli tekshiruv allaqachon yoqilgan.',
      two_factor_not_set_up: 'Avval sozlashni boshlang: QR kodni skanerlang, soʻng kodni kiriting.',
      two_factor_not_enabled: 'Ikki bosqichli tekshiruv oʻchirilgan.',
      passkey_challenge_invalid: 'Kirish kaliti bilan urinish tugadi. Qaytadan urinib koʻring.',
      passkey_invalid: 'Kirish kalitini tekshirib boʻlmadi. Qaytadan urinib koʻring.',
      passkey_unknown: 'Bu kirish kaliti bizda roʻyxatdan oʻtmagan. Parol bilan kiring.',
      passkey_taken: 'Bu kirish kaliti allaqachon hisobga qoʻshilgan.',
      passkey_limit_reached: 'Koʻpi bilan 10 ta kirish kaliti saqlash mumkin. Avval bittasini oʻchiring.',
      passkey_counter_invalid:
        'Bu kirish kaliti nusxa koʻchirilganga oʻxshaydi va rad etildi. Parol bilan kiring va qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    },
  },
  notifications: {
    member_copy: {
      subject: '{{account}} hisobi: {{subject}}',
      text: 'Siz jamoa aʼzosi boʻlgan {{account}} hisobi haqida.',
    },
    card_autopay: {
      subject_enabled: 'Avtotoʻlov yoqildi',
      text_enabled:
        'Avtotoʻlov yoqildi: balans uzaytirishga yetmasa, uch kun oldin {{card}} kartasidan farq yechiladi, bir martada {{amount}} soʻmdan koʻp emas. Uni istalgan vaqtda sozlamalarda oʻchirish mumkin.',
      subject_disabled: 'Avtotoʻlov oʻchirildi',
      text_disabled:
        'Avtotoʻlov oʻchirildi: uzaytirishlar uchun kartadan pul yechilmaydi. Xizmatlar uzaytirilishidan oldin balansni toʻldiring.',
      subject_charged: 'Kartadan {{amount}} soʻm yechildi',
      text_charged: '{{card}} kartasidan {{amount}} soʻm yechildi va balans uzaytirish uchun toʻldirildi.',
      subject_charge_failed: 'Avtotoʻlov amalga oshmadi',
      text_charge_failed:
        'Uzaytirish uchun {{card}} kartasidan {{amount}} soʻm yechib boʻlmadi ({{reason}}). Xizmat muddati tugamasdan balansni toʻldiring yoki boshqa karta qoʻshing.',
      subject_card_removed: 'Karta oʻchirildi, avtotoʻlov oʻchdi',
      text_card_removed:
        '{{card}} kartasi oʻchirildi. Avtotoʻlov undan foydalanardi, shuning uchun u oʻchirildi.',
      subject_card_expiring: 'Saqlangan karta muddati tugayapti',
      text_card_expiring:
        'Saqlangan {{card}} kartasining muddati {{date}} oxirida tugaydi. Uzaytirishlar ishlashi uchun yangi karta qoʻshing.',
    },
    top_up_credited: {
      subject: 'Balans toʻldirildi',
      text: 'Balansingiz {{amount}} soʻmga toʻldirildi.',
    },
    order_active: {
      subject: 'Hosting faollashtirildi',
      text: '#{{order}} hosting buyurtmangiz ({{tariff}}) faol. Muddati: {{date}}.',
    },
    order_expiring: {
      subject_one: 'Hosting buyurtmasi #{{order}}: {{count}} kun qoldi',
      text_one:
        '#{{order}} hosting buyurtmangiz muddati {{count}} kundan keyin ({{date}}) tugaydi. Xizmat uzilmasligi uchun buyurtmani uzaytiring yoki balansni toʻldiring.',
      subject_other: 'Hosting buyurtmasi #{{order}}: {{count}} kun qoldi',
      text_other:
        '#{{order}} hosting buyurtmangiz muddati {{count}} kundan keyin ({{date}}) tugaydi. Xizmat uzilmasligi uchun buyurtmani uzaytiring yoki balansni toʻldiring.',
    },
    site_ssl_expiring: {
      subject: '{{domain}} sayti sertifikatining muddati tugayapti',
      text: '{{domain}} saytining bepul sertifikati {{date}} kuni tugaydi (№{{order}} buyurtma). Nom serverga yoʻnaltirilgan ekan, server uni oʻzi yangilaydi; saytni buyurtma sahifasida tekshiring.',
    },
    disk_nearly_full: {
      subject: '№{{order}} buyurtmaning diski deyarli toʻldi',
      text: '№{{order}} hosting buyurtmasi diskining {{percent}} % ini ishlatmoqda. Disk toʻlsa, saytlar va pochta yangi fayllarni yoza olmaydi: keraksiz fayllarni oʻchiring yoki kattaroq tarifni tanlang.',
    },
    order_suspended: {
      subject: 'Hosting toʻxtatildi',
      text: '#{{order}} hosting buyurtmangiz muddati tugadi va toʻxtatildi. Maʼlumotlaringiz 7 kun saqlanadi: shu vaqt ichida buyurtmani uzaytiring.',
    },
    order_cancelled: {
      subject: 'Hosting bekor qilindi',
      text: '#{{order}} hosting buyurtmangiz bekor qilindi.',
      text_refunded:
        '#{{order}} hosting buyurtmangiz bekor qilindi: hisob yaratilmadi, toʻlov balansingizga qaytarildi.',
    },
    order_change_reverted: {
      subject: 'Oʻzgartirish bekor qilindi',
      text_extension:
        'Server #{{order}} buyurtmani uzaytirishni qoʻllay olmadi. Toʻlov ({{amount}} soʻm) balansingizga qaytarildi.',
      text_tariff_change:
        'Server #{{order}} buyurtma tarifini oʻzgartira olmadi. Avvalgi tarif qoldi, toʻlov ({{amount}} soʻm) balansingizga qaytarildi.',
    },
    order_cancellation: {
      subject_scheduled: 'Hosting buyurtmasi #{{order}} {{date}} kuni tugaydi',
      text_scheduled:
        'Soʻrovingizga koʻra #{{order}} hosting buyurtmasi uzaytirilmaydi va {{date}} kuni tugaydi; hisob shu kungacha ishlaydi. Shu kungacha bekor qilishni «Buyurtmalarim» sahifasida qaytarib olishingiz mumkin.',
      subject_undone: 'Hosting buyurtmasi #{{order}}: bekor qilish qaytarib olindi',
      text_undone:
        '#{{order}} hosting buyurtmasini bekor qilish qaytarib olindi: u avvalgidek ishlaydi va uzaytiriladi.',
      subject_now: 'Hosting buyurtmasi #{{order}} bekor qilindi',
      text_now:
        'Soʻrovingizga koʻra #{{order}} hosting buyurtmasi bekor qilindi. Panel hisobi toʻxtatildi va {{until}} kuni oʻchiriladi.',
      subject_now_refunded: 'Hosting buyurtmasi #{{order}} bekor qilindi',
      text_now_refunded:
        'Soʻrovingizga koʻra #{{order}} hosting buyurtmasi bekor qilindi, ishlatilmagan kunlar uchun {{amount}} soʻm balansingizga qaytarildi. Panel hisobi toʻxtatildi va {{until}} kuni oʻchiriladi.',
      subject_end_of_term: 'Hosting buyurtmasi #{{order}} tugadi',
      text_end_of_term:
        'Soʻrovingizga koʻra #{{order}} hosting buyurtmasi toʻlangan davr bilan birga tugadi. Panel hisobi toʻxtatildi va {{until}} kuni oʻchiriladi.',
    },
    password_changed: {
      subject: 'Parol oʻzgartirildi',
      text: 'Hisobingiz paroli oʻzgartirildi. Agar buni siz qilmagan boʻlsangiz, darhol parolni tiklang va qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    },
    email_changed: {
      subject: 'E-pochta oʻzgartirildi',
      text: 'Hisobingiz e-pochta manzili {{email}} ga oʻzgartirildi. Agar buni siz qilmagan boʻlsangiz, qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    },
    new_login: {
      subject: 'Yangi qurilmadan kirish',
      text: 'Hisobingizga yangi qurilmadan kirildi: {{browser}}, {{system}}, IP {{ip}}. Agar bu siz boʻlmasangiz, parolni oʻzgartiring va boshqa seanslarni yakunlang.',
    },
    two_factor_enabled: {
      subject: 'Ikki bosqichli tekshiruv yoqildi',
      text: 'Hisobingiz uchun ikki bosqichli tekshiruv yoqildi, boshqa seanslar yakunlandi. Agar buni siz qilmagan boʻlsangiz, darhol qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    },
    recovery_codes_renewed: {
      subject: 'Yangi zaxira kodlar',
      text: 'Hisobingiz uchun yangi zaxira kodlar yaratildi, eskilari endi ishlamaydi. Agar buni siz qilmagan boʻlsangiz, darhol parolni almashtiring va qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    },
    two_factor_disabled: {
      subject: 'Ikki bosqichli tekshiruv oʻchirildi',
      text: 'Hisobingiz uchun ikki bosqichli tekshiruv oʻchirildi. Agar buni siz qilmagan boʻlsangiz, darhol parolni tiklang va qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    },
    data_export_ready: {
      subject: 'Maʼlumotlaringiz yuklab olishga tayyor',
      text: 'Soʻragan maʼlumotlaringiz nusxasi tayyor. Uni 24 soat ichida «Maʼlumotlarim» sahifasidan yuklab oling.',
    },
    two_factor_reset_scheduled: {
      subject: 'Ikki bosqichli tekshiruv oʻchiriladi',
      text: 'Hisobingiz paroli e-mail orqali tiklandi. Ikki bosqichli tekshiruv {{date}} kuni oʻchiriladi. Agar buni siz qilmagan boʻlsangiz, undan oldin autentifikator ilovasidagi kod bilan kiring — shunda u saqlanadi, parolni almashtiring va qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    },
    passkey_added: {
      subject: 'Kirish kaliti qoʻshildi',
      text: 'Hisobingizga “{{passkey}}” kirish kaliti qoʻshildi. Agar buni siz qilmagan boʻlsangiz, uni xavfsizlik sozlamalarida oʻchiring, parolni almashtiring va qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    },
    passkey_removed: {
      subject: 'Kirish kaliti oʻchirildi',
      text: '“{{passkey}}” kirish kaliti hisobingizdan oʻchirildi. Agar buni siz qilmagan boʻlsangiz, darhol parolni almashtiring va qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    },
    support_session_started: {
      subject: 'Qoʻllab-quvvatlash xizmati hisobingizni ochdi',
      text: 'Qoʻllab-quvvatlash xizmatimizdan {{staff}} hisobingizda yordam seansini ochdi. Sababi: “{{reason}}”. Xodim kabinetingizni siz kabi koʻradi, lekin parol, kontaktlar va xavfsizlik sozlamalarini oʻzgartira olmaydi, pulingizni ham sarflay olmaydi; seans koʻpi bilan soat {{time}} da (Toshkent vaqti) tugaydi. Agar yordam soʻramagan boʻlsangiz, qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    },
    support_session_ended: {
      subject: 'Yordam seansi tugadi',
      text: '{{staff}} hisobingizda ochgan yordam seansi soat {{time}} da (Toshkent vaqti) tugadi.',
    },
    domain_active: {
      subject: '{{domain}} domeni faol',
      text: '{{domain}} domeningiz faol. Muddati: {{date}}.',
    },
    domain_expiring: {
      subject_one: '{{domain}} domeni: {{count}} kun qoldi',
      text_one:
        '{{domain}} domeningiz muddati {{count}} kundan keyin ({{date}}) tugaydi. Nomni boshqa birov egallab olmasligi uchun uni uzaytiring yoki avtouzaytirishni yoqib, balansni toʻldiring.',
      subject_other: '{{domain}} domeni: {{count}} kun qoldi',
      text_other:
        '{{domain}} domeningiz muddati {{count}} kundan keyin ({{date}}) tugaydi. Nomni boshqa birov egallab olmasligi uchun uni uzaytiring yoki avtouzaytirishni yoqib, balansni toʻldiring.',
    },
    domain_refunded: {
      subject: 'Domen buyurtmasi qaytarildi',
      text: '{{domain}} domeni buyurtmasini bajarib boʻlmadi. {{amount}} soʻm balansingizga qaytarildi.',
    },
    domain_renew_failed: {
      subject: '{{domain}} domeni uzaytirilmadi',
      text: '{{domain}} domenini avtouzaytirib boʻlmadi: uzaytirish {{amount}} soʻm turadi, balansdagi mablagʻ yetmaydi. {{date}} gacha balansni toʻldiring yoki domenni qoʻlda uzaytiring.',
    },
    domain_grace: {
      subject: '{{domain}} domeni muddati tugadi',
      text: '{{domain}} domeningiz muddati {{date}} kuni tugadi. Uni saqlab qolish uchun {{until}} gacha odatdagi narxda uzaytiring; undan keyin uni faqat qimmatroq tiklash orqali qaytarish mumkin boʻladi.',
    },
    domain_redemption: {
      subject: '{{domain}} domeni tiklash davrida',
      text: '{{domain}} domenini uzaytirish davri tugadi. {{until}} gacha uni faqat tiklash orqali qaytarish mumkin (narxi domen sahifasida); shundan soʻng reyestr nomni boʻshatadi.',
    },
    domain_released: {
      subject: '{{domain}} domeni boʻshatildi',
      text: '{{domain}} domeni uzaytirilmadi ham, tiklanmadi ham, reyestr uni boʻshatdi: endi bu nomni istalgan kishi roʻyxatdan oʻtkazishi mumkin.',
    },
    announcement: {
      subject: '{{title}}',
      text: '{{body}}',
    },
  },
  telegram: {
    linked:
      'Salom, {{name}}! Telegram hisobingiz kabinetga ulandi. Endi bildirishnomalar shu yerga keladi.\n/balance — balans\n/orders — buyurtmalar',
    start_without_code:
      'Salom! Bu bot hisobingizni Telegram bilan bogʻlaydi. Kabinetda “Telegram” sahifasini oching (Profil → Telegram), “Botni ochish” tugmasini bosing yoki bu yerga /start KOD yuboring.',
    code_invalid:
      'Kod notoʻgʻri yoki muddati tugagan. Kabinetda yangi kod oling. Kabinetda “Telegram” sahifasini oching (Profil → Telegram), “Botni ochish” tugmasini bosing yoki bu yerga /start KOD yuboring.',
    not_linked:
      'Bu chat hali kabinetga ulanmagan. Kabinetda “Telegram” sahifasini oching (Profil → Telegram), “Botni ochish” tugmasini bosing yoki bu yerga /start KOD yuboring.',
    balance: 'Balansingiz: {{amount}}',
    orders_title: 'Hosting buyurtmalaringiz:',
    no_orders: 'Sizda hali hosting buyurtmalari yoʻq.',
    order_line: '№{{id}} · {{tariff}} · {{status}} · {{expires}} gacha',
    status: {
      progress: 'tayyorlanmoqda',
      active: 'faol',
      week: 'toʻxtatilgan (imtiyozli hafta)',
      cancelled: 'bekor qilingan',
      suspended: 'bloklangan',
    },
    unlinked: 'Telegram kabinetdan uzildi. Qayta ulash uchun kabinetda yangi kod oling.',
    help: '/balance — balans\n/orders — buyurtmalar\n/unlink — Telegramni uzish',
    som: 'soʻm',
    too_many_attempts_one:
      'Kod juda koʻp marta notoʻgʻri kiritildi. {{count}} daqiqadan soʻng qayta urinib koʻring.',
    too_many_attempts_other:
      'Kod juda koʻp marta notoʻgʻri kiritildi. {{count}} daqiqadan soʻng qayta urinib koʻring.',
  },
  messages: {
    subject: {
      email_verify: 'E-pochtani tasdiqlash kodi',
      password_reset: 'Parolni tiklash kodi',
      account_delete: 'Hisobni oʻchirish kodi',
    },
    intro: {
      email_verify: 'E-pochta manzilingizni tasdiqlash uchun quyidagi koddan foydalaning.',
      password_reset: 'Parolingizni tiklash uchun quyidagi koddan foydalaning.',
      account_delete:
        'Hisobingizni oʻchirishni tasdiqlash uchun ushbu koddan foydalaning. Buni qaytarib boʻlmaydi.',
    },
    code_line: 'Kod',
    validity: 'Kod 15 daqiqa amal qiladi.',
    ignore: 'Agar buni siz soʻramagan boʻlsangiz, ushbu xatni eʼtiborsiz qoldiring.',
    sms: 'Telefon raqamini oʻzgartirish kodi: {{code}}. 15 daqiqa amal qiladi.',
  },
};
