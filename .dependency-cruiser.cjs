// Import rules (`npm run lint:deps`): the layers stay layers. Type-only imports count too: a
// type import is still a dependency of the design.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'Folders of src/ must not depend on each other in a circle (routes -> services -> queries -> store).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'store-imports-nothing-above-it',
      comment: 'The store knows nothing of events, the dispatcher, HTTP or the domains: it may use only itself and src/shared/.',
      severity: 'error',
      from: { path: '^src/store/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/', pathNot: '^src/(store|shared)/' },
    },
    {
      name: 'routes-not-to-queries',
      comment: 'A route calls a service, never SQL: routes -> services -> queries -> store.',
      severity: 'error',
      from: { path: '\\.route\\.ts$' },
      to: { path: '\\.queries\\.ts$' },
    },
    {
      name: 'nothing-below-routes-imports-them',
      comment: 'Only src/app.ts registers routes; a service or a query never reaches up to one.',
      severity: 'error',
      from: { path: '\\.(service|queries)\\.ts$' },
      to: { path: '\\.route\\.ts$' },
    },
    {
      name: 'queries-not-to-services',
      comment: 'Queries are the layer under the services: a query function takes db | trx, never a service.',
      severity: 'error',
      from: { path: '\\.queries\\.ts$' },
      to: { path: '\\.service\\.ts$' },
    },
    {
      name: 'no-module-cycle',
      comment: 'No module imports itself through others.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests import the whole service to run it: they are not part of the layering.
    exclude: { path: '(^|/)node_modules/|^data/|\\.test\\.ts$|^test/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.d.ts', '.js', '.mjs', '.cjs', '.json'] },
  },
};
