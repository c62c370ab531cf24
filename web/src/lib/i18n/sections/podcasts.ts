/** The texts of the podcast and episode pages, kept out of the language chunks (see `../messages.ts`). */
import { formatNumber, romanianCount } from '../format';
import { sectionHook } from '../language-context';

const en = {
  showName: 'News Podcast',
  description: 'Local, national and international news, to listen to.',
  episodeCount: (count: number) => `${formatNumber(count, 'en')} ${count === 1 ? 'episode' : 'episodes'}`,
  empty: 'No episodes yet. Subscribe to the feed to get the first one as soon as it is out.',
  latestEpisodes: 'Latest episodes',
  allEpisodes: 'All episodes',
  subscribe: 'Subscribe:',
  feed: 'RSS feed',
  feedHint: 'To follow the show in Apple Podcasts or another podcast app, add the feed’s address there (in Apple Podcasts: Follow a Show by URL).',
  numbering: (season: number | null, episode: number | null) =>
    [season === null ? '' : `Season ${String(season)}`, episode === null ? '' : `Episode ${String(episode)}`].filter(Boolean).join(' · '),
  minutes: (count: number) => `${formatNumber(count, 'en')} min`,
  explicit: 'Explicit',
  relatedArticle: 'Read the article',
  notFoundTitle: 'Episode Not Found',
  notFoundMessage: "The episode you're looking for could not be found.",
  player: {
    label: (title: string) => `Player: ${title}`,
    keys: 'Keys: Space or K plays and pauses, J or the left arrow goes back 15 seconds, L or the right arrow forward 30 seconds.',
    play: (title: string) => `Play: ${title}`,
    pause: (title: string) => `Pause: ${title}`,
    back: 'Back 15 seconds',
    forward: 'Forward 30 seconds',
    seek: 'Position',
    position: (elapsed: string, total: string) => `${elapsed} of ${total}`,
    speed: 'Speed',
    rate: (rate: number) => `${String(rate)}×`,
    download: 'Download',
    failed: 'The audio could not be loaded. Try again later, or download it.',
  },
};

export type PodcastsMessages = typeof en;

const ro: PodcastsMessages = {
  showName: 'Podcastul Știri',
  description: 'Știri locale, naționale și internaționale, de ascultat.',
  episodeCount: (count: number) => romanianCount(count, 'episod', 'episoade'),
  empty: 'Încă nu există episoade. Abonează-te la flux pentru a primi primul episod imediat ce apare.',
  latestEpisodes: 'Cele mai noi episoade',
  allEpisodes: 'Toate episoadele',
  subscribe: 'Abonează-te:',
  feed: 'flux RSS',
  feedHint: 'Pentru a urmări emisiunea în Apple Podcasts sau în altă aplicație de podcasturi, adaugă acolo adresa fluxului (în Apple Podcasts: Follow a Show by URL).',
  numbering: (season: number | null, episode: number | null) =>
    [season === null ? '' : `Sezonul ${String(season)}`, episode === null ? '' : `Episodul ${String(episode)}`].filter(Boolean).join(' · '),
  minutes: (count: number) => `${formatNumber(count, 'ro')} min`,
  explicit: 'Explicit',
  relatedArticle: 'Citește articolul',
  notFoundTitle: 'Episodul nu a fost găsit',
  notFoundMessage: 'Episodul pe care îl căutați nu a putut fi găsit.',
  player: {
    label: (title: string) => `Player audio: ${title}`,
    keys: 'Taste: Spațiu sau K pornește și oprește redarea, J sau săgeata stânga dă înapoi 15 secunde, L sau săgeata dreapta înainte 30 de secunde.',
    play: (title: string) => `Redă: ${title}`,
    pause: (title: string) => `Pauză: ${title}`,
    back: 'Înapoi 15 secunde',
    forward: 'Înainte 30 de secunde',
    seek: 'Poziție',
    position: (elapsed: string, total: string) => `${elapsed} din ${total}`,
    speed: 'Viteză',
    rate: (rate: number) => `${String(rate).replace('.', ',')}×`,
    download: 'Descarcă',
    failed: 'Sunetul nu a putut fi încărcat. Încearcă mai târziu sau descarcă fișierul.',
  },
};

export const usePodcastsMessages = sectionHook({ en, ro });
