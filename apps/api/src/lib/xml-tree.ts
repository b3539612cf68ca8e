import { SaxesParser } from 'saxes';

/** An element of a small XML document read whole: its name, child elements and text. */
export interface XmlNode {
  name: string;
  children: XmlNode[];
  /** The element's own text, CDATA and entities decoded, untrimmed. */
  text: string;
}

/**
 * A whole (small) XML document as a tree of elements; undefined when it has no root element.
 * Throws saxes' error on text that is not well-formed. No DTD is ever read, so no entity expands.
 * For messages and files that fit in memory; a catalogue is read streaming instead.
 */
export function parseXmlTree(xml: string): XmlNode | undefined {
  const parser = new SaxesParser();
  const open: XmlNode[] = [];
  let root: XmlNode | undefined;
  const addText = (text: string) => {
    const current = open.at(-1);
    if (current) current.text += text;
  };
  parser.on('opentag', (tag) => {
    const node: XmlNode = { name: tag.name, children: [], text: '' };
    open.at(-1)?.children.push(node);
    open.push(node);
  });
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const closed = open.pop();
    if (open.length === 0) root = closed;
  });
  parser.write(xml).close();
  return root;
}
