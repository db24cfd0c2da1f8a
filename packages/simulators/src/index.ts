export type { ClickFiscalReceipt } from './click/fiscal.js';
export { CLICK_FAILED_PAYMENT_ERROR } from './click/flows.js';
export { buildPayQuery as buildClickPayQuery, parsePayUrl as parseClickPayUrl } from './click/pay-url.js';
export { startClickSimulator } from './click/server.js';
export { clickSignString, formatSignTime as formatClickSignTime } from './click/sign.js';
export type {
  ClickAction,
  ClickExchange,
  ClickFailure,
  ClickFlowResult,
  ClickPayment,
  ClickSimulator,
  ClickSimulatorOptions,
} from './click/types.js';
export type { EskizSimulator, EskizSimulatorOptions, EskizSms } from './eskiz/server.js';
export { startEskizSimulator } from './eskiz/server.js';
export { startIspmanagerSimulator } from './ispmanager/server.js';
export type {
  IspCall,
  IspErrorSpec,
  IspFault,
  IspFaultControls,
  IspFaultScope,
  IspKey,
  IspLimits,
  IspmanagerSimulator,
  IspmanagerSimulatorOptions,
  IspSeedUser,
  IspSession,
  IspState,
  IspUser,
} from './ispmanager/types.js';
export type { PaymeCheckout } from './payme/checkout-url.js';
export {
  decodeCheckout as decodePaymeCheckout,
  encodeCheckout as encodePaymeCheckout,
} from './payme/checkout-url.js';
export type { PaymeFiscalData } from './payme/fiscal.js';
export { paymeAuthorization } from './payme/rpc-client.js';
export { startPaymeSimulator } from './payme/server.js';
export type {
  SubscribeCall,
  SubscribeCard,
  SubscribeFaults,
  SubscribeReceipt,
  SubscribeState,
  TestCardBehaviour,
} from './payme/subscribe.js';
export { SANDBOX_SMS_CODE, TEST_CARD_EXPIRY, TEST_CARDS } from './payme/subscribe.js';
export type {
  PaymeExchange,
  PaymeFailure,
  PaymeFlowResult,
  PaymeMethod,
  PaymeRpcRequest,
  PaymeSimulator,
  PaymeSimulatorOptions,
} from './payme/types.js';
export type {
  ElsewhereOptions,
  RegistrarDomain,
  RegistrarOperation,
  RegistrarSimulator,
  RegistrarSimulatorOptions,
} from './registrar/server.js';
export { startRegistrarSimulator } from './registrar/server.js';
export type { WhoisRecord, WhoisSimulator } from './registrar/whois.js';
export { startWhoisSimulator, whoisAnswer } from './registrar/whois.js';
export { startTelegramSimulator } from './telegram/server.js';
export type {
  TelegramSimulator,
  TelegramSimulatorOptions,
  TgCall,
  TgChatMessage,
  TgDelivery,
  TgSentFile,
  TgUser,
} from './telegram/types.js';
