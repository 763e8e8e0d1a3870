// Logic tests run in node; component tests ask for the DOM with a `// @vitest-environment jsdom` first line
// (vitest.config.ts) and get the stand-ins jsdom lacks.
if (typeof window !== 'undefined') await import('./dom-setup.ts');

// Every chunk's strings, as if each page had loaded: a component under test may come from any of them.
await Promise.all(
  ['app', 'legal', 'product', 'stats'].map((name) => import(`../i18n/strings/${name}-strings.ts`)),
);
