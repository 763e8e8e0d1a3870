import type { Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/** A downloaded file's text, as the browser saved it. */
export async function downloadedText(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}
