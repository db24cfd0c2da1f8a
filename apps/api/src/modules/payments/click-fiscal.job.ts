import type { FiscalSettings } from '../../config/payments-config.js';
import type { ClickFiscal } from '../../integrations/fiscal/click-fiscal.js';
import type { JobHandler } from '../../jobs/job-definition.js';
import { findConfirmedClickPayment } from './click.repository.js';
import { topUpFiscalItems } from './fiscal-items.js';
import { findFiscalReceipt, noteReceiptFailure, saveFiscalReceipt } from './fiscal-receipts.repository.js';
import type { clickFiscalReceipt } from './payments.jobs.js';

// After a Click top-up is completed, its fiscal items go to Click's fiscalization endpoint. A refusal or an
// unreachable Click throws, so the runner tries again later (doubling delay); the failure is kept on the
// receipt for staff, who see a receipt missing after an hour in the reconciliation view.

export const submitClickReceipt =
  (
    fiscal: ClickFiscal | null,
    settings: FiscalSettings & { sellerTin: string },
  ): JobHandler<typeof clickFiscalReceipt> =>
  async ({ invoiceId }, { db, clock }) => {
    const receipt = await findFiscalReceipt(db, invoiceId, 'PERFORM');
    if (!receipt || receipt.status === 'accepted') return;
    const payment = await findConfirmedClickPayment(db, invoiceId);
    // Cancelled by Click since (docs/providers/click.md): nothing was sold, nothing to fiscalize.
    if (!payment) return;
    try {
      if (!fiscal) throw new Error("Click's merchant API is not configured (CLICK_MERCHANT_USER_ID)");
      const { qrCodeUrl } = await fiscal.submitItems({
        paymentId: payment.clickPaydocId,
        items: topUpFiscalItems(settings, payment.amountTiyin),
        sellerTin: settings.sellerTin,
      });
      await saveFiscalReceipt(
        db,
        { invoiceId, provider: 'click_evolution', type: 'PERFORM' },
        {
          status: 'accepted',
          statusCode: 0,
          message: null,
          receiptId: null,
          terminalId: null,
          fiscalSign: null,
          qrCodeUrl,
          fiscalDate: null,
        },
        clock.now(),
      );
    } catch (error) {
      await noteReceiptFailure(
        db,
        receipt.id,
        error instanceof Error ? error.message : String(error),
        clock.now(),
      );
      throw error;
    }
  };
