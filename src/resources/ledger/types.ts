export type {
  LedgerAccount,
  LedgerCheck,
  LedgerSummary,
  Transfer,
} from '../../../contract/ledger';
