// The transaction screens' public pieces: what other folders (the review desk, the dashboard, the
// payments, which show the same cards by another path) may use of this resource.
// The dependency rule lets no other file of the folder be imported from outside.

export { ActivityLogSection } from './ActivityLogTable';
export { acceptTerms } from './acceptPayout';
export { transactionsApi } from './api';
export { BrandImage } from './BrandImage';
export { ClaimChip } from './ClaimChip';
export { brandColumn, buyerEmailColumn, phoneSecondaryText, tradeIdColumn } from './columns';
export { DetailCard, DetailCell, DetailList, DetailRow } from './DetailCard';
export { RejectDialog } from './RejectDialog';
export { ApprovalBadge } from './risk/ApprovalBadge';
export { useRevealedCode } from './risk/RevealCodeButton';
export { RiskPanel } from './risk/RiskPanel';
export { SecondApprovalWarning } from './risk/SecondApprovalWarning';
export { StatusBadge } from './StatusBadge';
export { TransactionUpdateForm } from './TransactionUpdateForm';
export type { Transaction, TransactionDetail } from './types';
export { useStatusLabel } from './useStatusLabel';
