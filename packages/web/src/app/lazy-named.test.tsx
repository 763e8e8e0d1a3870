// @vitest-environment jsdom
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import publicPages from '../prerender/public-pages.json' with { type: 'json' };
import { lazyNamed } from './lazy-named.ts';
import { PRERENDERED_PAGES } from './router.tsx';

const Greeting = ({ name }: { name: string }) => <h1>Hello, {name}</h1>;

function inSuspense(node: React.ReactNode) {
  return renderToString(<Suspense fallback={<p>loading</p>}>{node}</Suspense>);
}

describe('lazyNamed', () => {
  it('suspends until its chunk is here, and renders at once after preload, with its props', async () => {
    let loads = 0;
    const Lazy = lazyNamed(async () => {
      loads += 1;
      return { Greeting };
    }, 'Greeting');
    expect(inSuspense(<Lazy name="Ana" />)).toContain('loading');
    await Lazy.preload();
    await Lazy.preload();
    expect(inSuspense(<Lazy name="Ana" />)).toContain('Hello, <!-- -->Ana');
    expect(loads).toBe(1);
  });

  it('asks again for a chunk whose download failed', async () => {
    let failures = 1;
    const Lazy = lazyNamed(async () => {
      if (failures-- > 0) throw new Error('network');
      return { Greeting };
    }, 'Greeting');
    await expect(Lazy.preload()).rejects.toThrow('network');
    await Lazy.preload();
    expect(inSuspense(<Lazy name="Luis" />)).toContain('Luis');
  });
});

describe('the written-out pages', () => {
  it('each page the build writes out with a chunk of its own can be fetched before hydration', () => {
    const withChunk = publicPages.filter((page) => page.module !== null).map((page) => page.path);
    expect(Object.keys(PRERENDERED_PAGES).toSorted()).toEqual(withChunk.toSorted());
  });
});
