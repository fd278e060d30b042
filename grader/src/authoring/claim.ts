/** One claim the kit makes about itself (docs/DESIGN.md, contract 9), proved by running, never by saved state. */
export interface Check {
  subject: string;
  claim: string;
  ok: boolean;
  detail?: string;
}

const SHOWN = 3;

/** A claim that holds when nothing is wrong; the problems (each naming its file) are its detail, the first few. */
export function claim(subject: string, text: string, problems: string[]): Check {
  if (problems.length === 0) return { subject, claim: text, ok: true };
  const more = problems.length > SHOWN ? `; and ${problems.length - SHOWN} more` : '';
  return { subject, claim: text, ok: false, detail: problems.slice(0, SHOWN).join('; ') + more };
}
