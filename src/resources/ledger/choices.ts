import { ledgerAccountKind, transferKind } from '../../../contract/ledger';
import type { StatusChoice } from '../../list/StatusFilter';

export const accountKindChoices: StatusChoice[] = ledgerAccountKind.options.map((kind) => ({
  value: kind,
  label: `resources.ledger.choices.kind.${kind}`,
}));

export const transferKindChoices: StatusChoice[] = transferKind.options.map((kind) => ({
  value: kind,
  label: `resources.ledger.transfer_kinds.${kind}`,
}));
