// The derived screens, loaded together once a declared resource's screen is first opened.
export { DeclaredCreate as create, DeclaredEdit as edit } from './DeclaredForms';
export { DeclaredList as list } from './DeclaredList';
export { DeclaredShow as show } from './DeclaredShow';
