// The dependency rule of `npm run lint`: which folder may import which. The app (src/) and the
// server (server/) meet only in the contract (contract/), which imports neither; the tools
// (tools/) sit on top of the server and nothing imports them. Inside each side no two folders
// import each other, even through others (no folder cycles), and no module cycles at all.
// Test files and test helpers are left out: a test may import whatever it checks.
const foldersChecked = '^(src|server|contract|tools)/';
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A module reaches itself through its imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment:
        'Two folders import each other, directly or through others: one of them has to be the lower layer.',
      severity: 'error',
      scope: 'folder',
      from: { path: foldersChecked },
      to: { circular: true },
    },
    {
      name: 'resource-folders-meet-through-their-panels',
      comment:
        'A resource folder uses another only through its public panels.ts or index.ts; a piece several share moves to a shared folder.',
      severity: 'error',
      from: { path: '^src/resources/([^/]+)/' },
      to: {
        path: '^src/resources/[^/]+/',
        pathNot: ['^src/resources/$1/', '^src/resources/[^/]+/(panels|index)\\.tsx?$'],
      },
    },
    {
      name: 'contract-imports-neither-side',
      comment: 'The contract is shared by the app and the server: it imports neither.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(src|server|tools)/' },
    },
    {
      name: 'app-reaches-server-through-contract',
      comment: 'The app reaches the server through the contract, never its code.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(server|tools)/' },
    },
    {
      name: 'server-knows-no-app',
      comment: 'The server serves the built app as files; it imports none of its code.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'nothing-imports-tools',
      comment: 'Seed, simulator and benchmarks use the server; the server does not use them.',
      severity: 'error',
      from: { path: '^(src|server|contract)/' },
      to: { path: '^tools/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|\\.test\\.tsx?$|/test/|test-fixtures\\.ts$' },
    // TypeScript 7 has no JavaScript API to parse with; Babel strips the types (and keeps type
    // imports as dependencies), see dependency-cruiser.babel.cjs.
    babelConfig: { fileName: 'dependency-cruiser.babel.cjs' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    progress: { type: 'none' },
  },
};
