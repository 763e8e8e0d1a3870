import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readSource, repositoryRoot } from './source-files.ts';

/** What a Markdown file offers to be cited by: its section numbers, its headings and bold lead-ins, its words. */
export interface CitableDocument {
  sections: Set<string>;
  names: string[];
  /** The whole text in lower case, runs of white space as one space, for quotations. */
  text: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

export function citableDocument(markdown: string): CitableDocument {
  const sections = new Set<string>();
  const names: string[] = [];
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (heading !== undefined) {
      const number = /^(\d+(?:\.\d+)*)\.?\s/.exec(heading)?.[1];
      if (number !== undefined) sections.add(number);
      names.push(heading.replace(/^[\d.]+\s+/, '').toLowerCase());
    }
    for (const [, bold = ''] of line.matchAll(/\*\*([^*]+)\*\*/g)) names.push(bold.toLowerCase());
  }
  return { sections, names, text: oneLine(markdown) };
}

/**
 * The citations of docs/ in `text` that do not resolve: a file that does not exist, a section (`§4`, `§5.3`, and
 * the ones listed after it: `§2.1, §7`, `§2–§3`) that no heading of the file numbers, a quoted name straight after
 * the file (`docs/methodology.md "Road groupage"`) that no heading or bold lead-in begins with, or words quoted
 * after a section (`docs/spec/part-1.md §7 "reports export"`) that the file does not contain.
 */
export function unresolvedCitations(text: string, readDocument: (path: string) => CitableDocument | null): string[] {
  const problems: string[] = [];
  const citation = /\b(docs\/[\w./-]+\.md)((?:[ ,]*(?:and |–|-)?[ ,]*§\s?\d+(?:\.\d+)*)*)(,? "([^"]+)")?/g;
  for (const match of text.matchAll(citation)) {
    const [, path = '', sectionList = '', , name] = match;
    const document = readDocument(path);
    if (document === null) {
      problems.push(`${path}: no such file`);
      continue;
    }
    for (const [, section = ''] of sectionList.matchAll(/§\s?(\d+(?:\.\d+)*)/g)) {
      if (!document.sections.has(section)) problems.push(`${path} §${section}: no such section`);
    }
    if (name === undefined) continue;
    // A comment may wrap inside the name: read it as one line.
    const wanted = oneLine(name.replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' '));
    if (sectionList.trim() === '') {
      if (!document.names.some((heading) => heading.startsWith(wanted))) {
        problems.push(`${path} "${wanted}": no heading or bold lead-in begins so`);
      }
    } else if (!document.text.includes(wanted)) {
      problems.push(`${path}${sectionList} "${wanted}": not in the file`);
    }
  }
  return problems;
}

const documents = new Map<string, CitableDocument | null>();

/** A document of the repository, read once. */
export function repositoryDocument(path: string): CitableDocument | null {
  if (!documents.has(path)) {
    documents.set(path, existsSync(join(repositoryRoot, path)) ? citableDocument(readSource(path)) : null);
  }
  return documents.get(path)!;
}
