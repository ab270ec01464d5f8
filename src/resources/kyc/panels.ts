// The KYC's public pieces: what other folders (the user detail) may use of this resource.
// The dependency rule lets no other file of the folder be imported from outside.
export { KycPanel } from './KycPanel';
