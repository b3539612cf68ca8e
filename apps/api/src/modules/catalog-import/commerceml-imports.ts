import type { ExchangeMapping } from '@aruu/contract/staff-exchange';

/**
 * What the accounting exchange (CommerceML from 1C or МойСклад) asks of the catalogue import.
 * Decorated on the app as `app.commerceMlImports` by the catalog-import plugin.
 */
export interface CommerceMlImports {
  /**
   * Checks the files (the import's dry run) and, when they are importable, queues the run without
   * waiting for a person. `files`: absolute paths of `import*.xml` / `offers*.xml`, or one `.zip`
   * holding them (and `import_files/…` pictures). The import shows in the import history with its
   * report; a broken file ends `failed` with a reason and writes nothing.
   */
  startCommerceMlImport(input: {
    files: string[];
    /**
     * The directory the goods' `Картинка` paths are relative to (the exchange's run directory):
     * its pictures are linked into the import's own directory. A zip's pictures come with it.
     */
    picturesDirectory?: string;
    mapping: ExchangeMapping;
    source: 'exchange' | 'upload';
    /**
     * The user the run is recorded as (import history, stock movements, audit): for an exchange,
     * the exchange account the accounting system logs in with. Stock movements need a person or
     * account behind them (stock_movements_staff_kind_has_actor), so it is not nullable.
     */
    actorId: number;
  }): Promise<{ importId: number }>;
  /**
   * Where an import started above stands; when it failed, `reason` is its problem in Russian, the
   * words the accounting system shows its operator (the import's page has it in every language).
   */
  importOutcome(importId: number): Promise<{ state: 'running' | 'succeeded' | 'failed'; reason: string | null }>;
}
