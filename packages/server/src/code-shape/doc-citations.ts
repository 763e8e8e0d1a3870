import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readSource, repositoryRoot } from './source-files.ts';

/** What a Markdown file offers to be cited by: its section numbers and its headings and bold lead-ins. */
export interface CitableDocument {
  sections: Set<string>;
  names: string[];
}

export function citableDocument(markdown: string): CitableDocument {
  const sections = new Set<string>();
  const names: string[] = [];
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      const number = /^(\d+(?:\.\d+)*)\.?\s/.exec(heading[1]);
      if (number) sections.add(number[1]);
      names.push(heading[1].replace(/^[\d.]+\s+/, '').toLowerCase());
    }
    for (const bold of line.matchAll(/\*\*([^*]+)\*\*/g)) names.push(bold[1].toLowerCase());
  }
  return { sections, names };
}

/**
 * The citations of docs/ in `text` that do not resolve: a file that does not exist, a section (`§4`, `§5.3`, and
 * the ones listed after it: `§2.1, §7`, `§2–§3`) that no heading of the file numbers, or a quoted name
 * (`docs/methodology.md "Road groupage"`) that no heading or bold lead-in of the file begins with.
 */
export function unresolvedCitations(text: string, readDocument: (path: string) => CitableDocument | null): string[] {
  const problems: string[] = [];
  const citation = /\b(docs\/[\w./-]+\.md)((?:[ ,]*(?:and |–|-)?[ ,]*§\s?\d+(?:\.\d+)*)*)(,? "([^"]+)")?/g;
  for (const match of text.matchAll(citation)) {
    const [, path, sectionList, , name] = match;
    const document = readDocument(path);
    if (document === null) {
      problems.push(`${path}: no such file`);
      continue;
    }
    for (const section of sectionList.matchAll(/§\s?(\d+(?:\.\d+)*)/g)) {
      if (!document.sections.has(section[1])) problems.push(`${path} §${section[1]}: no such section`);
    }
    // A comment may wrap inside the name: read it as one line.
    const wanted = name?.replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' ');
    if (wanted !== undefined && !document.names.some((heading) => heading.startsWith(wanted.toLowerCase()))) {
      problems.push(`${path} "${wanted}": no heading or bold lead-in begins so`);
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
