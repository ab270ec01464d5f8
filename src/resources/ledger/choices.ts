import { ledgerAccountKind, transferKind } from '../../../contract/ledger';
import type { StatusChoice } from '../../list/StatusFilter';

/** The catalogue key of an account kind's words (the declaration's `kind` choices). */
export const accountKindKey = (kind: string) => `resources.ledger.choices.kind.${kind}`;

/** The catalogue key of a transfer kind's words. */
export const transferKindKey = (kind: string) => `resources.ledger.transfer_kinds.${kind}`;

export const accountKindChoices: StatusChoice[] = ledgerAccountKind.options.map((kind) => ({
  value: kind,
  label: accountKindKey(kind),
}));

export const transferKindChoices: StatusChoice[] = transferKind.options.map((kind) => ({
  value: kind,
  label: transferKindKey(kind),
}));
