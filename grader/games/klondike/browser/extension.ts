/**
 * The student's extension (question 6 of Klondike) beside the game: stage 06's optional `Extension.ts`, run in the
 * same confined session as the student's other classes, draws the game after every move. A broken extension (one
 * that fails to load, throws, or draws what the page cannot show) is reported here, with its file and line, and
 * nowhere else: the game goes on.
 */
import { failureNote, type GameClient } from '../../browser/client.ts';
import { h, replace } from '../../browser/dom.ts';
import type { ExtensionView } from '../driver.ts';
import type { SvgTree } from '../svgTree.ts';

export class ExtensionPanel {
  /** The region beside the game; hidden while stage 06 has no extension. */
  readonly element = h('section', { class: 'extension', 'aria-labelledby': 'extension-title', hidden: true });

  constructor(
    private readonly client: GameClient,
    private readonly build: (tree: SvgTree) => Node,
  ) {}

  /** Draws the extension for the game as it is now (called after every move and every new deal). */
  async refresh(): Promise<void> {
    const answer = await this.client.answer<ExtensionView | null>('extension');
    if (answer === undefined) return;
    if (answer.ok && answer.value === null) {
      this.element.hidden = true;
      replace(this.element);
      return;
    }
    const whose = this.client.settings.impl === 'student' ? 'Your extension' : "The kit's example extension";
    const title = answer.ok ? `${whose}: ${answer.value!.title}` : whose;
    replace(
      this.element,
      h('h2', { id: 'extension-title', class: 'extension-title' }, title),
      answer.ok
        ? h('div', { class: 'extension-drawing' }, this.build(answer.value!.drawing))
        : h(
            'div',
            { class: 'extension-failure', role: 'alert' },
            failureNote(answer.failure, `${whose} failed (the game goes on): `),
          ),
    );
    this.element.hidden = false;
  }
}
