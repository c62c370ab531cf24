import { GameLayout } from '../../features/games/components/game-layout';
import { SudokuGame } from '../../features/games/sudoku/components/sudoku-game';
import { useGameAccount } from './game-account';

/** `/{lang}/games/sudoku`: the Sudoku (issue 12). */
export function SudokuPage() {
  const signedIn = useGameAccount();
  return (
    <GameLayout game="sudoku" signedIn={signedIn}>
      <SudokuGame />
    </GameLayout>
  );
}
