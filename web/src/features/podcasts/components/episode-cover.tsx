import { ArticleImage } from '../../../components/ui/article-image';
import { MicrophoneIcon } from '../../../components/ui/icons';
import { useMessages } from '../../../lib/i18n/language-context';

interface EpisodeCoverProps {
  src: string | null;
  className: string;
  /** The page's cover loads at once; a card's when it comes near. */
  eager?: boolean;
  /** How wide the cover is shown (see ArticleImage). */
  sizes: string;
}

/**
 * An episode's square cover, or a neutral tile with a microphone when it has none. Decorative:
 * the episode's title is right beside it.
 */
export function EpisodeCover({ src, className, eager = false, sizes }: EpisodeCoverProps) {
  const { site } = useMessages();
  if (!src) {
    return (
      <div className={`${className} episode-cover--none`} aria-hidden="true">
        <MicrophoneIcon />
      </div>
    );
  }
  return <ArticleImage key={src} className={className} src={src} alt="" fallbackNote={site.fallbackImage} eager={eager} sizes={sizes} />;
}
