// How card codes are stored is the database's business (server/db/card-codes.ts, used by the
// step that seals old plain codes while the database opens). This re-export keeps the transactions
// domain and its seed, which another branch is editing, on their import path; they move to
// db/card-codes.js once that branch has landed, and this file goes.
export * from '../db/card-codes.js';
