import { importBatchSchema, importSchema, IMPORT_KINDS, type DataImport, type ImportBatchAnswer } from '@wellpath/shared/health/imports';
import { VALUE_SOURCES } from '@wellpath/shared/health/sources';
import { z } from 'zod';
import type { DataImportTable } from '../../db/schema.js';
import { parseColumn, parseJsonColumn } from '../../lib/stored-row.js';

const sourceSchema = importSchema.shape.source;
const valueSourceSchema = z.enum(VALUE_SOURCES);
const kindSchema = z.enum(IMPORT_KINDS);

/** Where a stored value came from: rows from before imports existed were typed in (manual). */
export function presentSource(source: string | undefined): z.output<typeof valueSourceSchema> {
  return parseColumn(valueSourceSchema, source ?? 'manual', 'source');
}

const countsSchema = z.partialRecord(kindSchema, z.number().int().min(0));

/** What an import stored by kind, as its `counts` column keeps it. */
export function parseCounts(text: string): DataImport['counts'] {
  return parseJsonColumn(countsSchema, text, 'data_imports.counts');
}

export function presentImport(r: DataImportTable, batches: readonly number[]): DataImport {
  return {
    _id: r.id,
    source: parseColumn(sourceSchema, r.source, 'data_imports.source'),
    created_at: r.created_at,
    completed_at: r.completed_at,
    undone_at: r.undone_at,
    counts: parseCounts(r.counts),
    batches: [...batches],
    duplicates: Number(r.duplicates),
    refused: Number(r.refused),
  };
}

/** A batch's answer as it was kept. */
export function parseBatchAnswer(text: string): ImportBatchAnswer {
  return parseJsonColumn(importBatchSchema, text, 'data_import_batches.answer');
}
