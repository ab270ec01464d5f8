// node-polyglot (react-admin's translations) requires the `object.entries` polyfill, which brings
// a dozen ES5-era helper packages into /login's download; every browser the app supports has it.
module.exports = Object.entries;
