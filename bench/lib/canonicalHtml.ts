const START_TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=/>]+)(?:="([^"]*)")?/g;

/**
 * HTML with each start tag's attributes sorted by name and every id (and each reference to it) renamed
 * `id0`, `id1`... in order of appearance. Two renders of the same DOM then compare equal whatever order
 * their props were written in and whatever `useId` produced.
 */
export function canonicalHtml(html: string): string {
  const ids = new Map<string, string>();
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) {
    const id = match[1] as string;
    if (!ids.has(id)) ids.set(id, `id${ids.size}`);
  }
  return html.replace(START_TAG, (_tag, name: string, attributes: string, selfClosing: string) => {
    const sorted = [...attributes.matchAll(ATTRIBUTE)]
      .map(([, key, value]) => {
        if (value === undefined) return key as string;
        const renamed =
          key === 'id' || key === 'aria-labelledby' || key === 'aria-describedby' || key === 'for'
            ? value
                .split(' ')
                .map((part) => ids.get(part) ?? part)
                .join(' ')
            : value;
        return `${key}="${renamed}"`;
      })
      .sort();
    return `<${name}${sorted.map((attribute) => ` ${attribute}`).join('')}${selfClosing}>`;
  });
}

/** Where two strings first differ, with some context on each side, for a readable mismatch report. */
export function firstDifference(a: string, b: string, context = 80): string | undefined {
  if (a === b) return undefined;
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  const from = Math.max(0, index - context);
  return `offerkit: …${a.slice(from, index + context)}…\nbaseline: …${b.slice(from, index + context)}…`;
}
