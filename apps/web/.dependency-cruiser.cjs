// The storefront's import rule, checked by `npm run lint` (docs/architecture.md, "The storefront's
// layers"), run from apps/web: src/ is layered shared → entities → widgets → features → app, and a module
// imports only from layers below its own, or from its own slice. Paths are resolved (relative and
// `@/` imports alike, type-only ones included), so no spelling of an import slips past.
const src = '^src';

/** A layer made of slices (`entities/cart`, `features/home`…) that must not import each other. */
const sliceRule = (layer) => ({
  name: `${layer}-not-sideways`,
  comment: `A slice of ${layer}/ does not import another slice of ${layer}/: what both need belongs a layer lower, what combines them a layer higher.`,
  severity: 'error',
  from: { path: `${src}/${layer}/([^/]+)/` },
  to: { path: `${src}/${layer}/`, pathNot: `${src}/${layer}/$1/` },
});

/** `layer` imports nothing from the layers above it (nor the entry files main.tsx and prerender.tsx). */
const downwardRule = (layer, above) => ({
  name: `${layer}-not-upward`,
  comment: `${layer}/ imports only from the layers below it, never from ${above.join('/, ')}/.`,
  severity: 'error',
  from: { path: `${src}/${layer}/` },
  to: { path: [`${src}/(${above.join('|')})/`, `${src}/[^/]+$`] },
});

module.exports = {
  forbidden: [
    downwardRule('shared', ['entities', 'widgets', 'features', 'app']),
    downwardRule('entities', ['widgets', 'features', 'app']),
    downwardRule('widgets', ['features', 'app']),
    downwardRule('features', ['app']),
    {
      name: 'app-not-entry',
      comment: 'app/ is composed by the entry files (main.tsx, prerender.tsx), not the other way round.',
      severity: 'error',
      from: { path: `${src}/app/` },
      to: { path: `${src}/[^/]+$` },
    },
    sliceRule('entities'),
    sliceRule('widgets'),
    sliceRule('features'),
  ],
  options: {
    includeOnly: `${src}/`,
    tsPreCompilationDeps: true,
    // `@/` resolves through the `paths` of tsconfig.json.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
