import { GameLayout } from '../../features/games/components/game-layout';
import { TetrisGame } from '../../features/games/tetris/components/tetris-game';
import { useGameAccount } from './game-account';

/** `/{lang}/games/tetris`: Tetris (issue 12). */
export function TetrisPage() {
  const signedIn = useGameAccount();
  return (
    <GameLayout game="tetris" signedIn={signedIn}>
      <TetrisGame />
    </GameLayout>
  );
}
