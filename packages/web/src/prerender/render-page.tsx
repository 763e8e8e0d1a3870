import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../app/app.tsx';
import { type PageHead, PageHeadSink } from '../app/page-head.ts';
import { Providers } from '../app/providers.tsx';
import { createFixedI18n } from '../i18n/i18n.ts';
import type { Language } from '../i18n/language.ts';

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  head: PageHead;
}

/**
 * A public page as a visitor with nothing stored first sees it, in one language: the build writes it into the HTML
 * the server sends (vite.config.ts, build/prerender-pages.ts), and the browser hydrates it (main.tsx). Waits for every
 * lazily loaded part, so the page arrives whole.
 */
export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  const head: PageHead = {};
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageHeadSink value={(told) => Object.assign(head, told)}>
        <Providers i18n={createFixedI18n(language)} queryClient={queryClient}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </PageHeadSink>
    </StrictMode>,
    // Every boundary written in place: a boundary sent apart is put in by an inline script, which our
    // Content-Security-Policy (script-src 'self') blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, head };
}
