/**
 * A menu bar as desktop programs have one (Game, Control, Help…), made of real buttons and reachable from the
 * keyboard: Enter, Space or the down arrow opens a menu, the arrows move through its items, Escape closes it.
 */
import { h } from './dom.ts';

export interface MenuItem {
  label: string;
  run: () => void | Promise<void>;
}

export interface Menu {
  label: string;
  items: MenuItem[];
}

export function menuBar(menus: Menu[]): HTMLElement {
  const bar = h('div', { class: 'menubar', role: 'menubar', 'aria-label': 'Menus' });
  const closeAll = () => bar.querySelectorAll<HTMLElement>('[role="menu"]').forEach((list) => hide(list));
  const hide = (list: HTMLElement) => {
    list.hidden = true;
    list.previousElementSibling?.setAttribute('aria-expanded', 'false');
  };

  for (const menu of menus) {
    const button = h(
      'button',
      { type: 'button', class: 'menu-button', role: 'menuitem', 'aria-haspopup': 'menu', 'aria-expanded': 'false' },
      menu.label,
    );
    const list = h('div', { class: 'menu', role: 'menu', 'aria-label': menu.label });
    list.hidden = true;
    const entries = menu.items.map((item) => {
      const entry = h('button', { type: 'button', role: 'menuitem', class: 'menu-item', tabindex: -1 }, item.label);
      entry.addEventListener('click', () => {
        closeAll();
        button.focus();
        void item.run();
      });
      return entry;
    });
    list.append(...entries);
    const open = (focusFirst: boolean) => {
      closeAll();
      list.hidden = false;
      button.setAttribute('aria-expanded', 'true');
      if (focusFirst) entries[0]?.focus();
    };
    button.addEventListener('click', () => (list.hidden ? open(false) : hide(list)));
    button.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open(true);
      }
    });
    list.addEventListener('keydown', (event) => {
      const at = entries.indexOf(document.activeElement as HTMLButtonElement);
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : entries.length - 1;
        entries[(at + step) % entries.length]?.focus();
      } else if (event.key === 'Escape') {
        hide(list);
        button.focus();
      }
    });
    bar.append(h('div', { class: 'menu-holder' }, button, list));
  }
  document.addEventListener('click', (event) => {
    if (!bar.contains(event.target as Node)) closeAll();
  });
  return bar;
}
