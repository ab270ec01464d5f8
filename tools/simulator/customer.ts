import { disputeStatus } from '../../contract/enums.js';
import type { CustomerKyc } from '../../contract/kyc.js';
import { cardReceipt, rateForm } from '../../contract/rates.js';
import { CUSTOMER_REPLIES, DISPUTE_OPENERS } from '../../server/seed/catalogue.js';
import { brandLogoPng } from '../../server/seed/logo.js';
import { ApiError } from './api.js';
import type { Brand } from './brands.js';
import { DisputeChat, short } from './dispute-chat.js';
import type { Session } from './session.js';

/** The countries of the demo's rate card (server/seed/rates.ts). */
const SIMULATED_COUNTRIES = ['US', 'GB', 'CA'] as const;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** How many dispute chats one customer keeps open at most. */
const MAX_CHATS = 3;

/** The banks the simulated customers are paid at. */
const BANKS = [
  { bank_code: '044', bank_name: 'Access Bank' },
  { bank_code: '058', bank_name: 'Guaranty Trust Bank' },
  { bank_code: '011', bank_name: 'First Bank' },
];

/** One customer: the REST actions, and the chats of their open disputes. */
export class SimulatedCustomer {
  private readonly chats = new Map<string, DisputeChat>();

  constructor(
    private readonly session: Session,
    private readonly wsBase: string,
    private readonly log: (line: string) => void,
  ) {}

  get name() {
    return this.session.user.username;
  }

  /** Joins the chats of disputes this customer already has open (seeded ones, a previous run). */
  async resumeChats() {
    const page = await this.session.call<{ results: Array<{ id: string }> }>(
      'GET',
      '/disputes/?status=open&page_size=5',
    );
    for (const dispute of page.results.slice(0, MAX_CHATS)) this.join(dispute.id);
  }

  /** Gives the customer a bank destination if they have none, so that batches can pay them. */
  async ensurePayoutAccount() {
    try {
      await this.session.call('GET', '/payout-account/');
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      const bank = BANKS[Math.floor(Math.random() * BANKS.length)];
      await this.session.call('PUT', '/payout-account/', {
        ...bank,
        account_number: String(Math.floor(Math.random() * 9e9) + 1e9),
        account_name: this.name,
      });
      this.log(`${this.name} gave a payout account at ${bank.bank_name}`);
    }
  }

  /**
   * Sends the documents KYC tier 1 asks for (a passport and a selfie), once, while the customer is
   * unverified and has sent none: the KYC queue's work (api-contract.md, "KYC tiers").
   */
  async sendKycDocuments() {
    const { data } = await this.session.call<{ data: { kyc: CustomerKyc } }>('GET', '/kyc/');
    if (data.kyc.tier > 0 || data.kyc.status !== 'none') {
      this.log(
        `${this.name} has no KYC documents to send (tier ${data.kyc.tier}, ${data.kyc.status})`,
      );
      return;
    }
    for (const type of ['passport', 'selfie'] as const) {
      const form = new FormData();
      form.set('type', type);
      // A small real PNG: the server checks a document by its content.
      form.set(
        'file',
        new Blob([new Uint8Array(brandLogoPng('#8d99ae'))], { type: 'image/png' }),
        `${type}.png`,
      );
      await this.session.call('POST', '/kyc/documents/', form);
    }
    this.log(`${this.name} sent a passport and a selfie for KYC tier 1`);
  }

  /** Submits a card (a random one unless told) and answers the code it sent. */
  async submitTransaction(
    brands: Brand[],
    card: { brand?: Brand; value?: string; code?: string } = {},
  ) {
    const brand = card.brand ?? pick(brands);
    const value = card.value ?? (brand.min + Math.random() * (brand.max - brand.min)).toFixed(2);
    const code = card.code ?? `SIM-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    // The answer says nothing of risk flags: those are for staff (see the admin list's flag).
    const { data } = await this.session.call<{ data: { id: string; status: string } }>(
      'POST',
      '/giftcards/',
      {
        brand_id: brand.id,
        card_value: value,
        card_code: code,
        // What the card is: the rate card prices each kind (api-contract.md, "Rate cards").
        country: pick(SIMULATED_COUNTRIES),
        form: pick(rateForm.options),
        receipt: pick(cardReceipt.options),
      },
    );
    this.log(
      `${this.name} submitted a $${value} ${brand.name} gift card (${short(data.id)}, ${data.status})`,
    );
    return code;
  }

  async openDispute() {
    const message = pick(DISPUTE_OPENERS);
    const { data } = await this.session.call<{ data: { id: string } }>('POST', '/disputes/', {
      status: disputeStatus.enum.open,
      message,
    });
    this.log(`${this.name} opened dispute ${short(data.id)}: "${message}"`);
    this.join(data.id);
  }

  /** Writes in one of this customer's open chats; opens a dispute when there is none. */
  async chat() {
    const open = [...this.chats.values()].filter((chat) => chat.active);
    if (open.length === 0) return this.openDispute();
    const chat = pick(open);
    const text = pick(CUSTOMER_REPLIES);
    const sent = chat.say(text);
    this.log(
      `${this.name} wrote in dispute ${short(chat.disputeId)}: "${text}"${sent ? '' : ' (sent once reconnected)'}`,
    );
  }

  stop() {
    for (const chat of this.chats.values()) chat.stop();
  }

  private join(disputeId: string) {
    if (this.chats.has(disputeId)) return;
    if (this.chats.size >= MAX_CHATS) {
      const [oldest] = this.chats.values();
      oldest.stop();
      this.chats.delete(oldest.disputeId);
    }
    const chat = new DisputeChat(disputeId, this.session, this.wsBase, {
      log: this.log,
      onAdminMessage: () => {
        // A person takes a moment to answer.
        setTimeout(
          () => {
            if (!chat.active) return;
            const text = pick(CUSTOMER_REPLIES);
            chat.say(text);
            this.log(`${this.name} answered in dispute ${short(disputeId)}: "${text}"`);
          },
          1_500 + Math.random() * 2_500,
        ).unref();
      },
    });
    this.chats.set(disputeId, chat);
  }
}
