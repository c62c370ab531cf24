/** English UI texts. The spec's texts are verbatim; `ro.ts` must have the same shape. */
import { formatNumber } from './format';

export const en = {
  site: {
    name: 'News',
    description: 'The latest news, featured stories and trending articles.',
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    switchLanguage: 'Change language',
    loading: 'Loading…',
    backHome: 'Back to the home page',
    pageNotFoundTitle: 'Page Not Found',
    pageNotFoundMessage: "The page you're looking for doesn't exist.",
    errorTitle: 'Something went wrong',
    errorMessage: 'The page could not be loaded. Please try again in a moment.',
    fallbackImage: 'Fallback image',
  },
  home: {
    latest: 'Latest',
    featured: 'Featured',
    trending: 'Trending',
    noArticles: 'No articles yet.',
  },
  article: {
    by: 'By',
    tags: 'Tags',
    previousArticle: 'Previous article',
    nextArticle: 'Next article',
    articleNavigation: 'More articles',
    readTranslation: 'Read in Romanian',
    unknownAuthor: 'Unknown Author',
    notFoundTitle: 'Article Not Found',
    notFoundMessage: "The article you're looking for could not be found.",
    views: (count: number) => `${formatNumber(count, 'en')} ${count === 1 ? 'view' : 'views'}`,
    readingTime: (minutes: number) => `${formatNumber(minutes, 'en')} min read`,
  },
  account: {
    resetTitle: 'Choose a new password',
    newPassword: 'New password',
    repeatPassword: 'Repeat the new password',
    resetSubmit: 'Set the new password',
    resetSubmitting: 'Saving…',
    resetDone: 'Your password has been changed. Sign in with the new one.',
    resetLinkInvalid: 'This password reset link is invalid or has expired. Ask for a new one.',
    passwordTooShort: 'Password must be at least 8 characters',
    passwordsDiffer: 'The two passwords are not the same.',
  },
};

export type Messages = typeof en;
