// Logic tests run in node; component tests ask for the DOM with a `// @vitest-environment jsdom` first line
// (vitest.config.ts) and get the stand-ins jsdom lacks.
if (typeof window !== 'undefined') await import('./dom-setup.ts');
