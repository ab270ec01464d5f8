// The ledger's public pieces: what other folders (a transaction's money) may use of this resource.
// The dependency rule lets no other file of the folder be imported from outside.
export { TransferTable } from './TransferTable';
