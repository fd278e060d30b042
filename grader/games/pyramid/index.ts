/** The Pyramid Solitaire lab's game. */
import type { LabGames } from '../registry.ts';

export const games: LabGames = {
  lab: 'pyramid',
  games: [
    {
      name: 'pyramid',
      title: 'Pyramid Solitaire',
      lab: 'pyramid',
      driver: 'grader/games/pyramid/driver.ts',
      options: [
        {
          name: 'seed',
          description: 'a whole number that fixes the deal (one is chosen and shown when omitted)',
          random: true,
        },
        { name: 'rows', description: 'rows of the pyramid', min: 1, default: 7 },
        { name: 'draw', description: 'draw cards', min: 0, default: 3 },
      ],
      terminal: async () => (await import('./terminal.ts')).playPyramid,
      page: 'grader/games/pyramid/browser/page.ts',
    },
  ],
};
