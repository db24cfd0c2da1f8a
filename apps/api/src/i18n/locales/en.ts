// Server texts in English: i18next resources by namespace, {{placeholders}} and plural suffixes.

export const en = {
  errors: {
    codes: {
      BAD_REQUEST: 'The request is malformed.',
      VALIDATION_FAILED: 'Please check the highlighted fields.',
      INVALID_CREDENTIALS: 'Invalid email or password. Please check and try again!',
      UNAUTHENTICATED: 'Not authorized! Please log in.',
      FORBIDDEN: 'You are not allowed to do this.',
      ACCOUNT_BLOCKED: 'Your account is blocked. Please contact support.',
      SUPPORT_SESSION_FORBIDDEN: 'This is not available in a support session.',
      NOT_FOUND: 'Not found.',
      CONFLICT: 'This action conflicts with the current state. Refresh and try again.',
      PAYLOAD_TOO_LARGE: 'The request is too large.',
      HEADERS_TOO_LARGE: 'The request address or headers are too long.',
      UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type.',
      RATE_LIMITED: 'Too many attempts. Please wait and try again later.',
      INTERNAL: 'An error occurred. Please try again!',
      SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again later.',
      CAPTCHA_REQUIRED: 'Too many failed attempts. Enter the code from the picture.',
      MERCHANT_UNSUPPORTED: 'This payment method is not supported yet. Please choose Click or Payme.',
      INSUFFICIENT_FUNDS: 'There is not enough money on your balance.',
      DATA_EXPORT_NOT_READY: 'Your data is still being prepared. Try again in a minute.',
      DATA_EXPORT_EXPIRED: 'This download has expired. Start a new one.',
      ACCOUNT_DELETE_BLOCKED: 'The account cannot be deleted yet: finish each item listed first.',
      ADJUSTMENT_OWN_REQUEST:
        'A second person must decide on this adjustment: you requested it, so you cannot approve or reject it.',
      ADJUSTMENT_ALREADY_DECIDED: 'This adjustment was already approved or rejected. Refresh the list.',
      PAYER_NOT_COMPANY:
        'Only a company can ask for an invoice to pay by bank transfer: choose a company in the payer details.',
      BANK_INVOICE_ALREADY_PAID: 'This invoice is already paid: a payment is credited once.',
      BANK_LINE_HANDLED:
        'This bank line was already handled (perhaps by a colleague a moment ago): nothing was changed.',
      BANK_LINE_CUSTOMER_DELETED:
        "This customer's account is deleted: its balance takes no payment. Credit the line to another customer or mark it as not ours.",
      ORDER_NOT_ACTIVE: 'Only an active order can be cancelled.',
      ORDER_CANCELLED: 'This order has already been cancelled.',
      ORDER_CANCEL_SCHEDULED: 'This order already ends with its paid period. Undo that cancellation first.',
      ORDER_CANCEL_NOT_SCHEDULED:
        'There is no scheduled cancellation to undo: none was asked for, or it has already taken effect.',
      CARD_NOT_VERIFIED: 'This card was not confirmed with its SMS code. Add it again.',
      CARD_DECLINED: 'The card was declined and nothing was charged. Check the card or use another one.',
      CARD_PROVIDER_UNAVAILABLE:
        'Card payments are unavailable right now. Nothing was charged; try again later.',
      AUTOPAY_CONSENT_OUTDATED: 'The auto-pay terms have changed. Read them again and confirm.',
    },
    fields: {
      required: 'This field is required.',
      invalid: 'Invalid value.',
      too_short: 'Too short.',
      too_long: 'Too long.',
      email_invalid: 'Invalid email. Please check and try again!',
      password_weak:
        'The password needs at least 8 characters, an uppercase letter, a digit and a special character.',
      password_mismatch: 'Passwords do not match!',
      phone_invalid: 'Invalid phone number.',
      birthday_invalid: 'Enter a real date of birth in the past.',
      sex_invalid: 'Choose male or female.',
      email_taken: 'This email is already registered.',
      email_change_needs_password:
        'To change your e-mail address, confirm it with your current password in the settings.',
      phone_taken: 'This phone number is already registered.',
      invalid_credentials: 'Invalid email or password. Please check and try again!',
      code_invalid: 'Invalid verification code!',
      code_expired: 'The code has expired. Request a new one.',
      code_attempts_exceeded: 'Too many wrong tries. Request a new code.',
      captcha_invalid: 'Captcha does not match.',
      session_not_found: 'Session ID not found. Please try again!',
      username_invalid: 'Use Latin letters, digits, dot, underscore or hyphen, starting with a letter.',
      username_taken: 'This login is already taken.',
      slug_taken: 'Another article already has this address.',
      password_wrong: 'The password is incorrect.',
      amount_invalid: 'Enter an amount in som with at most 2 decimals.',
      amount_too_small: 'The amount is below the minimum.',
      amount_too_large: 'The amount is above the maximum.',
      merchant_invalid: 'Choose a payment method.',
      merchant_unsupported: 'This payment method is not supported yet.',
      promo_code_invalid: 'There is no such promo code.',
      promo_code_expired: 'This promo code is not valid now.',
      promo_code_used_up: 'This promo code has been used up.',
      promo_code_already_used: 'You have already used this promo code.',
      user_not_found: 'There is no customer with this ID.',
      recipient_blocked: 'You cannot write to this customer.',
      file_type_invalid: 'Upload a JPEG, PNG or PDF file.',
      file_too_large: 'The file must not exceed 5 MB.',
      region_invalid: 'Choose a region from the list.',
      date_invalid: 'Enter a real date in the past.',
      period_too_long: 'The period can be at most 5 years.',
      passport_invalid: 'Enter the passport series and number, e.g. AA1234567.',
      domain_invalid: 'Invalid domain name: Latin letters, digits and hyphens, up to 63 characters.',
      domain_zone_restricted:
        'Domains in this zone go only to particular holders (such as .pp.uz, .edu.uz, .gov.uz).',
      domain_zone_unsupported: 'We do not sell domains in this zone.',
      domain_taken: 'This name is already taken. Choose another one.',
      domain_not_sold: 'We do not sell domains in this zone for this term.',
      nameserver_invalid: 'Invalid name server: enter a host name such as ns1.example.uz.',
      nameservers_minimum: 'Enter at least two name servers.',
      nameservers_maximum: 'Enter at most 13 name servers.',
      nameservers_duplicate: 'Each name server may be listed only once.',
      record_required: 'Choose the owner’s profile: a .uz domain needs a profile with passport data.',
      record_not_approved: 'This profile has not been approved by our staff yet.',
      auth_code_invalid: 'The transfer code is wrong.',
      domain_operation_open: 'Another change of this domain is still under way. Wait until it is finished.',
      domain_not_renewable: 'This domain cannot be renewed now.',
      domain_not_restorable: 'Only a domain in redemption can be restored.',
      domain_transfer_code_manual:
        'The transfer code of a .uz domain is issued by the registry on a written request. Please contact support.',
      challenge_invalid: 'This sign-in attempt has ended. Enter your password again.',
      two_factor_already_enabled: 'Two-step verification is already on.',
      two_factor_not_set_up: 'Start the setup first: scan the QR code, then enter the code.',
      two_factor_not_enabled: 'Two-step verification is off.',
      passkey_challenge_invalid: 'This passkey attempt has ended. Please try again.',
      passkey_invalid: 'The passkey could not be verified. Please try again.',
      passkey_unknown: 'This passkey is not registered with us. Sign in with your password.',
      passkey_taken: 'This passkey has already been added to an account.',
      passkey_limit_reached: 'You can keep at most 10 passkeys. Remove one first.',
      passkey_counter_invalid:
        'This passkey looks copied and was refused. Sign in with your password and contact support.',
    },
  },
  notifications: {
    member_copy: {
      subject: '{{account}}’s account: {{subject}}',
      text: 'About {{account}}’s account, where you are a team member.',
    },
    card_autopay: {
      subject_enabled: 'Auto-pay turned on',
      text_enabled:
        'Auto-pay is on: when your balance does not cover a renewal, card {{card}} is charged the difference three days before, at most {{amount}} som at a time. You can turn it off in the settings at any time.',
      subject_disabled: 'Auto-pay turned off',
      text_disabled:
        'Auto-pay is off: your card will not be charged for renewals. Top up your balance before services renew.',
      subject_charged: 'Card charged: {{amount}} som',
      text_charged: 'Card {{card}} was charged {{amount}} som and your balance was topped up for a renewal.',
      subject_charge_failed: 'Auto-pay charge failed',
      text_charge_failed:
        'Card {{card}} could not be charged {{amount}} som for a renewal ({{reason}}). Top up your balance or add another card before the service expires.',
      subject_card_removed: 'Card removed, auto-pay off',
      text_card_removed: 'Card {{card}} was removed. Auto-pay used it, so auto-pay is now off.',
      subject_card_expiring: 'Your saved card expires soon',
      text_card_expiring:
        'Your saved card {{card}} expires at the end of {{date}}. Add a new card so renewals keep working.',
    },
    top_up_credited: {
      subject: 'Balance topped up',
      text: 'Your balance was topped up by {{amount}} som.',
    },
    order_active: {
      subject: 'Hosting is active',
      text: 'Your hosting order #{{order}} ({{tariff}}) is active until {{date}}.',
    },
    order_expiring: {
      subject_one: 'Hosting order #{{order}}: {{count}} day left',
      text_one:
        'Your hosting order #{{order}} expires in {{count}} day ({{date}}). Extend the order or top up your balance to keep the service running.',
      subject_other: 'Hosting order #{{order}}: {{count}} days left',
      text_other:
        'Your hosting order #{{order}} expires in {{count}} days ({{date}}). Extend the order or top up your balance to keep the service running.',
    },
    site_ssl_expiring: {
      subject: 'The certificate of {{domain}} expires soon',
      text: 'The free certificate of {{domain}} (order #{{order}}) expires on {{date}}. The server renews it by itself while the name points at it; check the site on the order page.',
    },
    disk_nearly_full: {
      subject: 'The disk of order #{{order}} is nearly full',
      text: 'Hosting order #{{order}} uses {{percent}} % of its disk. Once the disk is full, sites and mail cannot write new files: delete files you do not need or choose a larger tariff.',
    },
    order_suspended: {
      subject: 'Hosting suspended',
      text: 'Your hosting order #{{order}} has expired and is suspended. Your data is kept for 7 days: extend the order within that time.',
    },
    order_cancelled: {
      subject: 'Hosting cancelled',
      text: 'Your hosting order #{{order}} was cancelled.',
      text_refunded:
        'Your hosting order #{{order}} was cancelled: the account could not be created, and the payment was returned to your balance.',
    },
    order_change_reverted: {
      subject: 'Change undone',
      text_extension:
        'The server could not apply the extension of order #{{order}}. The payment ({{amount}} som) was returned to your balance.',
      text_tariff_change:
        'The server could not change the tariff of order #{{order}}. The previous tariff stays, and the payment ({{amount}} som) was returned to your balance.',
    },
    order_cancellation: {
      subject_scheduled: 'Hosting order #{{order}} ends on {{date}}',
      text_scheduled:
        'As you asked, hosting order #{{order}} will not be renewed and ends on {{date}}; the account works until then. Until that day you can undo the cancellation in My orders.',
      subject_undone: 'Hosting order #{{order}}: cancellation undone',
      text_undone: 'The cancellation of hosting order #{{order}} was undone: it runs and renews as before.',
      subject_now: 'Hosting order #{{order}} cancelled',
      text_now:
        'Hosting order #{{order}} was cancelled as you asked. The panel account is suspended and will be deleted on {{until}}.',
      subject_now_refunded: 'Hosting order #{{order}} cancelled',
      text_now_refunded:
        'Hosting order #{{order}} was cancelled as you asked, and {{amount}} som for the unused days was returned to your balance. The panel account is suspended and will be deleted on {{until}}.',
      subject_end_of_term: 'Hosting order #{{order}} ended',
      text_end_of_term:
        'Hosting order #{{order}} ended with its paid period, as you asked. The panel account is suspended and will be deleted on {{until}}.',
    },
    password_changed: {
      subject: 'Password changed',
      text: 'The password of your account was changed. If this was not you, reset your password at once and contact support.',
    },
    email_changed: {
      subject: 'E-mail changed',
      text: 'The e-mail address of your account was changed to {{email}}. If this was not you, contact support.',
    },
    new_login: {
      subject: 'Login from a new device',
      text: 'Someone logged in to your account from a new device: {{browser}}, {{system}}, IP {{ip}}. If this was not you, change your password and end the other sessions.',
    },
    two_factor_enabled: {
      subject: 'Two-step verification turned on',
      text: 'Two-step verification was turned on for your account, and your other sessions were ended. If this was not you, contact support at once.',
    },
    recovery_codes_renewed: {
      subject: 'New recovery codes',
      text: 'New recovery codes were made for your account, and the old ones no longer work. If this was not you, change your password at once and contact support.',
    },
    two_factor_disabled: {
      subject: 'Two-step verification turned off',
      text: 'Two-step verification was turned off for your account. If this was not you, reset your password at once and contact support.',
    },
    data_export_ready: {
      subject: 'Your data is ready to download',
      text: 'The copy of your data you asked for is ready. Download it from the “My data” page within 24 hours.',
    },
    two_factor_reset_scheduled: {
      subject: 'Two-step verification will be turned off',
      text: 'The password of your account was reset by e-mail. Two-step verification will be turned off on {{date}}. If this was not you, sign in with a code from your authenticator app before then to keep it, change your password and contact support.',
    },
    passkey_added: {
      subject: 'Passkey added',
      text: 'The passkey “{{passkey}}” was added to your account. If this was not you, remove it in the security settings, change your password and contact support.',
    },
    passkey_removed: {
      subject: 'Passkey removed',
      text: 'The passkey “{{passkey}}” was removed from your account. If this was not you, change your password at once and contact support.',
    },
    support_session_started: {
      subject: 'Support opened your account',
      text: '{{staff}} of our support team opened a support session in your account, for this reason: “{{reason}}”. They see your cabinet as you do, but cannot change your password, contacts or security settings, nor spend your money; the session ends by {{time}} (Tashkent time) at the latest. If you did not ask for help, contact support.',
    },
    support_session_ended: {
      subject: 'Support session ended',
      text: 'The support session {{staff}} opened in your account ended at {{time}} (Tashkent time).',
    },
    domain_active: {
      subject: 'Domain {{domain}} is active',
      text: 'Your domain {{domain}} is active until {{date}}.',
    },
    domain_expiring: {
      subject_one: 'Domain {{domain}}: {{count}} day left',
      text_one:
        'Your domain {{domain}} expires in {{count}} day ({{date}}). Renew it or turn on auto-renewal with enough balance, so that nobody else takes the name.',
      subject_other: 'Domain {{domain}}: {{count}} days left',
      text_other:
        'Your domain {{domain}} expires in {{count}} days ({{date}}). Renew it or turn on auto-renewal with enough balance, so that nobody else takes the name.',
    },
    domain_refunded: {
      subject: 'Domain order refunded',
      text: 'The order for {{domain}} could not be completed. {{amount}} som was returned to your balance.',
    },
    domain_renew_failed: {
      subject: 'Domain {{domain}} not renewed',
      text: 'Auto-renewal of {{domain}} failed: the renewal costs {{amount}} som and the balance is not enough. Top up before {{date}} or renew it by hand.',
    },
    domain_grace: {
      subject: 'Domain {{domain}} has expired',
      text: 'Your domain {{domain}} expired on {{date}}. Renew it before {{until}} at the usual price to keep it; after that only a restore, at a higher price, brings it back.',
    },
    domain_redemption: {
      subject: 'Domain {{domain}} is in redemption',
      text: "The renewal period of {{domain}} is over. Until {{until}} only a restore brings it back (the price is on the domain's page); after that the registry releases the name.",
    },
    domain_released: {
      subject: 'Domain {{domain}} has been released',
      text: '{{domain}} was neither renewed nor restored, and the registry has released it: anyone may register the name now.',
    },
    announcement: {
      subject: '{{title}}',
      text: '{{body}}',
    },
  },
  telegram: {
    linked:
      'Hello, {{name}}! Your Telegram is now linked to your account. Notifications will arrive here.\n/balance — balance\n/orders — orders',
    start_without_code:
      'Hello! This bot links your account with Telegram. Open the “Telegram” page in your account (Profile → Telegram) and press “Open the bot”, or send /start CODE here.',
    code_invalid:
      'The code is wrong or has expired. Get a new code in your account. Open the “Telegram” page in your account (Profile → Telegram) and press “Open the bot”, or send /start CODE here.',
    not_linked:
      'This chat is not linked to an account yet. Open the “Telegram” page in your account (Profile → Telegram) and press “Open the bot”, or send /start CODE here.',
    balance: 'Your balance: {{amount}}',
    orders_title: 'Your hosting orders:',
    no_orders: 'You have no hosting orders yet.',
    order_line: '#{{id}} · {{tariff}} · {{status}} · until {{expires}}',
    status: {
      progress: 'being set up',
      active: 'active',
      week: 'suspended (grace week)',
      cancelled: 'cancelled',
      suspended: 'blocked',
    },
    unlinked: 'Telegram is unlinked from your account. To link it again, get a new code in your account.',
    help: '/balance — balance\n/orders — orders\n/unlink — unlink Telegram',
    som: 'som',
    too_many_attempts_one: 'Too many wrong codes. Please try again in {{count}} minute.',
    too_many_attempts_other: 'Too many wrong codes. Please try again in {{count}} minutes.',
  },
  messages: {
    subject: {
      email_verify: 'Your e-mail verification code',
      password_reset: 'Your password reset code',
      account_delete: 'Your account deletion code',
    },
    intro: {
      email_verify: 'Use this code to verify your e-mail address.',
      password_reset: 'Use this code to reset your password.',
      account_delete: 'Use this code to confirm deleting your account. This cannot be undone.',
    },
    code_line: 'Code',
    validity: 'The code is valid for 15 minutes.',
    ignore: 'If you did not ask for this, you can ignore this message.',
    sms: 'Your phone number change code: {{code}}. Valid for 15 minutes.',
  },
};
