import type { staffImport as ru } from './ru';

export const staffImport: typeof ru = {
  title: 'Import and export',
  upload: {
    title: 'Upload a file',
    hint: 'CSV or XLSX: one row per variation, a product’s rows together. Or an export from 1C or МойСклад in CommerceML: import.xml, offers.xml or a zip of them (price types and warehouses as the exchange settings map them). The file is checked first — nothing is written to the catalogue until you start the import.',
    file: 'Catalogue file',
    check: 'Check the file',
  },
  import: {
    title: 'Import #{{id}} · {{file}}',
    planned: 'Dry run: what will happen',
    done: 'Done',
    start: 'Start the import',
    report: 'Download the report (CSV)',
    progress: 'Rows processed: {{done}} of {{total}}',
    commerceml: 'CommerceML from the accounting system',
    workerStopped:
      'The server running this import stopped at {{time}} (a restart or a crash). Another one takes it up within a minute and carries on where it left off; nothing is written twice.',
  },
  status: {
    checking: 'Checking the file…',
    checked: 'Checked, ready to start',
    invalid: 'This file cannot be imported',
    queued: 'Waiting in the queue',
    running: 'Importing',
    done: 'Import finished',
    stale: 'Stopped: the catalogue changed',
    failed: 'The import stopped with an error',
  },
  mode: { full: 'products and variations', stock: 'stock only', price: 'prices only' },
  counts: { create: 'To create', update: 'To update', unchanged: 'Unchanged', refused: 'Refused' },
  refusals: {
    title: 'Refused rows: {{shown}} of {{total}} shown',
    row: 'Row',
    column: 'Column',
    reason: 'Reason',
  },
  export: {
    title: 'Export',
    hint: 'The whole catalogue in the same format: export it, edit it and import it back.',
    csv: 'Catalogue CSV',
    xlsx: 'Catalogue XLSX',
    templateCsv: 'Template CSV',
    templateXlsx: 'Template XLSX',
  },
  past: { title: 'Past imports', empty: 'No imports yet.', exchange: 'accounting exchange' },
};
