/** The Elevens lab's games: Elevens, Thirteens and Tens to play, and the three to simulate. */
import type { GameEntry, GameOption, LabGames, SimulationEntry } from '../registry.ts';
import { ELEVENS_GAMES, RULES, type ElevensGame } from './rules.ts';

const SEED: GameOption = {
  name: 'seed',
  description: 'a whole number that fixes the deal (one is chosen and shown when omitted)',
  random: true,
};

function playable(name: ElevensGame): GameEntry {
  return {
    name,
    title: RULES[name].title,
    lab: 'elevens',
    driver: 'grader/games/elevens/driver.ts',
    options: [SEED],
    fixed: { game: name },
    terminal: async () => (await import('./terminal.ts')).playElevens,
    page: 'grader/games/elevens/browser/page.ts',
  };
}

function simulation(name: ElevensGame): SimulationEntry {
  return {
    name,
    title: RULES[name].title,
    lab: 'elevens',
    driver: 'grader/games/elevens/simulationDriver.ts',
    fixed: { game: name },
  };
}

export const games: LabGames = {
  lab: 'elevens',
  games: ELEVENS_GAMES.map(playable),
  simulations: ELEVENS_GAMES.map(simulation),
};
