import { declareResource, type FieldDeclaration, type Words } from '../resource.js';

/**
 * The kinds of account, in words: contract/ledger.ts reads its `ledgerAccountKind` from here, so
 * that the kinds are written once and /login (which loads the declarations) loads no ledger schema.
 * Payout runs ("Ledger additions") added money sent with its result unknown, and what a customer
 * owes after a clawback.
 */
const ACCOUNT_KINDS = {
  card_inventory: { en: 'Card inventory', fr: 'Stock de cartes' },
  customer_payable: { en: 'Owed to customer', fr: 'Dû au client' },
  payouts: { en: 'Payouts sent', fr: 'Paiements versés' },
  payouts_in_flight: { en: 'Payouts in flight', fr: 'Paiements en cours' },
  customer_receivable: { en: 'Owed by customer', fr: 'Dû par le client' },
} as const satisfies Record<string, Words>;
type AccountKind = keyof typeof ACCOUNT_KINDS;

const figure = (en: string, fr: string, sortable = false): FieldDeclaration => ({
  type: 'decimal',
  label: { en, fr },
  sortable,
});

/**
 * The payout ledger's accounts (api-contract.md, "Money: the payout ledger"): written only by the
 * money path (transactions, payouts), read here. Its list is the derived one, read from the
 * accounts' table by its hooks (server/plugins/ledger/hooks.ts: a search in the customer, the
 * customer's name and e-mail on each account); its detail and screens are the domain's own
 * (balances stored, not summed; an account's transfers). Read-only, it brings only `ledger.view`,
 * for finance too; its other reads (transfers, the daily summary, the check, the reconciliation)
 * sit under its path.
 */
export const ledger = declareResource({
  name: 'ledger',
  singular: 'ledger_account',
  path: 'ledger/accounts',
  table: 'ledger_accounts',
  extraPaths: {
    transfers: '/admin/ledger/transfers/',
    summary: '/admin/ledger/summary/',
    check: '/admin/ledger/check/',
    reconciliation: '/admin/ledger/reconciliation/',
  },
  label: {
    en: { one: 'Ledger account', many: 'Ledger' },
    fr: { one: 'Compte du registre', many: 'Registre', create: 'Créer un compte du registre' },
  },
  fields: {
    kind: {
      type: `enum(${Object.keys(ACCOUNT_KINDS).join('|')})` as `enum(${AccountKind})`,
      label: { en: 'Kind', fr: 'Type' },
      sortable: false,
      choices: ACCOUNT_KINDS,
    },
    customer: {
      type: 'reference(users)?',
      label: { en: 'Customer', fr: 'Client' },
      filterable: false,
      sortable: false,
    },
    debits: figure('Debits', 'Débits'),
    credits: figure('Credits', 'Crédits'),
    balance: figure('Balance', 'Solde', true),
    // Its last movement, a field so that the list sorts by it after the balance, as the contract
    // orders it; no reader needs when an account was opened (no timestamps).
    updated_at: {
      type: 'datetime',
      label: { en: 'Last moved', fr: 'Dernier mouvement' },
      create: false,
      update: false,
    },
  },
  recordLabel: 'kind',
  permissions: { view: ['finance'] },
  menu: { order: 45, icon: 'AccountBalanceOutlined' },
  ordering: '-balance',
  timestamps: [],
  operations: ['list', 'one'],
  overrides: { routes: ['one'], screens: ['list', 'show'] },
});
