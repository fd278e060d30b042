/** The Monte Carlo Solitaire lab's game. */
import type { LabGames } from '../registry.ts';

export const games: LabGames = {
  lab: 'montecarlo',
  games: [
    {
      name: 'montecarlo',
      title: 'Monte Carlo Solitaire',
      lab: 'montecarlo',
      driver: 'grader/games/montecarlo/driver.ts',
      options: [
        {
          name: 'game',
          description: 'the game number to start with (one is chosen and shown when omitted)',
          min: 0,
          random: true,
        },
      ],
      terminal: async () => (await import('./terminal.ts')).playMonteCarlo,
      page: 'grader/games/montecarlo/browser/page.ts',
    },
  ],
};
