/** Dialogs of the game pages: one that asks for a number, one that shows a text. Both are the browser's <dialog>. */
import { h } from './dom.ts';

/** Asks for a whole number from `min` up; resolves to null when the player cancels. */
export function askNumber(title: string, label: string, min = 0): Promise<number | null> {
  return new Promise((resolve) => {
    const input = h('input', {
      type: 'number',
      min,
      step: 1,
      required: true,
      id: 'dialog-number',
      inputmode: 'numeric',
    });
    const problem = h('p', { class: 'dialog-problem', role: 'alert' });
    const form = h(
      'form',
      { method: 'dialog' },
      h('h2', {}, title),
      h('label', { for: 'dialog-number' }, label),
      input,
      problem,
      h(
        'div',
        { class: 'dialog-buttons' },
        h('button', { type: 'submit', value: 'ok' }, 'OK'),
        h('button', { type: 'button', value: 'cancel' }, 'Cancel'),
      ),
    );
    const dialog = h('dialog', { 'aria-label': title }, form);
    let answer: number | null = null;
    form.addEventListener('submit', (event) => {
      const value = input.value.trim();
      if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value)) || Number(value) < min) {
        event.preventDefault();
        problem.textContent = `Type a whole number from ${min} up.`;
        return;
      }
      answer = Number(value);
    });
    form.querySelector('button[value="cancel"]')!.addEventListener('click', () => dialog.close());
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(answer);
    });
    document.body.append(dialog);
    dialog.showModal();
    input.focus();
  });
}

/**
 * The paragraphs of a text written for a terminal (a lab's help text): a first line that only repeats the title is
 * left out, and a line that does not end a sentence goes on in the line after it, so that the dialog's width, not
 * the terminal's, breaks the lines.
 */
export function paragraphs(title: string, text: string): string[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  while (lines.length > 0 && (lines[0] === '' || lines[0]!.toLowerCase() === title.trim().toLowerCase())) lines.shift();
  const found: string[] = [];
  let open = false;
  for (const line of lines) {
    if (line === '') open = false;
    else if (open) found[found.length - 1] += ` ${line}`;
    else found.push(line);
    if (line !== '') open = !/[.!?:]$/.test(line);
  }
  return found;
}

/**
 * Shows a text (rules, help) until the player closes it: as written (`pre`, for a table of commands), or as
 * `paragraphs` of a text written for a terminal.
 */
export function showText(title: string, text: string, as: 'pre' | 'paragraphs' = 'pre'): void {
  const close = h('button', { type: 'button', class: 'dialog-close' }, 'Close');
  const body =
    as === 'pre'
      ? [h('pre', { class: 'dialog-text' }, text)]
      : paragraphs(title, text).map((paragraph) => h('p', { class: 'dialog-paragraph' }, paragraph));
  const dialog = h('dialog', { 'aria-label': title }, h('h2', {}, title), ...body, close);
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}
