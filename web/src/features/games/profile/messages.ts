/**
 * The texts of the player profile and the achievements, in a module of the games only (the news
 * pages' chunks do not carry them). English defines the shape; Romanian must match it.
 */
import type { Game } from '../../../config/paths';
import type { Lang } from '../../../lib/i18n/languages';
import { TOTAL_ACHIEVEMENTS, type AchievementId } from './lib/profile';

interface AchievementText {
  name: string;
  description: string;
}

const GAME_NAMES = {
  en: { sudoku: 'Sudoku', tetris: 'Tetris', rubik: 'Rubik’s Cube' },
  ro: { sudoku: 'Sudoku', tetris: 'Tetris', rubik: 'Cubul Rubik' },
} satisfies Record<Lang, Record<Game, string>>;

function achievementTexts(lang: Lang): Record<AchievementId, AchievementText> {
  const names = GAME_NAMES[lang];
  const en = lang === 'en';
  const perGame = (game: Game): [AchievementId, AchievementText][] => [
    [
      `first-${game}`,
      en
        ? { name: `First game of ${names[game]}`, description: `You finished your first game of ${names[game]}.` }
        : { name: `Primul joc de ${names[game]}`, description: `Ai terminat primul tău joc de ${names[game]}.` },
    ],
    [
      `high-score-${game}`,
      en
        ? { name: `${names[game]}: over 1,000 points`, description: 'A new best score above 1,000 points.' }
        : { name: `${names[game]}: peste 1.000 de puncte`, description: 'Un nou record de peste 1.000 de puncte.' },
    ],
    [
      `streak-5-${game}`,
      en
        ? { name: `${names[game]}: 5 wins in a row`, description: 'Five games won one after the other.' }
        : { name: `${names[game]}: 5 victorii la rând`, description: 'Cinci jocuri câștigate unul după altul.' },
    ],
    [
      `streak-10-${game}`,
      en
        ? { name: `${names[game]}: 10 wins in a row`, description: 'Ten games won one after the other.' }
        : { name: `${names[game]}: 10 victorii la rând`, description: 'Zece jocuri câștigate unul după altul.' },
    ],
  ];
  const totals = TOTAL_ACHIEVEMENTS.map((count): [AchievementId, AchievementText] => {
    const total = String(count);
    return [
      `games-${total}` as AchievementId,
      en
        ? { name: `${total} games played`, description: `You have finished ${total} games.` }
        : { name: `${total} de jocuri jucate`, description: `Ai terminat ${total} de jocuri.` },
    ];
  });
  return Object.fromEntries([...perGame('sudoku'), ...perGame('tetris'), ...perGame('rubik'), ...totals]) as Record<
    AchievementId,
    AchievementText
  >;
}

const en = {
  gameNames: GAME_NAMES.en,
  achievementUnlocked: 'Achievement unlocked',
  achievements: achievementTexts('en'),
  profile: 'Player profile',
  openProfile: 'Your profile',
  close: 'Close',
  name: 'Name',
  saveName: 'Save',
  nameSaved: 'Name saved',
  totalGames: 'Games played',
  favoriteGame: 'Favourite game',
  none: 'None yet',
  gamesPlayed: 'Played',
  bestScore: 'Best score',
  totalTime: 'Total time',
  averageTime: 'Average time',
  winStreak: 'Longest win streak',
  currentStreak: 'Current streak',
  lastPlayed: 'Last played',
  never: 'Never',
  earned: 'Achievements',
  noAchievements: 'Finish a game to earn your first achievement.',
  locked: 'Not yet earned',
  best: (score: string) => `Best score: ${score}`,
  synced: 'Kept with your account on every device.',
  local: 'Kept in this browser. Sign in to keep it on every device.',
  backToGames: 'All games',
};

export type ProfileMessages = typeof en;

const ro: ProfileMessages = {
  gameNames: GAME_NAMES.ro,
  achievementUnlocked: 'Realizare deblocată',
  achievements: achievementTexts('ro'),
  profile: 'Profilul jucătorului',
  openProfile: 'Profilul tău',
  close: 'Închide',
  name: 'Nume',
  saveName: 'Salvează',
  nameSaved: 'Nume salvat',
  totalGames: 'Jocuri jucate',
  favoriteGame: 'Jocul preferat',
  none: 'Încă niciunul',
  gamesPlayed: 'Jucate',
  bestScore: 'Cel mai bun scor',
  totalTime: 'Timp total',
  averageTime: 'Timp mediu',
  winStreak: 'Cea mai lungă serie de victorii',
  currentStreak: 'Seria curentă',
  lastPlayed: 'Ultima dată',
  never: 'Niciodată',
  earned: 'Realizări',
  noAchievements: 'Termină un joc pentru a obține prima realizare.',
  locked: 'Încă neobținută',
  best: (score: string) => `Cel mai bun scor: ${score}`,
  synced: 'Păstrat în contul tău, pe toate dispozitivele.',
  local: 'Păstrat în acest browser. Autentifică-te pentru a-l avea pe toate dispozitivele.',
  backToGames: 'Toate jocurile',
};

export function profileMessages(lang: Lang): ProfileMessages {
  return lang === 'ro' ? ro : en;
}
