// Texts of an account's team: its error codes, joined into `errors` by i18n.ts, and namespace `team`: the
// invitation e-mail.

const uz = {
  codes: {
    MEMBER_FORBIDDEN: 'Bu hisobda sizda bunga ruxsat yoʻq. Hisob egasidan soʻrang.',
    TEAM_INVITATION_INVALID:
      'Taklifnoma havolasi eskirgan, ishlatilgan yoki bekor qilingan. Yangisini soʻrang.',
    TEAM_INVITATION_OTHER_EMAIL:
      'Bu taklifnoma boshqa e-pochta manziliga yuborilgan. Oʻsha manzil bilan kiring.',
    TEAM_ALREADY_MEMBER: 'Bu odam allaqachon jamoada yoki unga taklifnoma yuborilgan.',
    TEAM_OWN_ACCOUNT: 'Oʻzingizni oʻz hisobingizga taklif qila olmaysiz.',
    TEAM_ACCOUNT_CLOSED: 'Bu hisob endi siz uchun ochiq emas. Oʻz hisobingizga qaytdingiz.',
  },
  team: {
    subject: '{{owner}} sizni hisobiga taklif qildi',
    intro: '{{owner}} sizni hosting hisobini birga boshqarishga taklif qildi (rol: {{role}}).',
    action: 'Taklifni qabul qilish uchun havolani oching va oʻz hisobingiz bilan kiring:',
    validity: 'Havola 7 kun amal qiladi.',
    ignore: 'Agar bu sizga tegishli boʻlmasa, xatni eʼtiborsiz qoldiring.',
    roles: { billing: 'moliya', technical: 'texnik', viewer: 'faqat koʻrish', custom: 'alohida ruxsatlar' },
  },
};

const uzc: typeof uz = {
  codes: {
    MEMBER_FORBIDDEN: 'Бу ҳисобда сизда бунга рухсат йўқ. Ҳисоб эгасидан сўранг.',
    TEAM_INVITATION_INVALID: 'Таклифнома ҳаволаси эскирган, ишлатилган ёки бекор қилинган. Янгисини сўранг.',
    TEAM_INVITATION_OTHER_EMAIL:
      'Бу таклифнома бошқа электрон почта манзилига юборилган. Ўша манзил билан киринг.',
    TEAM_ALREADY_MEMBER: 'Бу одам аллақачон жамоада ёки унга таклифнома юборилган.',
    TEAM_OWN_ACCOUNT: 'Ўзингизни ўз ҳисобингизга таклиф қила олмайсиз.',
    TEAM_ACCOUNT_CLOSED: 'Бу ҳисоб энди сиз учун очиқ эмас. Ўз ҳисобингизга қайтдингиз.',
  },
  team: {
    subject: '{{owner}} сизни ҳисобига таклиф қилди',
    intro: '{{owner}} сизни хостинг ҳисобини бирга бошқаришга таклиф қилди (роль: {{role}}).',
    action: 'Таклифни қабул қилиш учун ҳаволани очинг ва ўз ҳисобингиз билан киринг:',
    validity: 'Ҳавола 7 кун амал қилади.',
    ignore: 'Агар бу сизга тегишли бўлмаса, хатни эътиборсиз қолдиринг.',
    roles: { billing: 'молия', technical: 'техник', viewer: 'фақат кўриш', custom: 'алоҳида рухсатлар' },
  },
};

const ru: typeof uz = {
  codes: {
    MEMBER_FORBIDDEN: 'В этом аккаунте у вас нет на это прав. Обратитесь к владельцу аккаунта.',
    TEAM_INVITATION_INVALID: 'Ссылка приглашения устарела, уже использована или отозвана. Попросите новую.',
    TEAM_INVITATION_OTHER_EMAIL: 'Приглашение отправлено на другой адрес почты. Войдите с этим адресом.',
    TEAM_ALREADY_MEMBER: 'Этот человек уже в команде или ему уже отправлено приглашение.',
    TEAM_OWN_ACCOUNT: 'Нельзя пригласить себя в собственный аккаунт.',
    TEAM_ACCOUNT_CLOSED: 'Этот аккаунт вам больше не доступен. Открыт ваш собственный аккаунт.',
  },
  team: {
    subject: '{{owner}} приглашает вас в свой аккаунт',
    intro: '{{owner}} приглашает вас вместе управлять хостинг-аккаунтом (роль: {{role}}).',
    action: 'Чтобы принять приглашение, откройте ссылку и войдите в свою учётную запись:',
    validity: 'Ссылка действует 7 дней.',
    ignore: 'Если письмо пришло по ошибке, просто не обращайте на него внимания.',
    roles: { billing: 'финансы', technical: 'техника', viewer: 'только просмотр', custom: 'отдельные права' },
  },
};

const en: typeof uz = {
  codes: {
    MEMBER_FORBIDDEN: 'You do not have permission for this in this account. Ask the account owner.',
    TEAM_INVITATION_INVALID:
      'This invitation link has expired, was used or was withdrawn. Ask for a new one.',
    TEAM_INVITATION_OTHER_EMAIL:
      'This invitation was sent to another e-mail address. Sign in with that address.',
    TEAM_ALREADY_MEMBER: 'This person is already on the team or has an invitation waiting.',
    TEAM_OWN_ACCOUNT: 'You cannot invite yourself to your own account.',
    TEAM_ACCOUNT_CLOSED: 'This account is no longer open to you. You are back in your own account.',
  },
  team: {
    subject: '{{owner}} invited you to their account',
    intro: '{{owner}} invited you to manage their hosting account together (role: {{role}}).',
    action: 'To accept, open the link and sign in with your own account:',
    validity: 'The link works for 7 days.',
    ignore: 'If this was not meant for you, you can ignore this message.',
    roles: {
      billing: 'billing',
      technical: 'technical',
      viewer: 'view only',
      custom: 'individual permissions',
    },
  },
};

const tj: typeof uz = {
  codes: {
    MEMBER_FORBIDDEN: 'Дар ин ҳисоб шумо барои ин иҷозат надоред. Аз соҳиби ҳисоб пурсед.',
    TEAM_INVITATION_INVALID: 'Пайванди даъватнома кӯҳна шудааст, истифода ё бекор шудааст. Нави онро пурсед.',
    TEAM_INVITATION_OTHER_EMAIL:
      'Ин даъватнома ба суроғаи дигари почта фиристода шудааст. Бо он суроға ворид шавед.',
    TEAM_ALREADY_MEMBER: 'Ин шахс аллакай дар гурӯҳ аст ё ба ӯ даъватнома фиристода шудааст.',
    TEAM_OWN_ACCOUNT: 'Худро ба ҳисоби худ даъват карда наметавонед.',
    TEAM_ACCOUNT_CLOSED: 'Ин ҳисоб дигар барои шумо кушода нест. Шумо ба ҳисоби худ баргаштед.',
  },
  team: {
    subject: '{{owner}} шуморо ба ҳисоби худ даъват кард',
    intro: '{{owner}} шуморо барои якҷоя идора кардани ҳисоби хостинг даъват кард (нақш: {{role}}).',
    action: 'Барои қабул пайвандро кушоед ва бо ҳисоби худ ворид шавед:',
    validity: 'Пайванд 7 рӯз амал мекунад.',
    ignore: 'Агар ин ба шумо дахл надошта бошад, мактубро нодида гиред.',
    roles: { billing: 'молия', technical: 'техникӣ', viewer: 'танҳо дидан', custom: 'иҷозатҳои алоҳида' },
  },
};

export const teamTexts = { uz, uzc, ru, en, tj };
