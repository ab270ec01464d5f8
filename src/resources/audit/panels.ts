// The audit trail's public pieces: what other folders may use of this resource (a record's history).
// The dependency rule lets no other file of the folder be imported from outside.
export { AuditHistory } from './AuditHistory';
