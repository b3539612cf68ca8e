// The storefront's import rule, checked by `npm run lint` (docs/areas/web.md, "The storefront's
// layers"), run from apps/web: src/ is layered shared → entities → widgets → features → app, and a module
// imports only from layers below its own, or from its own slice. Paths are resolved (relative and
// `@/` imports alike, type-only ones included), so no spelling of an import slips past.
// The staff app (src/staff/) is a second app on the same shared/: the storefront never imports it,
// it imports nothing of the storefront but shared/, and inside it is layered the same way
// (staff/shared → staff/features → staff/app). No modules import each other, through any chain.
const src = '^src';
const storefrontLayers = ['shared', 'entities', 'widgets', 'features', 'app'];

/** A layer made of slices (`entities/cart`, `features/home`…) that must not import each other. */
const sliceRule = (layer) => ({
  name: `${layer}-not-sideways`,
  comment: `A slice of ${layer}/ does not import another slice of ${layer}/: what both need belongs a layer lower, what combines them a layer higher.`,
  severity: 'error',
  from: { path: `${src}/${layer}/([^/]+)/` },
  to: { path: `${src}/${layer}/`, pathNot: `${src}/${layer}/$1/` },
});

/** `layer` imports nothing from the layers above it (nor the entry files main.tsx, prerender.tsx and server-render.tsx). */
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
      comment:
        'app/ is composed by the entry files (main.tsx, prerender.tsx, server-render.tsx), not the other way round.',
      severity: 'error',
      from: { path: `${src}/app/` },
      to: { path: `${src}/[^/]+$` },
    },
    sliceRule('entities'),
    sliceRule('widgets'),
    sliceRule('features'),
    {
      name: 'storefront-not-staff',
      comment: 'The storefront never imports the staff app: not a byte of it may reach a shopper (docs/decisions/017).',
      severity: 'error',
      from: { path: [`${src}/(${storefrontLayers.join('|')})/`, `${src}/(main|prerender|server-render)\\.tsx$`] },
      to: { path: `${src}/staff/` },
    },
    {
      name: 'staff-only-shared',
      comment: "The staff app builds on shared/ only, never on the storefront's entities, widgets, features or app.",
      severity: 'error',
      from: { path: `${src}/staff/` },
      to: { path: [`${src}/(${storefrontLayers.filter((layer) => layer !== 'shared').join('|')})/`, `${src}/[^/]+$`] },
    },
    downwardRule('staff/shared', ['staff/features', 'staff/app']),
    downwardRule('staff/features', ['staff/app']),
    {
      name: 'staff/app-not-entry',
      comment: 'staff/app/ is composed by the entry file (staff/main.tsx), not the other way round.',
      severity: 'error',
      from: { path: `${src}/staff/app/` },
      to: { path: `${src}/staff/[^/]+$` },
    },
    sliceRule('staff/features'),
    {
      name: 'no-circular',
      comment:
        'Modules that import each other cannot be understood, tested or split one at a time: what both need moves into a module of its own.',
      severity: 'error',
      from: { path: `${src}/` },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: `${src}/`,
    tsPreCompilationDeps: true,
    // `@/` resolves through the `paths` of tsconfig.json.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
