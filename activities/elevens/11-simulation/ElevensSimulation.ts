/**
 * Provided by the kit (do not edit): the simulation of Activity 11. It only needs a board that can start a new
 * game, make a play by itself and say whether the game was won, so it works for Elevens, Thirteens and Tens:
 *
 *   const board = new ElevensBoard(new SeededRandom(7));
 *   const wins = playGames(board, 1000);
 *   console.log(`won ${wins} of 1000 games (${(wins / 10).toFixed(1)}%)`);
 */

/** No game of 52 cards can last longer than this: every real play takes at least one card off the table. */
const MOST_PLAYS_IN_A_GAME = 52;

/**
 * Plays `games` games on one board and returns how many were won. The board's constructor has already dealt
 * the first game; every later game starts with `newGame()`. A game is played by calling `playIfPossible()`
 * until it returns false.
 */
export function playGames(
  board: { newGame(): void; playIfPossible(): boolean; gameIsWon(): boolean },
  games: number,
): number {
  let wins = 0;
  for (let game = 0; game < games; game++) {
    if (game > 0) board.newGame();
    let plays = 0;
    while (board.playIfPossible()) {
      plays++;
      if (plays > MOST_PLAYS_IN_A_GAME) {
        throw new Error(
          `playIfPossible returned true ${plays} times in one game: does it really remove the cards it finds?`,
        );
      }
    }
    if (board.gameIsWon()) wins++;
  }
  return wins;
}
