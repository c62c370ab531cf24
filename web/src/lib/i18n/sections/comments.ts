/** The texts of the comments under an article, loaded as the reader scrolls near them, kept out of the language chunks (see `../messages.ts`). */
import { formatNumber, romanianCount } from '../format';
import { sectionHook } from '../language-context';

const en = {
  title: 'Comments',
  count: (count: number) => `${formatNumber(count, 'en')} ${count === 1 ? 'comment' : 'comments'}`,
  empty: 'No comments yet. Be the first to share your thoughts.',
  loading: 'Loading comments…',
  loadError: 'The comments could not be loaded.',
  retry: 'Try again',
  more: 'Show more comments',
  formTitle: 'Leave a comment',
  replyTitle: (name: string) => `Reply to ${name}`,
  name: 'Name (optional)',
  namePlaceholder: 'Anonymous',
  text: 'Comment',
  submit: 'Post comment',
  submitReply: 'Post reply',
  submitting: 'Posting…',
  reply: 'Reply',
  cancelReply: 'Cancel',
  replies: 'Replies',
  emptyTitle: 'Comment cannot be empty',
  emptyMessage: 'Please write something before submitting.',
  tooLong: 'A comment can be up to 5,000 characters.',
  failedTitle: 'Failed to add comment',
  confirmToComment: 'Confirm your email address to comment: open the link we mailed you, or ask for a new one on your account page.',
  failedMessage: 'There was an error adding your comment. Please try again.',
  posted: 'Your comment has been posted.',
  held: 'Thank you! Your comment is awaiting moderation and will appear once an editor approves it.',
  awaiting: 'Awaiting moderation',
  sending: 'Sending…',
};

export type CommentsMessages = typeof en;

const ro: CommentsMessages = {
  title: 'Comentarii',
  count: (count: number) => romanianCount(count, 'comentariu', 'comentarii'),
  empty: 'Niciun comentariu încă. Fiți primul care își spune părerea.',
  loading: 'Se încarcă comentariile…',
  loadError: 'Comentariile nu au putut fi încărcate.',
  retry: 'Încercați din nou',
  more: 'Afișează mai multe comentarii',
  formTitle: 'Lăsați un comentariu',
  replyTitle: (name: string) => `Răspuns pentru ${name}`,
  name: 'Nume (opțional)',
  namePlaceholder: 'Anonim',
  text: 'Comentariu',
  submit: 'Publică comentariul',
  submitReply: 'Publică răspunsul',
  submitting: 'Se publică…',
  reply: 'Răspunde',
  cancelReply: 'Anulează',
  replies: 'Răspunsuri',
  emptyTitle: 'Comentariul nu poate fi gol',
  emptyMessage: 'Vă rugăm să scrieți ceva înainte de a trimite.',
  tooLong: 'Un comentariu poate avea cel mult 5.000 de caractere.',
  failedTitle: 'Comentariul nu a putut fi adăugat',
  confirmToComment: 'Confirmă adresa de email pentru a comenta: deschide linkul trimis pe email sau cere unul nou din pagina contului.',
  failedMessage: 'A apărut o eroare la adăugarea comentariului. Încercați din nou.',
  posted: 'Comentariul a fost publicat.',
  held: 'Mulțumim! Comentariul așteaptă moderarea și va apărea după ce un editor îl aprobă.',
  awaiting: 'În așteptarea moderării',
  sending: 'Se trimite…',
};

export const useCommentsMessages = sectionHook({ en, ro });
