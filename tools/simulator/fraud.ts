import { registerCustomer } from './accounts.js';
import type { Api } from './api.js';
import type { Brand } from './brands.js';
import { SimulatedCustomer } from './customer.js';

/** The contract's defaults: the 6th submission within an hour, and a card of 500.00 or more. */
const BURST_SIZE = 6;
const HIGH_VALUE = 500;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** The same code as another person would type it: lower case, spaces for dashes. */
const retyped = (code: string) => code.toLowerCase().replace(/-/g, ' ');

/**
 * The frauds the risk flags are there to catch, played in turn so that a demo shows every flag:
 * a known code sold again, a burst of cards from a new account, a new account's high-value card.
 */
export class FraudPlayer {
  private readonly knownCodes: string[] = [];
  private turn = 0;

  constructor(
    private readonly api: Api,
    private readonly wsBase: string,
    private readonly brands: Brand[],
    private readonly log: (line: string) => void,
  ) {}

  /** Remembers a code an honest customer submitted, for a later resale. */
  remember(code: string) {
    this.knownCodes.push(code);
  }

  async play(customers: SimulatedCustomer[]) {
    const moves = [
      () => this.resubmitKnownCode(customers),
      () => this.burstFromNewAccount(),
      () => this.highValueCard(),
    ];
    await moves[this.turn++ % moves.length]();
  }

  private async resubmitKnownCode(customers: SimulatedCustomer[]) {
    if (this.knownCodes.length === 0)
      this.remember(await pick(customers).submitTransaction(this.brands));
    const code = pick(this.knownCodes);
    this.log(`fraud: a known card code is sold again (${retyped(code)})`);
    await pick(customers).submitTransaction(this.brands, { code: retyped(code) });
  }

  private async burstFromNewAccount() {
    const customer = await this.newCustomer();
    this.log(`fraud: ${customer.name} submits ${BURST_SIZE} cards in a row`);
    for (let n = 0; n < BURST_SIZE; n += 1) await customer.submitTransaction(this.brands);
  }

  private async highValueCard() {
    const brand = this.brands.find((candidate) => candidate.max >= HIGH_VALUE);
    if (!brand) {
      this.log(`fraud: no active brand takes a card of $${HIGH_VALUE} or more`);
      return;
    }
    const customer = await this.newCustomer();
    const value = Math.max(HIGH_VALUE, Math.min(brand.max, HIGH_VALUE + Math.random() * 500));
    this.log(`fraud: ${customer.name}, registered a moment ago, submits a high-value card`);
    await customer.submitTransaction(this.brands, { brand, value: value.toFixed(2) });
  }

  private async newCustomer() {
    return new SimulatedCustomer(await registerCustomer(this.api, this.log), this.wsBase, this.log);
  }
}
