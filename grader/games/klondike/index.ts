/** The Klondike lab's game. */
import type { LabGames } from '../registry.ts';

export const games: LabGames = {
  lab: 'klondike',
  games: [
    {
      name: 'klondike',
      title: 'Klondike Solitaire',
      lab: 'klondike',
      driver: 'grader/games/klondike/driver.ts',
      options: [
        {
          name: 'seed',
          description: 'a whole number that fixes the deal (one is chosen and shown when omitted)',
          random: true,
        },
      ],
      terminal: async () => (await import('./terminal.ts')).playKlondike,
      page: 'grader/games/klondike/browser/page.ts',
    },
  ],
};
