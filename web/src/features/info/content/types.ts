import type { InfoPage } from '../../../config/paths';

export interface InfoContact {
  label: string;
  email: string;
}

export interface InfoSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Addresses shown as mail links. */
  contacts?: InfoContact[];
}

export interface InfoContent {
  title: string;
  /** The page's meta description. */
  description: string;
  lead: string;
  sections: InfoSection[];
  /** ISO date of the last change, shown on legal pages. */
  updated?: string;
}

export type InfoContents = Record<InfoPage, InfoContent>;
