import { cloneElement, type ReactElement, type ReactNode } from 'react';

/**
 * A text whose `<name>words</name>` parts are drawn by `tags[name]` with the words inside, e.g.
 * `I accept the <offer>public offer</offer>` with `tags={{ offer: <a href="…" /> }}`: the legal
 * links of the forms, where the words linked differ in each language. Plain text around them.
 */
export function TaggedText({ text, tags }: { text: string; tags: Record<string, ReactElement> }): ReactNode {
  // Split by a tag with its words: text, name, words, text, name, words, …, text.
  const parts = text.split(/<(\w+)>(.*?)<\/\1>/);
  const nodes: ReactNode[] = [];
  for (let at = 0; at < parts.length; at += 3) {
    nodes.push(parts[at]);
    const name = parts[at + 1];
    const tag = name === undefined ? undefined : tags[name];
    if (name !== undefined) nodes.push(tag ? cloneElement(tag, { key: at }, parts[at + 2]) : parts[at + 2]);
  }
  return nodes;
}
