import { GameLayout } from '../../features/games/components/game-layout';
import { RubikGame } from '../../features/games/rubik/components/rubik-game';
import { useGameAccount } from './game-account';

/** `/{lang}/games/rubik`: the Rubik's cube (issue 12). */
export function RubikPage() {
  const signedIn = useGameAccount();
  return (
    <GameLayout game="rubik" signedIn={signedIn}>
      <RubikGame />
    </GameLayout>
  );
}
