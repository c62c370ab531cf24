import { initials } from '../../lib/i18n';

/** A circle with the author's initials; decorative, the name is printed next to it. */
export function AuthorAvatar({ name }: { name: string | null | undefined }) {
  return (
    <span className="avatar" aria-hidden="true" data-testid="author-avatar">
      {initials(name)}
    </span>
  );
}
