/** One titled block of a legal document: paragraphs, optionally followed by a bulleted list. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Followed by the shop's pickup points (their addresses), read from the API when the page is shown. */
  shops?: true;
}

/** A static legal page (privacy policy, return conditions, public offer…) in one language. */
export interface LegalPage {
  title: string;
  summary: string;
  /** ISO date of the last revision, e.g. `2026-11-01`. */
  updated: string;
  sections: LegalSection[];
}
