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

/** Shows a text (rules, help) until the player closes it. */
export function showText(title: string, text: string): void {
  const close = h('button', { type: 'button', class: 'dialog-close' }, 'Close');
  const dialog = h(
    'dialog',
    { 'aria-label': title },
    h('h2', {}, title),
    h('pre', { class: 'dialog-text' }, text),
    close,
  );
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}
