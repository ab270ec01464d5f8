// The transaction screens' public pieces: what other folders (the review desk, the dashboard) may
// use of this resource. The dependency rule lets no other file of the folder be imported from outside.
export { ClaimChip } from './ClaimChip';
export { DetailCard, DetailList, DetailRow } from './DetailCard';
export { RejectDialog } from './RejectDialog';
export { useRevealedCode } from './risk/RevealCodeButton';
export { RiskPanel } from './risk/RiskPanel';
export { StatusBadge } from './StatusBadge';
export { TransactionUpdateForm } from './TransactionUpdateForm';
export { useStatusLabel } from './useStatusLabel';
