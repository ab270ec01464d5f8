// How dependency-cruiser reads TypeScript: TypeScript 7 has no JavaScript API for it to parse
// with, so Babel strips the types and dependency-cruiser reads the JavaScript left. Type-only
// imports are dependencies too (a folder that imports another's types depends on it), so they
// are first turned into plain imports, which the TypeScript preset then keeps.
// Done on entering the program: the TypeScript transform drops type imports there, before any
// visitor of a single import would see them.
const typeImportsAsValues = () => ({
  visitor: {
    Program(program) {
      for (const node of program.node.body) {
        if (node.importKind === 'type' || node.importKind === 'typeof') node.importKind = 'value';
        if (node.exportKind === 'type' && node.source) node.exportKind = 'value';
        for (const specifier of node.specifiers ?? []) {
          if (specifier.importKind === 'type') specifier.importKind = 'value';
          if (specifier.exportKind === 'type') specifier.exportKind = 'value';
        }
      }
    },
  },
});

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [typeImportsAsValues],
  // Resolved from here, so the rule also runs on a scratch tree elsewhere (its test).
  presets: [[require.resolve('@babel/preset-typescript'), { onlyRemoveTypeImports: true }]],
};
