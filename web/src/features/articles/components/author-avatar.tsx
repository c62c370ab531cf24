import { authorInitials } from '../lib/authors';

/** A circle with the author's initials; decorative, the name is printed next to it. */
export function AuthorAvatar({ name }: { name: string | null | undefined }) {
  return (
    <span className="avatar" aria-hidden="true" data-testid="author-avatar">
      {authorInitials(name)}
    </span>
  );
}
