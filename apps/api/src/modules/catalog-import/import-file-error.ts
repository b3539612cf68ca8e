/**
 * Why a whole file cannot be imported, found while reading it: `problem` is what the import
 * stores and shows, translated (`problemMessage` in import-messages.ts), e.g. `too_many_rows:300000`.
 */
export class ImportFileError extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = 'ImportFileError';
  }
}
