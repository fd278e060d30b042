/** Names of one to three characters, none of them a word TypeScript reserves. */
function names(count: number): string[] {
  const first = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const rest = `${first}0123456789_$`;
  const reserved = new Set([
    'as',
    'do',
    'if',
    'in',
    'is',
    'of',
    'any',
    'for',
    'get',
    'let',
    'new',
    'set',
    'try',
    'var',
  ]);
  const out: string[] = [];
  for (const a of first) out.push(a);
  for (const a of first) for (const b of rest) out.push(a + b);
  for (const a of first) for (const b of rest) for (const c of rest) out.push(a + b + c);
  return out.filter((name) => !reserved.has(name)).slice(0, count);
}

/**
 * Code to append to a stage file: `links` type aliases, each naming the one before it (in `parentheses` brackets),
 * the last exported as `Deep`. TypeScript's checker recurses once per link, through each bracket, to resolve `Deep`.
 */
export function aliasChain(links: number, parentheses = 0): string {
  const chain = names(links + 1);
  const [open, close] = ['('.repeat(parentheses), ')'.repeat(parentheses)];
  const aliases = chain.slice(1).map((name, k) => `type ${name}=${open}${chain[k]}${close};`);
  return `\nexport type Deep = ${chain.at(-1)};\ntype ${chain[0]}=string;${aliases.reverse().join('')}\n`;
}
